import fc from 'fast-check';
import { eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, describe, expect, it } from 'vitest';
import { afterDelete, DELETE_EFFECTS, type FarmCopy, type RecordKind } from '../domain/delete-effects';
import { ConflictError } from '../errors';
import { removeCattle } from '../herd/cattle-service';
import { removePasture } from '../herd/pasture-service';
import { embryoService } from '../inventory/embryos';
import { forageService } from '../inventory/forage';
import { medicineService } from '../inventory/medicines';
import { removeWeighing } from '../herd/weighing-service';
import { semenCaneService, semenStrawService, semenTankService } from '../inventory/semen';
import { storageTankService } from '../inventory/storage-tanks';
import { farmRecords, insertFarmRecords } from '../testing/generated-records';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';
import type { FarmDb } from './open-farm-db';
import * as schema from './schema';

// The domain's table of what a delete does (DELETE_EFFECTS) is the schema's foreign keys, read from
// Drizzle's table config, so the two cannot drift; and on a real SQLite file, a delete through the
// services leaves the farm afterDelete answers, refusals included.

const TABLES: Record<RecordKind, SQLiteTable> = {
  cattle: schema.cattle,
  pasture: schema.pastures,
  storageTank: schema.storageTanks,
  semenTank: schema.semenTanks,
  semenCane: schema.semenCanes,
  semenStraw: schema.semenStraws,
  embryo: schema.embryos,
  forage: schema.forage,
  activity: schema.activities,
  medicine: schema.medicines,
  treatment: schema.treatments,
  pregnancyCheck: schema.pregnancyChecks,
  weighing: schema.weights,
};
const KINDS = Object.keys(TABLES) as RecordKind[];
const kindOf = (table: SQLiteTable) => KINDS.find((kind) => TABLES[kind] === table);

const ON_DELETE = { delete: 'cascade', unlink: 'set null' } as const;

describe('DELETE_EFFECTS is the schema’s foreign keys', () => {
  it('names every kind of farm record the schema holds', () => {
    const farmTables = Object.values(schema).filter(
      (table: unknown): table is SQLiteTable => is(table, SQLiteTable) && 'userId' in getTableColumns(table) && 'version' in getTableColumns(table),
    );
    expect(farmTables.map(kindOf)).not.toContain(undefined);
  });

  it('declares each foreign key between farm records, with what its ON DELETE does, and no other', () => {
    const fromSchema = KINDS.flatMap((of) =>
      getTableConfig(TABLES[of]).foreignKeys.flatMap((key) => {
        const { columns, foreignTable } = key.reference();
        const deleting = kindOf(foreignTable);
        if (!deleting) return []; // the owner: deleting a user deletes the whole farm
        const by = Object.entries(getTableColumns(TABLES[of])).find(([, column]) => column === columns[0])?.[0];
        return [{ deleting, of, by, onDelete: key.onDelete }];
      }),
    );
    const declared = Object.entries(DELETE_EFFECTS).flatMap(([deleting, effects]) =>
      effects.flatMap(({ of, by, then }) => (then === 'refuse' ? [] : [{ deleting, of, by, onDelete: ON_DELETE[then] }])),
    );
    const byText = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
    expect(byText(declared)).toEqual(byText(fromSchema));
  });

  it('refuses deleting a pasture by animals naming it, which no foreign key ties', () => {
    expect(DELETE_EFFECTS.pasture).toEqual([{ of: 'cattle', by: 'pasture', to: 'name', then: 'refuse' }]);
    expect(getTableConfig(schema.cattle).foreignKeys.map((key) => kindOf(key.reference().foreignTable))).toEqual([undefined]);
  });
});

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

/** How each kind of record is deleted through the services (activities, treatments and checks are not deleted). */
const REMOVE: Partial<Record<RecordKind, (db: FarmDb, userId: string, id: string) => void>> = {
  cattle: removeCattle,
  pasture: removePasture,
  storageTank: storageTankService.remove,
  semenTank: semenTankService.remove,
  semenCane: semenCaneService.remove,
  semenStraw: semenStrawService.remove,
  embryo: embryoService.remove,
  forage: forageService.remove,
  medicine: medicineService.remove,
  weighing: removeWeighing,
};

/**
 * The farm's records as a phone's copy holds them. Without versions: those are the database's (a
 * trigger counts every save of a record, an unlink included).
 */
function copyOf(userId: string): FarmCopy {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const table = TABLES[kind] as typeof schema.cattle;
      const rows = db.select().from(table).where(eq(table.userId, userId)).all();
      return [kind, rows.map(({ userId: _owner, version: _version, ...record }) => record)];
    }),
  );
}

/** 300 generated farms take 2–5 s (history triggers on every write), so the limit is per farm, not vitest's 5 s. */
const RUNS = 300;

describe('a delete through the services leaves the farm afterDelete answers', () => {
  it('for a record of any kind, on generated farms', () => {
    const deletable = Object.keys(REMOVE) as RecordKind[];
    fc.assert(
      fc.property(farmRecords, fc.constantFrom(...deletable), fc.nat(), (records, kind, pick) => {
        const { userId } = quickUser(db);
        insertFarmRecords(db, userId, records);
        const before = copyOf(userId);
        const candidates = before[kind] ?? [];
        fc.pre(candidates.length > 0);
        const { id } = candidates[pick % candidates.length]!;
        const expected = afterDelete(before, kind, id);
        let refused: unknown;
        try {
          REMOVE[kind]!(db, userId, id);
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
          refused = error.message;
        }
        if (expected.ok) {
          expect(refused).toBeUndefined();
          expect(copyOf(userId)).toEqual(expected.farm);
        } else {
          expect(refused).toContain(`Move the ${expected.refusedBy.head} head`);
          expect(copyOf(userId)).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  }, RUNS * 100);
});
