import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { movedByRename } from '../domain/pasture-animals';
import { keyOf } from '../domain/record-keys';
import type { PastureFields, PastureRecord } from '../schemas/pastures';
import { nextHerdStamp } from './cattle';
import type { NewRecord } from './create-once';
import { lookAlikeTaken, mayBeLookAlike } from './look-alikes';
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
    .orderBy(asc(sql`${pastures.name} COLLATE NOCASE`), asc(pastures.id))
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
  return lookAlikeTaken(db, pastures, pastures.name, userId, name, exceptId);
}

/**
 * The farm's animals that may be in the pasture `name`, for the domain's rule (grazes) to pick
 * from: those naming it as written or as its key, and those whose pasture may be a look-alike (a
 * character outside printable ASCII). Saved text is trimmed, so any other pasture is its own key:
 * it names this pasture only written as the pasture's key.
 */
export function animalsThatMayGraze(db: FarmDb, userId: string, name: string) {
  return db
    .select({ id: cattle.id, status: cattle.status, pasture: cattle.pasture })
    .from(cattle)
    .where(and(eq(cattle.userId, userId), or(inArray(cattle.pasture, [name, keyOf(name) ?? name]), mayBeLookAlike(cattle.pasture))))
    .all();
}

/**
 * Saves a pasture; a new name is carried to the animals grazing it (movedByRename) in the same
 * transaction. `opened`: the version the client edited, refused (412) when the pasture was saved since.
 */
export function savePasture(db: FarmDb, userId: string, id: string, fields: PastureFields, opened?: number): PastureRecord | undefined {
  return db.transaction((tx) => {
    const before = tx.select().from(pastures).where(and(eq(pastures.userId, userId), eq(pastures.id, id))).get();
    if (!before) return undefined;
    requireOpenedVersion(before, opened);
    const row = tx.update(pastures).set({ ...fields, version: nextVersion(pastures.version) }).where(eq(pastures.id, id)).returning().get();
    // (An unchanged name moves nobody: the animals are not read at all then.)
    const moved = before.name === fields.name ? [] : movedByRename(before.name, fields.name, animalsThatMayGraze(db, userId, before.name));
    if (moved.length > 0) {
      // Those naming it as written in one statement (all of them, as a rule), look-alikes by id.
      const lookAlikes = moved.filter((animal) => animal.pasture !== before.name).map((animal) => animal.id);
      // (`db` and `tx` share better-sqlite3's one connection: the stamp is read inside the transaction.)
      tx.update(cattle)
        .set({ pasture: fields.name, updatedAt: nextHerdStamp(db, userId) })
        .where(and(eq(cattle.userId, userId), or(eq(cattle.pasture, before.name), inArray(cattle.id, lookAlikes))))
        .run();
    }
    return row && toPastureRecord(row);
  }, { behavior: 'immediate' });
}

export function deletePasture(db: FarmDb, userId: string, id: string): boolean {
  return db.delete(pastures).where(and(eq(pastures.userId, userId), eq(pastures.id, id))).run().changes > 0;
}
