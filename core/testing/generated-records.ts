import fc from 'fast-check';
import type { FarmDb } from '../db/open-farm-db';
import { activities, cattle, embryos, forage, pastures, semenCanes, semenStraws, semenTanks, storageTanks } from '../db/schema';

// A farm's records (cattle in pastures, pastures, storage tanks, semen tanks with their canes and
// straws, embryos, forage, activities) generated for tests holding SQL and the domain to one answer,
// with what sorts and matches awkwardly: names of few letters so they tie and animals name existing
// pastures, in both cases, with "_" between the cases, accented and full-width letters, an emoji and
// now and then a NUL (old rows may hold one); cane numbers that CAST AS INTEGER reads oddly; dates
// and time stamps shared between records.

/** Short text from letters that sort awkwardly; short, so that texts often tie. */
export const sortText = fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', '_', 'é', 'É', 'ｚ', '🐄', ' ', '1', '\0'), maxLength: 2 });

/** What a cane may be numbered: numbers to order as numbers, and text CAST AS INTEGER reads as 0 or in part. */
export const caneNumber = fc.oneof(
  fc.constantFrom('2', '10', '02', ' 7', '\t+4', '-3', '1e3', 'A2', '', '-', '３', '9223372036854775807', '9223372036854775808', '-9223372036854775809'),
  fc.stringMatching(/^[0-9]{1,3}$/),
  sortText,
);

const day = fc.constantFrom('2024-01-05', '2024-01-10', '2024-1-7', '2023-12-31');
const stamp = fc.constantFrom('2024-01-05T08:00:00.000Z', '2024-01-05T08:00:00.001Z', '2024-01-10T00:00:00.000Z');
const count = fc.nat({ max: 20 });

export const farmRecords = fc.record({
  // An animal's pasture as every schema saves text: trimmed (what finding its pasture relies on).
  cattle: fc.array(
    fc.record({ tag: fc.option(sortText), name: fc.option(sortText), pasture: sortText.map((text) => text.trim()), status: fc.constantFrom('active', 'sold') }),
    { maxLength: 8 },
  ),
  // A farm's pasture names are unique as written.
  pastures: fc.uniqueArray(sortText, { maxLength: 6 }),
  storageTanks: fc.array(fc.record({ name: sortText, createdAt: stamp }), { maxLength: 5 }),
  semenTanks: fc.array(sortText, { maxLength: 5 }),
  canes: fc.array(fc.record({ tank: fc.nat(), caneNumber, label: fc.option(sortText) }), { maxLength: 10 }),
  straws: fc.array(fc.record({ cane: fc.nat(), bullName: sortText, remainingStraws: count }), { maxLength: 15 }),
  embryos: fc.array(fc.record({ donorDam: sortText, createdAt: stamp }), { maxLength: 6 }),
  forage: fc.array(fc.record({ harvestDate: fc.option(day), createdAt: stamp }), { maxLength: 6 }),
  activities: fc.array(fc.record({ date: day, createdAt: stamp }), { maxLength: 8 }),
});
export type FarmRecords = typeof farmRecords extends fc.Arbitrary<infer T> ? T : never;

/** One of `list`, picked by a generated number (undefined when the list is empty). */
const pick = <T>(list: readonly T[], n: number): T | undefined => list[n % list.length];

/**
 * Writes a generated farm's records for `userId` as given (no normalising), canes and straws into
 * the tanks and canes they pick; a tag already used is left off (tags are unique as written).
 */
export function insertFarmRecords(db: FarmDb, userId: string, farm: FarmRecords): void {
  const insert = <T extends Parameters<FarmDb['insert']>[0]>(table: T, rows: T['$inferInsert'][]) =>
    rows.length === 0 ? [] : db.insert(table).values(rows).returning().all();
  const tags = new Set<string | null>();
  const unusedTag = (tag: string | null) => {
    if (tags.has(tag)) return null;
    tags.add(tag);
    return tag;
  };
  insert(cattle, farm.cattle.map(({ tag, ...animal }) => ({ userId, type: 'Cow', ...animal, tag: unusedTag(tag) })));
  insert(pastures, farm.pastures.map((name) => ({ userId, name })));
  const stores = insert(storageTanks, farm.storageTanks.map((tank) => ({ userId, ...tank })));
  const tanks = insert(semenTanks, farm.semenTanks.map((name, i) => ({ userId, name, storageTankId: pick(stores, i)?.id ?? null })));
  const canes = insert(semenCanes, tanks.length === 0 ? [] : farm.canes.map(({ tank, ...cane }) => ({ userId, tankId: pick(tanks, tank)!.id, ...cane })));
  insert(semenStraws, canes.length === 0 ? [] : farm.straws.map(({ cane, ...straw }) => ({ userId, caneId: pick(canes, cane)!.id, breed: 'Angus', ...straw })));
  insert(embryos, farm.embryos.map((lot, i) => ({ userId, sire: 'Sire', breed: 'Angus', storageTankId: pick(stores, i)?.id ?? null, ...lot })));
  insert(forage, farm.forage.map((lot) => ({ userId, type: 'Hay', location: 'Barn', ...lot })));
  insert(activities, farm.activities.map((activity) => ({ userId, type: 'other', cattleTag: '1', ...activity })));
}
