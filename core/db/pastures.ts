import { and, asc, eq, sql } from 'drizzle-orm';
import { isInHerd } from '../domain';
import type { PastureFields, PastureRecord } from '../schemas/pastures';
import { nextHerdStamp } from './cattle';
import type { NewRecord } from './create-once';
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
      // (`db` and `tx` share better-sqlite3's one connection: the stamp is read inside the transaction.)
      tx.update(cattle)
        .set({ pasture: fields.name, updatedAt: nextHerdStamp(db, userId) })
        .where(and(eq(cattle.userId, userId), eq(cattle.pasture, before.name)))
        .run();
    }
    return row && toPastureRecord(row);
  }, { behavior: 'immediate' });
}

/** Head still in the herd (not sold or deceased) that name the pasture: the ones a delete would strand. */
export function headInPasture(db: FarmDb, userId: string, name: string): number {
  const animals = db
    .select({ status: cattle.status })
    .from(cattle)
    .where(and(eq(cattle.userId, userId), eq(cattle.pasture, name)))
    .all();
  return animals.filter((animal) => isInHerd(animal.status)).length;
}

export function deletePasture(db: FarmDb, userId: string, id: string): boolean {
  return db.delete(pastures).where(and(eq(pastures.userId, userId), eq(pastures.id, id))).run().changes > 0;
}
