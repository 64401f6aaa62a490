import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { isInHerd } from '../domain';
import { sameKey } from '../domain/record-keys';
import type { PastureFields, PastureRecord } from '../schemas/pastures';
import { nextHerdStamp } from './cattle';
import type { NewRecord } from './create-once';
import { mayBeLookAlike } from './look-alikes';
import type { FarmDb } from './open-farm-db';
import { withoutOwner } from './owned-records';
import { nextVersion, requireOpenedVersion } from './record-versions';
import { cattle, pastures } from './schema';

type PastureRow = typeof pastures.$inferSelect;

function toPastureRecord(row: PastureRow): PastureRecord {
  return withoutOwner(row);
}

export function listPastures(db: FarmDb, userId: string): PastureRecord[] {
  return db
    .select()
    .from(pastures)
    .where(eq(pastures.userId, userId))
    .orderBy(asc(sql`${pastures.name} COLLATE NOCASE`))
    .all()
    .map(toPastureRecord);
}

export function findPasture(db: FarmDb, userId: string, id: string): PastureRecord | undefined {
  const row = db
    .select()
    .from(pastures)
    .where(and(eq(pastures.userId, userId), eq(pastures.id, id)))
    .get();
  return row && toPastureRecord(row);
}

/** Adds a pasture: with the client's id when the record carries one, else a new UUID. */
export function insertPasture(db: FarmDb, userId: string, record: NewRecord<PastureFields>): PastureRecord {
  return toPastureRecord(db.insert(pastures).values({ ...record, userId }).returning().get());
}

/** Whether another of the farm's pastures (not `exceptId`) has a look-alike of `name`, saved before names were normalised. */
export function pastureNameHasLookAlike(db: FarmDb, userId: string, name: string, exceptId?: string): boolean {
  return db
    .select({ id: pastures.id, name: pastures.name })
    .from(pastures)
    .where(and(eq(pastures.userId, userId), mayBeLookAlike(pastures.name), ne(pastures.name, name)))
    .all()
    .some((pasture) => pasture.id !== exceptId && sameKey(pasture.name, name));
}

/**
 * The farm's animals in a pasture: naming it, or a look-alike of it saved before pasture names were
 * normalised (the name compared as a key on both sides).
 */
function animalsIn(db: FarmDb, userId: string, name: string) {
  return db
    .select({ id: cattle.id, status: cattle.status, pasture: cattle.pasture })
    .from(cattle)
    .where(and(eq(cattle.userId, userId), or(eq(cattle.pasture, name), mayBeLookAlike(cattle.pasture))))
    .all()
    .filter((animal) => animal.pasture === name || sameKey(animal.pasture, name));
}

/**
 * Saves a pasture; a new name is carried to the animals grazing it in the same transaction.
 * `opened`: the version the client edited, refused (412) when the pasture was saved since.
 */
export function savePasture(db: FarmDb, userId: string, id: string, fields: PastureFields, opened?: number): PastureRecord | undefined {
  return db.transaction((tx) => {
    const before = tx.select().from(pastures).where(and(eq(pastures.userId, userId), eq(pastures.id, id))).get();
    if (!before) return undefined;
    requireOpenedVersion(before, opened);
    const row = tx.update(pastures).set({ ...fields, version: nextVersion(pastures.version) }).where(eq(pastures.id, id)).returning().get();
    if (before.name !== fields.name) {
      // Those naming it exactly in one statement (all of them, as a rule), look-alikes by id.
      const lookAlikes = animalsIn(db, userId, before.name).filter((animal) => animal.pasture !== before.name);
      // (`db` and `tx` share better-sqlite3's one connection: the stamp is read inside the transaction.)
      tx.update(cattle)
        .set({ pasture: fields.name, updatedAt: nextHerdStamp(db, userId) })
        .where(and(eq(cattle.userId, userId), or(eq(cattle.pasture, before.name), inArray(cattle.id, lookAlikes.map((animal) => animal.id)))))
        .run();
    }
    return row && toPastureRecord(row);
  }, { behavior: 'immediate' });
}

/** Head still in the herd (not sold or deceased) that name the pasture: the ones a delete would strand. */
export function headInPasture(db: FarmDb, userId: string, name: string): number {
  return animalsIn(db, userId, name).filter((animal) => isInHerd(animal.status)).length;
}

export function deletePasture(db: FarmDb, userId: string, id: string): boolean {
  return db.delete(pastures).where(and(eq(pastures.userId, userId), eq(pastures.id, id))).run().changes > 0;
}
