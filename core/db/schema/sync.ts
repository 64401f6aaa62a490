import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, isoNow } from './columns';
import { ownerId } from './owner';

// Offline sync (docs/sync.md). Triggers (migration 0007) keep `sync_changes` for every farm table,
// so a write by any path (REST, tRPC, the desktop, a push, a restore, a cascade) reaches the feed.

/**
 * The change feed: one row per farm record, holding its latest change. `seq` is the database's one
 * counter (AUTOINCREMENT never reuses a number): a change takes the next one, so, with SQLite's one
 * writer, the numbers follow commit order and a cursor never skips a late commit. A delete leaves a
 * tombstone: `deleted`, with the record as it was in `last_record` (JSON, by column name), which a
 * `deleted` conflict restores from.
 */
export const syncChanges = sqliteTable(
  'sync_changes',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    userId: ownerId(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    lastRecord: text('last_record'),
  },
  (t) => [uniqueIndex('sync_changes_record_unique').on(t.kind, t.recordId), index('sync_changes_user_seq_idx').on(t.userId, t.seq)],
);

/** A farm's feed numbering: a new epoch when it starts over (a restore, Clear All Data). */
export const syncEpochs = sqliteTable('sync_epochs', {
  userId: ownerId().primaryKey(),
  epoch: text('epoch').notNull(),
});

/** Every pushed operation's answer, by the id the device gave it: a replay answers it again. */
export const syncOps = sqliteTable('sync_ops', {
  opId: text('op_id').primaryKey(),
  userId: ownerId(),
  deviceId: text('device_id').notNull(),
  procedure: text('procedure').notNull(),
  /** The op's result as JSON, exactly as it was answered. */
  result: text('result').notNull(),
  appliedAt: text('applied_at').notNull().default(isoNow),
});

/**
 * What a push could not merge by itself, for a person to settle. `base`, `theirs` and `mine` are
 * JSON values; `operation` is the pushed op (procedure and input), which "use mine" applies again.
 */
export const syncConflicts = sqliteTable(
  'sync_conflicts',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    type: text('type').notNull(),
    recordKind: text('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    field: text('field'),
    base: text('base'),
    theirs: text('theirs'),
    mine: text('mine'),
    deviceId: text('device_id').notNull(),
    operation: text('operation').notNull(),
    createdAt: createdAt(),
    resolvedAt: text('resolved_at'),
    resolution: text('resolution'),
  },
  (t) => [index('sync_conflicts_user_idx').on(t.userId, t.resolvedAt, t.createdAt)],
);

/** Settings of the database file itself: on the desktop, one farm's file (the port it shares on). */
export const fileSettings = sqliteTable('file_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
