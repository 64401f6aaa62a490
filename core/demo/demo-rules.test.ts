import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { todayISO } from '../domain/dates';
import { activityInput } from '../schemas/activities';
import { cattleInput } from '../schemas/cattle';
import { embryoInput } from '../schemas/embryos';
import { forageInput } from '../schemas/forage';
import { pastureInput } from '../schemas/pastures';
import { semenCaneInput, semenStrawInput, semenTankInput } from '../schemas/semen';
import { storageTankInput } from '../schemas/storage-tanks';
import { generateBigHerd } from './big-herd';
import { generateDemoFarm } from './demo-farm';

// The demo farm and the big herds are written straight into the database, past the API's schemas,
// so they are held to the same rules here: every record they make is one a rancher could save today
// (its text, its date bounds, its lengths).

function refusals(schema: z.ZodType, records: readonly object[], links: object = {}): string[] {
  return records.flatMap((record) => {
    const issues = schema.safeParse({ ...record, ...links }).error?.issues ?? [];
    return issues.map((issue) => `${issue.path.join('.')}: ${issue.message} in ${JSON.stringify(record).slice(0, 200)}`);
  });
}

describe.each([undefined, 1, 42])('the demo farm made today (seed %s)', (seed) => {
  const farm = generateDemoFarm({ today: todayISO(), seed });

  it('holds only records every schema takes', () => {
    const canes = farm.semenTanks.flatMap((tank) => tank.canes);
    expect([
      ...refusals(cattleInput, farm.cattle),
      ...refusals(pastureInput, farm.pastures),
      ...refusals(activityInput, farm.activities),
      ...refusals(storageTankInput, farm.storageTanks),
      ...refusals(semenTankInput, farm.semenTanks),
      ...refusals(semenCaneInput, canes, { tankId: 'tank' }),
      ...refusals(semenStrawInput, canes.flatMap((cane) => cane.straws), { caneId: 'cane' }),
      ...refusals(embryoInput, farm.embryos),
      ...refusals(forageInput, farm.forage),
    ]).toEqual([]);
  });
});

describe('a big herd made today', () => {
  it('holds only animals, pastures and activities the schemas take', () => {
    const herd = generateBigHerd({ head: 2_000, today: todayISO(), seed: 7 });
    expect([...refusals(cattleInput, herd.cattle), ...refusals(pastureInput, herd.pastures), ...refusals(activityInput, herd.activities)]).toEqual([]);
  });
});
