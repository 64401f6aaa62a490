import { wholeNumber } from './fields';
import { z } from 'zod';
import { DEFAULT_CHANGES_PAGE, FEED_KINDS, MAX_CHANGES_PAGE, MAX_PUSH_OPS, SYNC_PROCEDURES } from './sync-names';

export * from './sync-names';

// The sync calls' shapes (docs/sync.md): a device pushes its saved operations, pulls the farm's
// changes since its cursor, and settles the conflicts a push could not merge by itself.

export const SYNC_MESSAGES = {
  deviceId: 'Device id must be a UUID',
  opId: 'Operation id must be a UUID',
  procedure: 'This operation is not one a device can send',
  opCount: `Send 1 to ${MAX_PUSH_OPS} operations`,
  fields: 'An operation gives its fields as an object',
  since: 'since must be a whole number from 0',
  limit: `limit must be a whole number from 1 to ${MAX_CHANGES_PAGE}`,
  opIdInUse: 'This operation id is already in use. Make a new one and send the change again.',
  unknownField: (field: string) => `This record has no field "${field}"`,
  conflictNotFound: 'Conflict not found',
} as const;

const fields = z.record(z.string(), z.unknown(), { error: SYNC_MESSAGES.fields });

export const syncOp = z.object({
  opId: z.uuid({ error: SYNC_MESSAGES.opId }),
  procedure: z.enum(SYNC_PROCEDURES, { error: SYNC_MESSAGES.procedure }),
  input: fields,
  base: fields.optional(),
});
export type SyncOp = z.infer<typeof syncOp>;

export const pushInput = z.object({
  deviceId: z.uuid({ error: SYNC_MESSAGES.deviceId }),
  ops: z.array(syncOp, { error: SYNC_MESSAGES.opCount }).min(1, SYNC_MESSAGES.opCount).max(MAX_PUSH_OPS, SYNC_MESSAGES.opCount),
});
export type PushInput = z.infer<typeof pushInput>;

export const OP_STATUSES = ['applied', 'conflict', 'rejected'] as const;

export const opResult = z.object({
  opId: z.string(),
  status: z.enum(OP_STATUSES),
  record: z.unknown().optional(),
  conflicts: z.array(z.string()).optional(),
  message: z.string().optional(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type OpResult = z.infer<typeof opResult>;

export const pushResult = z.object({ results: z.array(opResult) });

// Query strings arrive as text over REST, and numbers over tRPC. Digits only: a blank is refused,
// never read as 0.
export const changesInput = z.object({
  since: wholeNumber(SYNC_MESSAGES.since, 0).default(0),
  limit: wholeNumber(SYNC_MESSAGES.limit, 1, MAX_CHANGES_PAGE).default(DEFAULT_CHANGES_PAGE),
});
export type ChangesInput = z.infer<typeof changesInput>;

export const feedChange = z.object({
  kind: z.enum(FEED_KINDS),
  id: z.string(),
  seq: z.number().int(),
  deleted: z.boolean(),
  /** The record as its kind's list answers it; null for a delete. */
  record: z.unknown(),
});
export type FeedChange = z.infer<typeof feedChange>;

export const changesPage = z.object({
  epoch: z.string(),
  changes: z.array(feedChange),
  /** The `since` of the next call. */
  next: z.number().int(),
  more: z.boolean(),
});
export type ChangesPage = z.infer<typeof changesPage>;

export const CONFLICT_TYPES = ['field', 'recount', 'deleted', 'duplicate'] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
export const CONFLICT_CHOICES = ['theirs', 'mine'] as const;
export type ConflictChoice = (typeof CONFLICT_CHOICES)[number];

export const conflictRecord = z.object({
  id: z.string(),
  type: z.enum(CONFLICT_TYPES),
  recordKind: z.enum(FEED_KINDS),
  recordId: z.string(),
  recordLabel: z.string(),
  field: z.string().optional(),
  base: z.unknown().optional(),
  theirs: z.unknown().optional(),
  mine: z.unknown().optional(),
  deviceId: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().optional(),
  resolution: z.enum(CONFLICT_CHOICES).optional(),
});
export type ConflictRecord = z.infer<typeof conflictRecord>;

/** A conflict as an op raises it: what it is about, before it is kept (with its id, device and time). */
export type NewConflict = Omit<ConflictRecord, 'id' | 'deviceId' | 'createdAt' | 'resolvedAt' | 'resolution'>;

export const resolveInput = z.object({
  id: z.string().min(1, SYNC_MESSAGES.conflictNotFound),
  choice: z.enum(CONFLICT_CHOICES, { error: 'Choose "theirs" or "mine"' }),
});
