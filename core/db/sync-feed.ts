import type Database from 'better-sqlite3';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FeedKind } from '../schemas/sync';
import type { FarmDb } from './open-farm-db';
import { syncChanges, syncEpochs } from './schema';

// The change feed's rows (written by the triggers of migration 0007) and each farm's epoch.

export interface ChangeRow {
  seq: number;
  kind: FeedKind;
  recordId: string;
  deleted: boolean;
}

/** The farm's changes after `since`, in seq order, at most `limit`. */
export function changeRows(db: FarmDb, userId: string, since: number, limit: number): ChangeRow[] {
  return db
    .select({ seq: syncChanges.seq, kind: syncChanges.kind, recordId: syncChanges.recordId, deleted: syncChanges.deleted })
    .from(syncChanges)
    .where(and(eq(syncChanges.userId, userId), gt(syncChanges.seq, since)))
    .orderBy(asc(syncChanges.seq))
    .limit(limit)
    .all() as ChangeRow[];
}

/**
 * The farm's epoch: it changes when the feed's numbering starts over, and a device that sees a new
 * one pulls from 0 again. Made the first time it is asked for.
 */
export function farmEpoch(db: FarmDb, userId: string): string {
  const stored = db.select({ epoch: syncEpochs.epoch }).from(syncEpochs).where(eq(syncEpochs.userId, userId)).get();
  if (stored) return stored.epoch;
  const epoch = crypto.randomUUID();
  db.insert(syncEpochs).values({ userId, epoch }).onConflictDoNothing().run();
  return db.select({ epoch: syncEpochs.epoch }).from(syncEpochs).where(eq(syncEpochs.userId, userId)).get()?.epoch ?? epoch;
}

/**
 * Starts the farm's feed over (a restore, Clear All Data): its change rows and tombstones go, so the
 * records written next are the whole feed, and the new epoch sends every device back to 0. Conflicts
 * stay, still listed. Runs inside the restore's or the clear's transaction.
 */
export function restartFeed(db: FarmDb, userId: string): void {
  db.delete(syncChanges).where(and(eq(syncChanges.userId, userId), ne(syncChanges.kind, 'conflicts'))).run();
  db.insert(syncEpochs)
    .values({ userId, epoch: crypto.randomUUID() })
    .onConflictDoUpdate({ target: syncEpochs.userId, set: { epoch: crypto.randomUUID() } })
    .run();
}

/**
 * A whole database file put back from a backup numbers its change feed as it did then, below what
 * phones have already pulled: forgetting every farm's epoch makes a new one when next asked, and a
 * phone that sees it pulls from 0 again. (A file older than the feed has no epochs yet: they are new
 * anyway.) Takes the file's own connection: the restore has not opened it as a farm database.
 */
export function forgetFeedEpochs(sqlite: Database.Database): void {
  if (sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sync_epochs'").get()) sqlite.exec('DELETE FROM sync_epochs');
}

/**
 * The farm's record of `kind` as it was when deleted, or undefined when it was not deleted. Read
 * from the tombstone (by column name) into the record's shape.
 */
export function deletedRecord(db: FarmDb, table: SQLiteTable, kind: FeedKind, userId: string, id: string): Record<string, unknown> | undefined {
  const row = db
    .select({ lastRecord: syncChanges.lastRecord })
    .from(syncChanges)
    .where(and(eq(syncChanges.kind, kind), eq(syncChanges.recordId, id), eq(syncChanges.userId, userId), eq(syncChanges.deleted, true)))
    .get();
  if (!row) return undefined;
  const saved = JSON.parse(row.lastRecord ?? '{}') as Record<string, unknown>;
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.name in saved && key !== 'userId') record[key] = saved[column.name] === null ? null : column.mapFromDriverValue(saved[column.name]);
  }
  return record;
}

/** Lets a deleted record's id be used again: "restore" of a `deleted` conflict, nothing else. */
export function forgetTombstone(db: FarmDb, kind: FeedKind, userId: string, id: string): void {
  db.delete(syncChanges)
    .where(and(eq(syncChanges.kind, kind), eq(syncChanges.recordId, id), eq(syncChanges.userId, userId), eq(syncChanges.deleted, true)))
    .run();
}
