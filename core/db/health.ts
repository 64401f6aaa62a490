import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PregnancyCheckFields, PregnancyCheckRecord, TreatmentRecord, WeighingFields, WeighingRow } from '../schemas/health';
import type { NewRecord } from './create-once';
import type { FarmDb } from './open-farm-db';
import { withoutOwner } from './owned-records';
import { pregnancyChecks, treatments, weights } from './schema';

// Treatments, pregnancy checks and weighings, always through the farm's id: no function here can
// reach another farm's record. Each list is oldest first by date, then by when it was saved.

const ofFarm = (userId: SQLiteColumn, farm: string, cattleId: SQLiteColumn, animals?: readonly string[]): SQL | undefined =>
  animals ? and(eq(userId, farm), inArray(cattleId, [...animals])) : eq(userId, farm);

// ---- Treatments

export type NewTreatment = Omit<TreatmentRecord, 'createdAt' | 'createdBy' | 'updatedBy' | 'version'>;

export function listTreatments(db: FarmDb, userId: string, animals?: readonly string[]): TreatmentRecord[] {
  return db
    .select()
    .from(treatments)
    .where(ofFarm(treatments.userId, userId, treatments.cattleId, animals))
    .orderBy(asc(treatments.date), asc(treatments.createdAt), asc(treatments.id))
    .all()
    .map(withoutOwner);
}

/** The treatments one group treatment (one call) wrote, by the call's id. */
export function treatmentsOfBatch(db: FarmDb, userId: string, batchId: string): TreatmentRecord[] {
  return db
    .select()
    .from(treatments)
    .where(and(eq(treatments.userId, userId), eq(treatments.batchId, batchId)))
    .orderBy(asc(treatments.id))
    .all()
    .map(withoutOwner);
}

/** Whether another farm's group treatment holds this id (nothing of it is read). */
export function batchIdTaken(db: FarmDb, batchId: string): boolean {
  return db.select({ id: treatments.id }).from(treatments).where(eq(treatments.batchId, batchId)).limit(1).all().length > 0;
}

/** A pen's records in one statement (a row per statement costs a pen of 500 a second more). */
export function insertTreatments(db: FarmDb, userId: string, rows: readonly NewTreatment[]): TreatmentRecord[] {
  return db
    .insert(treatments)
    .values(rows.map((row) => ({ ...row, userId })))
    .returning()
    .all()
    .map(withoutOwner);
}

// ---- Pregnancy checks

export function listPregnancyChecks(db: FarmDb, userId: string, animals?: readonly string[]): PregnancyCheckRecord[] {
  return db
    .select()
    .from(pregnancyChecks)
    .where(ofFarm(pregnancyChecks.userId, userId, pregnancyChecks.cattleId, animals))
    .orderBy(asc(pregnancyChecks.date), asc(pregnancyChecks.createdAt), asc(pregnancyChecks.id))
    .all()
    .map(withoutOwner);
}

export function findPregnancyCheck(db: FarmDb, userId: string, id: string): PregnancyCheckRecord | undefined {
  const row = db
    .select()
    .from(pregnancyChecks)
    .where(and(eq(pregnancyChecks.userId, userId), eq(pregnancyChecks.id, id)))
    .get();
  return row && withoutOwner(row);
}

export function insertPregnancyCheck(db: FarmDb, userId: string, record: NewRecord<PregnancyCheckFields>): PregnancyCheckRecord {
  return withoutOwner(
    db
      .insert(pregnancyChecks)
      .values({ ...record, userId })
      .returning()
      .get(),
  );
}

// ---- Weighings

/** Oldest first by date; of one day, in the order they were entered (the row order, which never ties). */
export function listWeighings(db: FarmDb, userId: string, animals?: readonly string[]): WeighingRow[] {
  return db
    .select()
    .from(weights)
    .where(ofFarm(weights.userId, userId, weights.cattleId, animals))
    .orderBy(asc(weights.date), asc(sql`rowid`))
    .all()
    .map(withoutOwner);
}

export function findWeighing(db: FarmDb, userId: string, id: string): WeighingRow | undefined {
  const row = db
    .select()
    .from(weights)
    .where(and(eq(weights.userId, userId), eq(weights.id, id)))
    .get();
  return row && withoutOwner(row);
}

/** Weighings by id, the farm's only. */
export function weighingsById(db: FarmDb, userId: string, ids: readonly string[]): WeighingRow[] {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(weights)
    .where(and(eq(weights.userId, userId), inArray(weights.id, [...ids])))
    .orderBy(desc(weights.date))
    .all()
    .map(withoutOwner);
}

export function insertWeighing(db: FarmDb, userId: string, record: NewRecord<WeighingFields>): WeighingRow {
  return withoutOwner(
    db
      .insert(weights)
      .values({ ...record, userId })
      .returning()
      .get(),
  );
}

export function deleteWeighing(db: FarmDb, userId: string, id: string): boolean {
  return db.delete(weights).where(and(eq(weights.userId, userId), eq(weights.id, id))).run().changes > 0;
}
