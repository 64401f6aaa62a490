import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { compareCattle } from '../domain/cattle-sort';
import {
  compareActivities,
  compareByName,
  compareEmbryos,
  compareForage,
  compareSemenCanes,
  compareSemenStraws,
  compareStorageTanks,
} from '../domain/list-orders';
import { castInteger, compareBinary, compareNoCase, type Comparator } from '../domain/sqlite-order';
import { embryoService } from '../inventory/embryos';
import { forageService } from '../inventory/forage';
import { semenCaneService } from '../inventory/semen';
import { storageTankService } from '../inventory/storage-tanks';
import { caneNumber, insertFarmRecords, farmRecords, sortText } from '../testing/generated-records';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { listActivities, newestActivities } from './activities';
import { listCattle } from './cattle';
import type { FarmDb } from './open-farm-db';
import { listPastures } from './pastures';
import { listSemenStraws, listSemenTanks } from './semen';

// Every list's ORDER BY on a real SQLite file gives the order its comparator in core/domain gives
// the same rows, so a phone sorting its copy of the farm shows what the server would: first the
// building blocks (the collations and CAST AS INTEGER) against SQLite itself, then each list.

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

const RUNS = 200;

describe('SQLite’s orderings in the domain agree with SQLite', () => {
  const order = (collation: 'BINARY' | 'NOCASE') =>
    db.$client.prepare(`SELECT CASE WHEN @a < @b COLLATE ${collation} THEN -1 WHEN @a = @b COLLATE ${collation} THEN 0 ELSE 1 END`).pluck();

  it.each([
    ['BINARY', compareBinary],
    ['NOCASE', compareNoCase],
  ] as const)('%s orders any two texts as SQLite does', (collation, compare) => {
    const sqlite = order(collation);
    fc.assert(
      fc.property(fc.oneof(sortText, fc.string({ unit: 'binary' })), fc.oneof(sortText, fc.string({ unit: 'binary' })), (a, b) => {
        expect(compare(a, b)).toBe(sqlite.get({ a, b }));
      }),
      { numRuns: 2000 },
    );
  });

  it('CAST AS INTEGER reads any text as SQLite does', () => {
    const sqlite = db.$client.prepare('SELECT CAST(? AS INTEGER)').pluck().safeIntegers(true);
    fc.assert(
      fc.property(fc.oneof(caneNumber, fc.stringMatching(/^[ \t+-]{0,2}[0-9]{0,25}[a-z.]?/), fc.string()), (text) => {
        expect(castInteger(text)).toBe(sqlite.get(text));
      }),
      { numRuns: 2000 },
    );
  });
});

type Listed = { id: string };
const LISTS: [string, (db: FarmDb, userId: string) => Listed[], Comparator<never>][] = [
  ['cattle', listCattle, compareCattle],
  ['pastures', listPastures, compareByName],
  ['semen tanks', listSemenTanks, compareByName],
  ['semen canes', semenCaneService.list, compareSemenCanes],
  ['semen straws', listSemenStraws, compareSemenStraws],
  ['embryos', embryoService.list, compareEmbryos],
  ['storage tanks', storageTankService.list, compareStorageTanks],
  ['forage', forageService.list, compareForage],
  ['activities', listActivities, compareActivities],
];

describe('each list’s SQL order is its comparator’s', () => {
  it.each(LISTS)('%s', (_, list, compare) => {
    fc.assert(
      fc.property(farmRecords, (farm) => {
        const { userId } = quickUser(db);
        insertFarmRecords(db, userId, farm);
        const rows = list(db, userId);
        // Sorted from the reverse, so rows the comparator tied would show up out of the SQL's order.
        expect(rows.toReversed().sort(compare as Comparator<Listed>).map((row) => row.id)).toEqual(rows.map((row) => row.id));
      }),
      { numRuns: RUNS },
    );
  });

  it('the newest activities are the first of the whole list', () => {
    fc.assert(
      fc.property(farmRecords, fc.nat({ max: 10 }), (farm, limit) => {
        const { userId } = quickUser(db);
        insertFarmRecords(db, userId, farm);
        expect(newestActivities(db, userId, limit)).toEqual(listActivities(db, userId).toSorted(compareActivities).slice(0, limit));
      }),
      { numRuns: RUNS },
    );
  });
});
