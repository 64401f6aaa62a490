import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { pageOf, type FieldChange, type HistoryEntry, type HistoryPage, type HistoryQuery } from '../schemas/history';
import type { FarmDb } from './open-farm-db';
import { history } from './schema';
import { currentActor } from './write-scope';

// Reading a farm's history, and the entries whole-farm writes (a restore, Clear All Data) add
// themselves instead of one per record. Every other entry is written by the triggers of
// record-history.ts. Nothing here changes or removes an entry: history is append-only.

export interface NewEntry {
  action: HistoryEntry['action'];
  recordKind: string;
  recordId: string;
  recordLabel: string;
  changes: FieldChange[];
}

/** Adds entries as the member the call runs as. */
export function appendHistory(db: FarmDb, farmId: string, entries: readonly NewEntry[]): void {
  const actor = currentActor();
  const at = new Date().toISOString();
  for (const entry of entries) {
    db.insert(history)
      .values({ ...entry, userId: farmId, at, byId: actor?.id ?? null, byName: actor?.name ?? null, changes: JSON.stringify(entry.changes) })
      .run();
  }
}

/** A page of the farm's history, newest first, of one record or one member when asked. */
export function readHistory(db: FarmDb, farmId: string, query: HistoryQuery): HistoryPage {
  const where: SQL[] = [eq(history.userId, farmId)];
  if (query.recordId) where.push(eq(history.recordId, query.recordId));
  if (query.memberId) where.push(eq(history.byId, query.memberId));
  if (query.before !== undefined) where.push(lt(history.id, query.before));
  const rows = db
    .select()
    .from(history)
    .where(and(...where))
    .orderBy(desc(history.id))
    .limit(query.limit + 1)
    .all();
  const entries = rows.map(
    (row): HistoryEntry => ({
      id: row.id,
      at: row.at,
      by: row.byName,
      byId: row.byId,
      action: row.action,
      recordKind: row.recordKind,
      recordId: row.recordId,
      recordLabel: row.recordLabel,
      changes: JSON.parse(row.changes) as FieldChange[],
    }),
  );
  return pageOf(entries, query.limit);
}
