import { and, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { RecordCalls } from '../api/record-router';
import { embryoCalls, forageCalls, storageTankCalls } from '../api/routers/inventory';
import { pastureCalls } from '../api/routers/pastures';
import { semenCaneCalls, semenStrawCalls, semenTankCalls } from '../api/routers/semen';
import type { FarmDb } from '../db/open-farm-db';
import { withoutOwner } from '../db/owned-records';
import { activities, cattle, embryos, forage, pastures, semenCanes, semenStraws, semenTanks, storageTanks } from '../db/schema';
import { displayName } from '../domain/display-name';
import type { Counters } from '../domain/sync-merge';
import { ANIMAL_NOT_FOUND, createCattle, removeCattle, updateCattle } from '../herd/cattle-service';
import { cattleCreate, cattlePatch } from '../schemas/cattle';
import type { EditableKind } from '../schemas/sync';

// What sync needs of each kind of farm record, in one table: its rows, its calls' schemas and
// services, the fields a push merges as counters, and how a conflict card names a record.

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

export interface EditableKindRules {
  table: FarmTable;
  /** The create call's input. */
  create: z.ZodType;
  /** The update call's input: the id, the version opened and the record's fields. */
  update: z.ZodObject;
  /**
   * The update call replaces the whole record (PUT): a push's few changed fields are laid over the
   * stored record first. Otherwise (PATCH) the changes go as they are.
   */
  replacesWhole: boolean;
  service: RecordCalls<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>['service'];
  /** The records as the kind's list answers them, for the change feed. */
  listed(db: FarmDb, userId: string, ids: readonly string[]): Row[];
  label(record: Row): string;
  counters: Counters;
  /** The field whose value is unique in a farm: a clash is a `duplicate` conflict. */
  uniqueField?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The list rows of a kind whose list answers more than its rows (joins, totals): its list, by id. */
const fromList =
  (list: (db: FarmDb, userId: string) => Row[]) =>
  (db: FarmDb, userId: string, ids: readonly string[]): Row[] => {
    const wanted = new Set(ids);
    return list(db, userId).filter((record) => wanted.has(String(record.id)));
  };

function fromCalls(
  calls: RecordCalls<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>,
  table: FarmTable,
  rules: Pick<EditableKindRules, 'label'> & Partial<Pick<EditableKindRules, 'counters' | 'uniqueField' | 'listed'>>,
): EditableKindRules {
  return {
    table,
    create: calls.create,
    update: calls.update,
    replacesWhole: true,
    service: calls.service,
    listed: rules.listed ?? ((db, userId, ids) => ownRows(db, table, userId, ids)),
    label: rules.label,
    counters: rules.counters ?? {},
    uniqueField: rules.uniqueField,
  };
}

// The record-router types' configs are generic in their schemas; here they are only read.
const calls = <C>(config: C) => config as unknown as RecordCalls<z.ZodObject, z.ZodObject, z.ZodType, z.ZodType>;

export const EDITABLE_KIND_RULES: Record<EditableKind, EditableKindRules> = {
  cattle: {
    table: cattle,
    create: cattleCreate,
    update: cattlePatch,
    replacesWhole: false,
    service: {
      notFound: ANIMAL_NOT_FOUND,
      create: (db, userId, input) => createCattle(db, userId, input as never),
      update: (db, userId, id, fields, opened) => updateCattle(db, userId, { ...(fields as object), id, version: opened } as never),
      remove: removeCattle,
    },
    listed: (db, userId, ids) => ownRows(db, cattle, userId, ids),
    label: (record) => displayName(record as { tag?: string | null; name?: string | null }),
    counters: {},
    uniqueField: 'tag',
  },
  pastures: fromCalls(calls(pastureCalls), pastures, { label: (record) => text(record.name), uniqueField: 'name' }),
  semenTanks: fromCalls(calls(semenTankCalls), semenTanks, {
    label: (record) => text(record.name),
    listed: fromList((db, userId) => semenTankCalls.list(db, userId)),
  }),
  semenCanes: fromCalls(calls(semenCaneCalls), semenCanes, { label: (record) => `Cane ${text(record.caneNumber)}` }),
  semenStraws: fromCalls(calls(semenStrawCalls), semenStraws, {
    label: (record) => text(record.bullName),
    listed: fromList((db, userId) => semenStrawCalls.list(db, userId)),
    counters: { remainingStraws: 'totalStraws' },
  }),
  embryos: fromCalls(calls(embryoCalls), embryos, {
    label: (record) => `${text(record.donorDam)} × ${text(record.sire)}`,
    counters: { remainingEmbryos: 'totalEmbryos' },
  }),
  storageTanks: fromCalls(calls(storageTankCalls), storageTanks, { label: (record) => text(record.name) }),
  forage: fromCalls(calls(forageCalls), forage, {
    label: (record) => [text(record.type), text(record.location)].filter(Boolean).join(', '),
    counters: { remainingBales: 'totalBales' },
  }),
};

/** Activities: only ever added, so only their rows are needed. */
export const activityRows = (db: FarmDb, userId: string, ids: readonly string[]) => ownRows(db, activities, userId, ids);
