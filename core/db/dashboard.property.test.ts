import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATTLE_STATUSES } from '../domain/cattle-status';
import { CATTLE_TYPES } from '../domain/cattle-types';
import { dashboardWidgets as widgetsOf } from '../domain/dashboard-widgets';
import { addDays } from '../domain/dates';
import { herdStats } from '../domain/herd-stats';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { dashboardStats } from './dashboard-stats';
import { dashboardWidgets } from './dashboard-widgets';
import type { FarmDb } from './open-farm-db';
import { cattle, pastures } from './schema';
import { insertUser } from './users';

// The dashboard's SQL must answer exactly what the domain's functions answer for the same records.
// Herds are generated with the awkward cases the SQL could get wrong: status and type in any case
// with stray whitespace, unknown or blank values, missing dates, and dates on and either side of
// every window's edges. Each herd draws most of its dates from a few days of its own, so animals
// often share a day (ties in the lists, alike breeding records) and one date falls before, on or
// after another (heat return against breeding, calving against breeding).

const TODAY = '2024-03-15';
const RUNS = 100;
/** A few seconds on an idle machine; room for a busy one. */
const TIME_LIMIT_MS = 60_000;

/** Days from today that sit on or beside an edge: the trend cutoff, the heat, calving and conception windows. */
const EDGE_DAYS = [-366, -365, -364, -363, -60, -31, -30, -29, -22, -21, -20, -19, -18, -17, -1, 0, 1, 2, 3, 4, 29, 30, 31];
const dayOffset = fc.oneof(
  { arbitrary: fc.constantFrom(...EDGE_DAYS), weight: 2 },
  { arbitrary: fc.integer({ min: -400, max: 400 }), weight: 1 },
);
const anyDay = dayOffset.map((offset) => addDays(TODAY, offset) as string);
const stamp = fc
  .tuple(dayOffset, fc.constantFrom('00:00:00.000Z', '12:00:00.000Z', '23:59:59.999Z'))
  .map(([offset, time]) => `${addDays(TODAY, offset)}T${time}`);

const whitespace = fc.oneof(
  { arbitrary: fc.constant(''), weight: 4 },
  { arbitrary: fc.constantFrom(' ', '  ', '\t', '\u00a0', ' \n', '\u3000', '\ufeff'), weight: 1 },
);
const lettersIn = (upper: readonly boolean[]) => (word: string) =>
  [...word].map((letter, i) => (upper[i] ? letter.toUpperCase() : letter.toLowerCase())).join('');
const casing = fc.oneof(
  fc.constant((word: string) => word.toLowerCase()),
  fc.constant((word: string) => word.toUpperCase()),
  fc.constant((word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()),
  fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }).map(lettersIn),
);
/** A word in some letter case, now and then with stray whitespace around it. */
const looseText = (words: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...words), casing, whitespace, whitespace)
    .map(([word, cased, before, after]) => `${before}${cased(word)}${after}`);

// Tags clash with names on purpose, and untagged animals share names, so ties and look-alikes occur.
const animalWith = (days: readonly string[]) => {
  const date = fc.option(fc.oneof({ arbitrary: fc.constantFrom(...days), weight: 3 }, { arbitrary: anyDay, weight: 1 }), { freq: 3 });
  return fc.record({
    tag: fc.option(fc.constantFrom('1', '2', '10', '101', 'A7', 'Bessie', 'Molly'), { freq: 2 }),
    name: fc.option(fc.constantFrom('Bessie', 'bessie', 'Molly', 'Daisy'), { freq: 2 }),
    type: looseText([...CATTLE_TYPES, 'Yak', '']),
    status: looseText([...CATTLE_STATUSES, 'grazing', '']),
    createdAt: stamp,
    birthDate: date,
    breedingDate: date,
    heatReturnDate: date,
    expectedCalvingDate: date,
    actualCalvingDate: date,
    dispositionDate: date,
    // Written only as a treatment's date + days (withdrawal.ts), never padded: a plain date or none.
    meatWithdrawalUntil: date,
  });
};
type GeneratedAnimal = ReturnType<typeof animalWith> extends fc.Arbitrary<infer T> ? T : never;

const herd = fc.array(anyDay, { minLength: 1, maxLength: 6 }).chain((days) => fc.array(animalWith(days), { maxLength: 60 }));
const fields = fc.array(stamp, { maxLength: 5 });

let db: FarmDb;
let dispose: () => void;
let farms = 0;
beforeAll(() => {
  ({ db, dispose } = openTempFarmDb());
  // A throwaway file: no need to wait for the disk after each of the thousands of small writes.
  db.$client.pragma('synchronous = OFF');
});
afterAll(() => dispose());

/** A new farm with these animals and pastures; returns the owner and the rows as stored. */
function farmWith(animals: readonly GeneratedAnimal[], pastureStamps: readonly string[]) {
  farms += 1;
  const userId = insertUser(db, {
    email: `farm-${farms}@example.com`,
    passwordHash: 'not used',
    farmName: `Farm ${farms}`,
    ownerName: null,
    location: null,
  }).id;
  // A tag is unique within a farm: a repeated one is dropped, leaving the animal known by name.
  const seen = new Set<string>();
  const rows = animals.map((a) => {
    const tag = a.tag !== null && !seen.has(a.tag) ? a.tag : null;
    if (tag !== null) seen.add(tag);
    return { ...a, tag, name: a.name ?? (tag === null ? 'Unnamed' : null), userId, pasture: 'North' };
  });
  const storedCattle = rows.length > 0 ? db.insert(cattle).values(rows).returning().all() : [];
  const storedPastures =
    pastureStamps.length > 0
      ? db
          .insert(pastures)
          .values(pastureStamps.map((createdAt, i) => ({ userId, name: `Pasture ${i}`, createdAt })))
          .returning()
          .all()
      : [];
  return { userId, cattle: storedCattle, pastures: storedPastures };
}

describe('the dashboard SQL agrees with the domain rules', () => {
  it('the four counts and their trends are those herdStats gives for the same records', () => {
    fc.assert(
      fc.property(herd, fields, (animals, pastureStamps) => {
        const farm = farmWith(animals, pastureStamps);
        expect(dashboardStats(db, farm.userId, TODAY)).toEqual(herdStats(farm.cattle, farm.pastures, TODAY));
      }),
      { numRuns: RUNS },
    );
  }, TIME_LIMIT_MS);

  it('the widgets are those dashboardWidgets gives for the same records, in whatever order', () => {
    fc.assert(
      fc.property(herd, (animals) => {
        const farm = farmWith(animals, []);
        const expected = widgetsOf(farm.cattle, TODAY);
        expect(dashboardWidgets(db, farm.userId, TODAY)).toEqual(expected);
        expect(widgetsOf(farm.cattle.toReversed(), TODAY)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  }, TIME_LIMIT_MS);

  it('another farm’s animals and pastures never count', () => {
    fc.assert(
      fc.property(herd, fields, herd, fields, (mine, myFields, theirs, theirFields) => {
        const farm = farmWith(mine, myFields);
        const neighbour = farmWith(theirs, theirFields);
        for (const each of [farm, neighbour]) {
          expect(db.select().from(cattle).where(eq(cattle.userId, each.userId)).all()).toHaveLength(each.cattle.length);
          expect(dashboardStats(db, each.userId, TODAY)).toEqual(herdStats(each.cattle, each.pastures, TODAY));
          expect(dashboardWidgets(db, each.userId, TODAY)).toEqual(widgetsOf(each.cattle, TODAY));
        }
      }),
      { numRuns: RUNS / 2 },
    );
  }, TIME_LIMIT_MS);
});
