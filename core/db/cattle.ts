import { and, count, eq, getTableColumns, max, ne, sql } from 'drizzle-orm';
import { sortCattle } from '../domain/cattle-sort';
import { normaliseKey, sameKey } from '../domain/record-keys';
import type { CattleFields, CattleRecord } from '../schemas/cattle';
import type { NewRecord } from './create-once';
import { mayBeLookAlike } from './look-alikes';
import type { FarmDb } from './open-farm-db';
import { withoutOwner } from './owned-records';
import { nextVersion } from './record-versions';
import { cattle } from './schema';

// Cattle rows, always through the owner's id: no function here can reach another farm's animal.

type CattleRow = typeof cattle.$inferSelect;

export function toCattleRecord(row: CattleRow): CattleRecord {
  return withoutOwner(row);
}

/** Every column but the owner: a list read straight into the answer's shape. */
const { userId: _owner, ...recordColumns } = getTableColumns(cattle);

/**
 * All of a farm's animals, sorted by numeric tag, then name (the domain's one order). Read without
 * the owner column rather than copied without it afterwards: 10% of the list's cost at 10,000 head.
 */
export function listCattle(db: FarmDb, userId: string): CattleRecord[] {
  return sortCattle(db.select(recordColumns).from(cattle).where(eq(cattle.userId, userId)).all());
}

export function findCattle(db: FarmDb, userId: string, id: string): CattleRecord | undefined {
  const row = db
    .select()
    .from(cattle)
    .where(and(eq(cattle.userId, userId), eq(cattle.id, id)))
    .get();
  return row && toCattleRecord(row);
}

/**
 * The `updatedAt` for a write to a farm's herd: now, or just after the farm's newest stamp when the
 * clock has not moved past it (two writes in one millisecond, a clock set back). Every write then
 * moves the newest change, which cattleVersion (and the list's ETag) relies on.
 */
export function nextHerdStamp(db: FarmDb, userId: string, now: Date = new Date()): string {
  const latest = db.select({ latest: max(cattle.updatedAt) }).from(cattle).where(eq(cattle.userId, userId)).get()?.latest;
  const stamp = now.toISOString();
  if (!latest || stamp > latest) return stamp;
  const after = Date.parse(latest) + 1;
  return Number.isNaN(after) ? stamp : new Date(after).toISOString();
}

/** Adds an animal: with the client's id when the record carries one, else a new UUID. */
export function insertCattle(db: FarmDb, userId: string, record: NewRecord<CattleFields>): CattleRecord {
  return toCattleRecord(db.insert(cattle).values({ ...record, userId, updatedAt: nextHerdStamp(db, userId) }).returning().get());
}

export function replaceCattle(db: FarmDb, userId: string, id: string, fields: CattleFields): CattleRecord | undefined {
  const row = db
    .update(cattle)
    .set({ ...fields, updatedAt: nextHerdStamp(db, userId), version: nextVersion(cattle.version) })
    .where(and(eq(cattle.userId, userId), eq(cattle.id, id)))
    .returning()
    .get();
  return row && toCattleRecord(row);
}

export function deleteCattle(db: FarmDb, userId: string, id: string): boolean {
  return db.delete(cattle).where(and(eq(cattle.userId, userId), eq(cattle.id, id))).run().changes > 0;
}

/**
 * What changes whenever the herd does: the head count and the newest change. Read from the
 * (user, updated_at) index alone, so a repeat request for an unchanged herd costs ~1 ms, not a read
 * of every row (a deletion changes the count; any write moves the newest change, because writes
 * stamp with nextHerdStamp, never an earlier or equal time).
 */
export function cattleVersion(db: FarmDb, userId: string): string {
  const row = db
    .select({ head: count(), latest: max(cattle.updatedAt) })
    .from(cattle)
    .where(eq(cattle.userId, userId))
    .get();
  return `${row?.head ?? 0}-${row?.latest ?? 'none'}`;
}

/**
 * The farm's animals whose tag (or name, in any case), saved before keys were normalised, looks like
 * `key` without being it: "777" and a zero-width space for "777".
 */
function lookAlikes(db: FarmDb, userId: string, field: 'tag' | 'name', key: string): CattleRow[] {
  const column = cattle[field];
  const anyCase = field === 'name';
  return db
    .select()
    .from(cattle)
    .where(and(eq(cattle.userId, userId), mayBeLookAlike(column), ne(column, key)))
    .all()
    .filter((row) => sameKey(row[field], key, { anyCase }));
}

/**
 * The animal an activity names: the farm's animal with that tag, else with that name in any case.
 * Both sides are compared as keys, so a look-alike saved before keys were normalised is found too.
 */
export function findCattleByKey(db: FarmDb, userId: string, key: string): CattleRecord | undefined {
  const wanted = normaliseKey(key);
  const mine = eq(cattle.userId, userId);
  const row =
    db.select().from(cattle).where(and(mine, eq(cattle.tag, wanted))).get() ??
    lookAlikes(db, userId, 'tag', wanted)[0] ??
    db.select().from(cattle).where(and(mine, sql`${cattle.name} = ${wanted} COLLATE NOCASE`)).get() ??
    lookAlikes(db, userId, 'name', wanted)[0];
  return row && toCattleRecord(row);
}

/** Whether another of the farm's animals (not `exceptId`) holds a look-alike of `tag`, saved before tags were normalised. */
export function tagHasLookAlike(db: FarmDb, userId: string, tag: string, exceptId?: string): boolean {
  return lookAlikes(db, userId, 'tag', tag).some((row) => row.id !== exceptId);
}
