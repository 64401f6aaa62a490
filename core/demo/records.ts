// The demo farm as the API answers it: every record with an id, its timestamps and every field of
// the real procedures' answers, so a screen cannot tell the demo farm from a real one. Ids are
// UUIDs drawn from the seed, so they stay the same from one load to the next.
import { sortCattle } from '../domain/cattle-sort';
import type { CattleRecord } from '../schemas/cattle';
import { cattleRecord } from '../schemas/cattle';
import { uuidFromBytes } from '../schemas/fields';
import type { PastureRecord } from '../schemas/pastures';
import { pastureRecord } from '../schemas/pastures';
import { DEFAULT_DEMO_SEED, generateDemoFarm } from './demo-farm';
import { Random } from './random';

export interface DemoRecords {
  cattle: CattleRecord[];
  pastures: PastureRecord[];
}

/** A version 4 UUID drawn from the seeded generator. */
const uuidFrom = (rng: Random) => uuidFromBytes(Array.from({ length: 16 }, () => rng.int(0, 255)));

/** Every field the answer has, from the generated row, null where the row has none. */
function fill<T>(fields: readonly string[], row: object, extra: Record<string, unknown>): T {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, extra[field] ?? source[field] ?? null])) as T;
}

const CATTLE_FIELDS = Object.keys(cattleRecord.shape);
const PASTURE_FIELDS = Object.keys(pastureRecord.shape);

export function demoRecords(today: string, seed: number = DEFAULT_DEMO_SEED): DemoRecords {
  const farm = generateDemoFarm({ today, seed });
  const ids = new Random(seed ^ 0x5eed1d5);
  const cattle = farm.cattle.map((animal) =>
    fill<CattleRecord>(CATTLE_FIELDS, animal, {
      id: uuidFrom(ids),
      // The columns' defaults, as a stored row has them.
      pasture: animal.pasture ?? 'Imported',
      status: animal.status ?? 'active',
      cameBackInHeat: animal.cameBackInHeat ?? false,
      heatReturnCount: animal.heatReturnCount ?? 0,
      updatedAt: animal.createdAt,
    }),
  );
  const pastures = farm.pastures.map((pasture) => fill<PastureRecord>(PASTURE_FIELDS, pasture, { id: uuidFrom(ids) }));
  return {
    cattle: sortCattle(cattle),
    pastures: pastures.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
  };
}
