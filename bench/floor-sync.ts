// GET /api/sync/changes bare, for the floor: the same rows read with plain prepared statements (the
// page of the change feed, then each kind's records by id) and sent as JSON, with no Koa, tRPC,
// Drizzle or zod. Kinds whose list row is built from other tables (semen tanks and straws) and the
// conflicts are read through the app's own functions: the bench farm holds none of them.
import type Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { FarmDb } from '../core/db/open-farm-db';
import { activities, cattle, embryos, forage, medicines, pastures, pregnancyChecks, semenCanes, storageTanks, treatments } from '../core/db/schema';
import { conflictRows } from '../core/db/sync-conflicts';
import { farmEpoch } from '../core/db/sync-feed';
import { ADDED_ROWS, KIND_STORAGE } from '../core/sync/record-kinds';
import type { FeedKind } from '../core/schemas/sync';

type Row = Record<string, unknown>;

/** A table's rows by id, each column named as the record names it, owner left out, booleans as true/false. */
function rowsById(
  sqlite: Database.Database,
  table:
    | typeof cattle
    | typeof activities
    | typeof pastures
    | typeof semenCanes
    | typeof embryos
    | typeof storageTanks
    | typeof forage
    | typeof medicines
    | typeof treatments
    | typeof pregnancyChecks,
) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key !== 'userId');
  const select = `select ${columns.map(([key, column]) => `"${column.name}" as "${key}"`).join(', ')} from "${getTableName(table)}" where "user_id" = ? and "id" in `;
  // One statement per number of ids, prepared once: a page has at most a few sizes.
  const statements = new Map<number, Database.Statement>();
  const statementFor = (count: number) => {
    let statement = statements.get(count);
    if (!statement) statements.set(count, (statement = sqlite.prepare(`${select}(${Array.from({ length: count }, () => '?').join(', ')})`)));
    return statement;
  };
  const booleans = columns.filter(([, column]) => column.columnType === 'SQLiteBoolean').map(([key]) => key);
  return (userId: string, ids: string[]): Row[] => {
    const rows = statementFor(ids.length).all(userId, ...ids) as Row[];
    for (const row of rows) for (const key of booleans) row[key] = row[key] === 1;
    return rows;
  };
}

export function floorSyncChanges(db: FarmDb, userId: string): (since: number, limit: number) => string {
  const sqlite = db.$client;
  const page = sqlite.prepare('select "seq", "kind", "record_id", "deleted" from "sync_changes" where "user_id" = ? and "seq" > ? order by "seq" limit ?');
  const viaApp = (kind: 'semenTanks' | 'semenStraws') => (owner: string, ids: string[]) => KIND_STORAGE[kind].listed(db, owner, ids);
  const readers: Record<FeedKind, (owner: string, ids: string[]) => Row[]> = {
    cattle: rowsById(sqlite, cattle),
    activities: rowsById(sqlite, activities),
    pastures: rowsById(sqlite, pastures),
    semenCanes: rowsById(sqlite, semenCanes),
    embryos: rowsById(sqlite, embryos),
    storageTanks: rowsById(sqlite, storageTanks),
    forage: rowsById(sqlite, forage),
    medicines: rowsById(sqlite, medicines),
    treatments: rowsById(sqlite, treatments),
    pregnancyChecks: rowsById(sqlite, pregnancyChecks),
    // A weighing's row carries its gain, worked out over the animal's weighings.
    weights: (owner, ids) => ADDED_ROWS.weights(db, owner, ids),
    semenTanks: viaApp('semenTanks'),
    semenStraws: viaApp('semenStraws'),
    conflicts: (owner, ids) => conflictRows(db, owner, ids),
  };
  const epoch = farmEpoch(db, userId);
  return (since, limit) => {
    const rows = page.all(userId, since, limit + 1) as { seq: number; kind: FeedKind; record_id: string; deleted: number }[];
    const shown = rows.slice(0, limit);
    const byId = new Map<string, Row>();
    const wanted = new Map<FeedKind, string[]>();
    for (const row of shown) if (!row.deleted) wanted.set(row.kind, [...(wanted.get(row.kind) ?? []), row.record_id]);
    for (const [kind, ids] of wanted) for (const record of readers[kind](userId, ids)) byId.set(`${kind}:${String(record.id)}`, record);
    const changes = shown.map((row) => ({
      kind: row.kind,
      id: row.record_id,
      seq: row.seq,
      deleted: row.deleted === 1,
      record: row.deleted ? null : (byId.get(`${row.kind}:${row.record_id}`) ?? null),
    }));
    return JSON.stringify({ epoch, changes, next: shown.at(-1)?.seq ?? since, more: rows.length > limit });
  };
}
