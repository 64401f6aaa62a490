import { describe, expect, it } from 'vitest';
import { PROCEDURES } from '../../../core/api/procedures';
import { DEMO_ACCOUNT } from '../../../core/demo/account';
import { demoRecords } from '../../../core/demo/records';
import { DEMO_ANSWERS, PrivacyRefusal } from './demo-answers';
import { asDemoAccount, SESSION_CALLS } from './session-calls';

const TODAY = '2026-06-15';
const farm = { records: demoRecords(TODAY), today: TODAY };
const procedures = PROCEDURES;
const queries = Object.entries(procedures).filter(([, procedure]) => procedure._def.type === 'query').map(([path]) => path);

describe('privacy mode: reads are answered from the demo farm, in the real answers\' shapes', () => {
  it('every read of the API is either a session call or has a demo answer', () => {
    const covered = new Set([...SESSION_CALLS, ...Object.keys(DEMO_ANSWERS)]);
    expect(queries.filter((path) => !covered.has(path))).toEqual([]);
  });

  it.each(Object.keys(DEMO_ANSWERS))('%s: the demo answer passes the procedure\'s own output schema, or is refused with a reason', (path) => {
    const answer = (DEMO_ANSWERS as unknown as Record<string, (f: typeof farm, input: undefined) => unknown>)[path]!;
    let value: unknown;
    try {
      value = answer(farm, undefined);
    } catch (error) {
      expect(error).toBeInstanceOf(PrivacyRefusal);
      expect((error as Error).message).toMatch(/^Privacy mode is on: /);
      return;
    }
    const output = (procedures[path]!._def as { output?: { parse: (value: unknown) => unknown } }).output;
    expect(output).toBeDefined();
    expect(() => output!.parse(value)).not.toThrow();
  });

  it('the demo farm is about 120 head with pastures, with UUID ids that stay the same on every load', () => {
    expect(farm.records.cattle.length).toBeGreaterThan(100);
    expect(farm.records.pastures.length).toBeGreaterThan(3);
    expect(demoRecords(TODAY)).toEqual(farm.records);
    const { cattle, pastures, activities, storageTanks, semenTanks, semenCanes, semenStraws, embryos, forage } = farm.records;
    const ids = [...cattle, ...pastures, ...activities, ...storageTanks, ...semenTanks, ...semenCanes, ...semenStraws, ...embryos, ...forage].map(
      (record) => record.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('the demo inventory hangs together: straws in canes, canes in tanks, tanks and embryo lots in storage tanks', () => {
    const { storageTanks, semenTanks, semenCanes, semenStraws, embryos, forage } = farm.records;
    const idsOf = (records: { id: string }[]) => new Set(records.map((record) => record.id));
    const [storageIds, tankIds, caneIds] = [idsOf(storageTanks), idsOf(semenTanks), idsOf(semenCanes)];
    expect(storageTanks.length).toBe(3);
    expect(semenStraws.every((straw) => caneIds.has(straw.caneId) && tankIds.has(straw.tankId))).toBe(true);
    expect(semenCanes.every((cane) => tankIds.has(cane.tankId))).toBe(true);
    for (const linked of [...semenTanks, ...embryos]) {
      if (linked.storageTankId !== null) expect(storageIds.has(linked.storageTankId)).toBe(true);
    }
    expect(embryos.some((lot) => lot.storageTankId !== null)).toBe(true);
    expect(forage.length).toBeGreaterThan(5);
  });

  it("the account is shown as the demo farm's: its name and e-mail, never the real ones", () => {
    const real = { id: 'u1', email: 'sam@real-ranch.com', farmName: 'Real Ranch', ownerName: 'Sam', location: 'Texas', role: 'owner' as const, calls: ['cattle.list'], isActive: true, emailVerified: true, createdAt: 'x', updatedAt: 'y' };
    expect(asDemoAccount(real)).toEqual({ ...real, email: DEMO_ACCOUNT.email, farmName: DEMO_ACCOUNT.farmName, ownerName: DEMO_ACCOUNT.ownerName, location: DEMO_ACCOUNT.location });
  });
});
