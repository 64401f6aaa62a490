import { z } from 'zod';
import type { FieldChange } from '../domain/record-changes';
import { recordId, wholeNumber } from './fields';

export type { FieldChange };

// History: every write to a farm record, newest first (docs/accounts-and-privacy.md).

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'cleared'] as const;
export const MAX_HISTORY_PAGE = 200;
export const DEFAULT_HISTORY_PAGE = 50;

export const HISTORY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${MAX_HISTORY_PAGE}`,
  before: 'before must be the id of an entry',
} as const;

export const historyInput = z.object({
  /** One record's entries (an animal's History tab). */
  recordId: recordId.optional(),
  /** One member's entries. */
  memberId: recordId.optional(),
  limit: wholeNumber(HISTORY_MESSAGES.limit, 1, MAX_HISTORY_PAGE).default(DEFAULT_HISTORY_PAGE),
  /** The entries older than this entry's id: the next page. */
  before: wholeNumber(HISTORY_MESSAGES.before, 1).optional(),
});
export type HistoryInput = z.input<typeof historyInput>;
export type HistoryQuery = z.output<typeof historyInput>;

export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const historyEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The member's name then; null for the server's own writes and records from before members. */
  by: z.string().nullable(),
  byId: z.string().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  recordKind: z.string(),
  recordId: z.string(),
  recordLabel: z.string(),
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyPage = z.object({
  entries: z.array(historyEntry),
  /** The `before` of the next page, or null when this is the last. */
  nextBefore: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPage>;

/** Entries of one page, newest first, from entries already filtered and sorted newest first. */
export function pageOf(entries: readonly HistoryEntry[], limit: number): HistoryPage {
  const page = entries.slice(0, limit);
  return { entries: page, nextBefore: entries.length > limit ? (page.at(-1)?.id ?? null) : null };
}
