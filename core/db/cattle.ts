import { and, count, eq, getTableColumns, inArray, max, sql, type SQL } from 'drizzle-orm';
import { findNamedAnimal } from '../domain/activities';
import { sortCattle } from '../domain/cattle-sort';
import { todayISO } from '../domain/dates';
import { withActiveWithdrawal, type WithdrawalEnds } from '../domain/withdrawal-answer';
import { keyOf } from '../domain/record-keys';
import type { CattleFields, CattleRecord } from '../schemas/cattle';
import type { NewRecord } from './create-once';
import { lookAlikeTaken, mayBeLookAlike } from './look-alikes';
import type { FarmDb } from './open-farm-db';
import { withoutOwner } from './owned-records';
import { nextVersion } from './record-versions';
import { cattle } from './schema';

// Cattle rows, always through the owner's id: no function here can reach another farm's animal.

type CattleRow = typeof cattle.$inferSelect;

export function toCattleRecord(row: CattleRow): CattleRecord {
  return withActiveWithdrawal(withoutOwner(row));
}

/** Every column but the owner: a list read straight into the answer's shape. */
const { userId: _owner, ...recordColumns } = getTableColumns(cattle);

/**
 * All of a farm's animals, sorted by numeric tag, then name (the domain's one order). Read without
 * the owner column rather than copied without it afterwards: 10% of the list's cost at 10,000 head.
 */
export function listCattle(db: FarmDb, userId: string): CattleRecord[] {
  const today = todayISO();
  return sortCattle(db.select(recordColumns).from(cattle).where(eq(cattle.userId, userId)).all()).map((animal) => withActiveWithdrawal(animal, today));
}

/**
 * Sets the withdrawal ends of the farm's animals among `ids` (a treatment's effect), as one more
 * save of each, in one statement. The ends are not fields of the herd book's forms: only treatments
 * move them.
 */
export function setWithdrawal(db: FarmDb, userId: string, ids: readonly string[], ends: WithdrawalEnds): void {
  db.update(cattle)
    .set({ ...ends, updatedAt: nextHerdStamp(db, userId), version: nextVersion(cattle.version) })
    .where(and(eq(cattle.userId, userId), inArray(cattle.id, [...ids])))
    .run();
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
  // The day too: a withdrawal that ends today leaves the answers without a change to any row.
  return `${row?.head ?? 0}-${row?.latest ?? 'none'}-${todayISO()}`;
}

/**
 * The animal an activity names, by the domain's one rule (findNamedAnimal), picked among the only
 * animals that can answer to the key, each read through an index: the tag written as the key (the
 * unique index: no animal answers better), else the tags and names that may be look-alikes (their
 * partial indexes) and the names equal to it in ASCII case. Saved text is trimmed, so a tag or name
 * of printable ASCII alone is its own key: it answers to the key only written as it, up to case.
 */
export function findCattleByKey(db: FarmDb, userId: string, key: string): CattleRecord | undefined {
  const wanted = keyOf(key);
  if (wanted === null) return undefined;
  const mine = eq(cattle.userId, userId);
  const tagged = db.select().from(cattle).where(and(mine, eq(cattle.tag, wanted))).get();
  if (tagged) return toCattleRecord(tagged);
  // Only what the rule reads, then the one animal it picks: a common name can be 60 head's of 10,000.
  const keys = (where: SQL) => db.select({ id: cattle.id, tag: cattle.tag, name: cattle.name }).from(cattle).where(and(mine, where)).all();
  const found = findNamedAnimal([...keys(mayBeLookAlike(cattle.tag)), ...keys(sql`${cattle.name} = ${wanted} COLLATE NOCASE`), ...keys(mayBeLookAlike(cattle.name))], wanted);
  return found && findCattle(db, userId, found.id);
}

/** Whether another of the farm's animals (not `exceptId`) holds a look-alike of `tag`, saved before tags were normalised. */
export function tagHasLookAlike(db: FarmDb, userId: string, tag: string, exceptId?: string): boolean {
  return lookAlikeTaken(db, cattle, cattle.tag, userId, tag, exceptId);
}

/** The stored withdrawal ends of the farm's animals among `ids` (the others are not the farm's). */
export function withdrawalEndsOf(db: FarmDb, userId: string, ids: readonly string[]): (WithdrawalEnds & { id: string })[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: cattle.id, meatWithdrawalUntil: cattle.meatWithdrawalUntil, milkWithdrawalUntil: cattle.milkWithdrawalUntil })
    .from(cattle)
    .where(and(eq(cattle.userId, userId), inArray(cattle.id, [...ids])))
    .all();
}
