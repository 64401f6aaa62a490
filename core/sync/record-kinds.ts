import { and, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { RecordCalls } from '../api/record-router';
import { embryoCalls, forageCalls, storageTankCalls } from '../api/routers/inventory';
import { medicineCalls } from '../api/routers/medicines';
import { pastureCalls } from '../api/routers/pastures';
import { semenCaneCalls, semenStrawCalls, semenTankCalls } from '../api/routers/semen';
import type { FarmDb } from '../db/open-farm-db';
import { withoutOwner } from '../db/owned-records';
import { activities, cattle, embryos, forage, medicines, pastures, pregnancyChecks, semenCanes, semenStraws, semenTanks, storageTanks, treatments } from '../db/schema';
import { withActiveWithdrawal, type WithdrawalEnds } from '../domain/withdrawal-answer';
import { weighingRecordsById } from '../herd/weighing-list';
import { createCattle, removeCattle, updateCattle } from '../herd/cattle-service';
import type { EditableKind } from '../schemas/sync';

// Where the server keeps each kind of farm record, in one table: its rows, the service that saves it
// by its rules, and its records as its list answers them. (What sync needs of a kind whoever stores
// it, its schemas, counters and label, is core/sync/ops/kind-rules.ts.)

type Row = Record<string, unknown>;
type FarmTable = SQLiteTable & { id: SQLiteColumn; userId: SQLiteColumn };

/** The farm's rows of a table by id, without the owner column: each one as its list answers it. */
export function ownRows(db: FarmDb, table: FarmTable, userId: string, ids: readonly string[]): Row[] {
  if (ids.length === 0) return [];
  const rows = db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.userId, userId), inArray(table.id, [...ids])))
    .all() as (Row & { userId: unknown })[];
  return rows.map(withoutOwner);
}

type KindService = Omit<RecordCalls<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>['service'], 'notFound'>;

export interface KindStorage {
  table: FarmTable;
  /** The kind's writes by its rules, as its REST calls make them. */
  service: KindService;
  /** The records as the kind's list answers them, for the change feed. */
  listed(db: FarmDb, userId: string, ids: readonly string[]): Row[];
}

/** The list rows of a kind whose list answers more than its rows (joins, totals): its list, by id. */
const fromList =
  (list: (db: FarmDb, userId: string) => Row[]) =>
  (db: FarmDb, userId: string, ids: readonly string[]): Row[] => {
    const wanted = new Set(ids);
    return list(db, userId).filter((record) => wanted.has(String(record.id)));
  };

// The record-router types' configs are generic in their schemas; here they are only read.
type AnyCalls = RecordCalls<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>;

function fromCalls(config: unknown, table: FarmTable, listed?: KindStorage['listed']): KindStorage {
  const calls = config as AnyCalls;
  return { table, service: calls.service, listed: listed ?? ((db, userId, ids) => ownRows(db, table, userId, ids)) };
}

export const KIND_STORAGE: Record<EditableKind, KindStorage> = {
  cattle: {
    table: cattle,
    service: {
      create: (db, userId, input) => createCattle(db, userId, input as never),
      update: (db, userId, id, fields, opened) => updateCattle(db, userId, { ...(fields as object), id, version: opened } as never),
      remove: removeCattle,
    },
    // As the list answers them: an ended withdrawal reads null.
    listed: (db, userId, ids) => ownRows(db, cattle, userId, ids).map((row) => withActiveWithdrawal(row as WithdrawalEnds & Row)),
  },
  pastures: fromCalls(pastureCalls, pastures),
  semenTanks: fromCalls(semenTankCalls, semenTanks, fromList((db, userId) => semenTankCalls.list(db, userId))),
  semenCanes: fromCalls(semenCaneCalls, semenCanes),
  semenStraws: fromCalls(semenStrawCalls, semenStraws, fromList((db, userId) => semenStrawCalls.list(db, userId))),
  embryos: fromCalls(embryoCalls, embryos),
  storageTanks: fromCalls(storageTankCalls, storageTanks),
  forage: fromCalls(forageCalls, forage),
  medicines: fromCalls(medicineCalls, medicines),
};

/** The kinds only ever added: their rows as their lists answer them, for the change feed. */
export const ADDED_ROWS = {
  activities: (db: FarmDb, userId: string, ids: readonly string[]) => ownRows(db, activities, userId, ids),
  treatments: (db: FarmDb, userId: string, ids: readonly string[]) => ownRows(db, treatments, userId, ids),
  pregnancyChecks: (db: FarmDb, userId: string, ids: readonly string[]) => ownRows(db, pregnancyChecks, userId, ids),
  // With each one's gain since the animal's weighing before it.
  weights: weighingRecordsById,
};
