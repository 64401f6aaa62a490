import type { FarmDb } from '../db/open-farm-db';
import { conflictRows } from '../db/sync-conflicts';
import { changeRows, farmEpoch } from '../db/sync-feed';
import type { ChangesInput, ChangesPage, FeedChange, FeedKind } from '../schemas/sync';
import { ADDED_ROWS, KIND_STORAGE } from './record-kinds';

// GET /api/sync/changes: the farm's records changed since a device's cursor, each once in its latest
// state and in the shape its list answers, read in one transaction so a page is one moment's view.

type Listed = (db: FarmDb, userId: string, ids: readonly string[]) => { id?: unknown }[];

const LISTED: Record<FeedKind, Listed> = {
  ...(Object.fromEntries(Object.entries(KIND_STORAGE).map(([kind, rules]) => [kind, rules.listed])) as Record<keyof typeof KIND_STORAGE, Listed>),
  ...ADDED_ROWS,
  conflicts: conflictRows,
};

export function readChanges(db: FarmDb, userId: string, { since, limit }: ChangesInput): ChangesPage {
  // A farm's first pull makes its epoch: a write, made before the page's read transaction. Made
  // inside it, the write would upgrade a read, which SQLite refuses at once ("database is locked")
  // while another connection writes, rather than wait for it.
  farmEpoch(db, userId);
  return db.transaction(() => {
    const epoch = farmEpoch(db, userId);
    const rows = changeRows(db, userId, since, limit + 1);
    const page = rows.slice(0, limit);
    const records = new Map<string, unknown>();
    for (const kind of new Set(page.filter((row) => !row.deleted).map((row) => row.kind))) {
      const ids = page.filter((row) => row.kind === kind && !row.deleted).map((row) => row.recordId);
      for (const record of LISTED[kind](db, userId, ids)) records.set(`${kind}:${String(record.id)}`, record);
    }
    const changes: FeedChange[] = page.map((row) => ({
      kind: row.kind,
      id: row.recordId,
      seq: row.seq,
      deleted: row.deleted,
      record: row.deleted ? null : (records.get(`${row.kind}:${row.recordId}`) ?? null),
    }));
    return { epoch, changes, next: page.at(-1)?.seq ?? since, more: rows.length > limit };
  });
}
