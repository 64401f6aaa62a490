import { describe, expect, it } from 'vitest';
import { CATTLE_STATUSES, daysBetween, heatNotifications, pastureCapacity, pastureHerdCounts, upcomingCalvings } from '../domain';
import { generateDemoFarm } from './demo-farm';
import { mulberry32 } from './random';
import type { DemoFarm } from './types';

const TODAY = '2025-06-15';
const BREEDS = ['Angus', 'Simmental', 'Hereford', 'Charolais', 'Limousin', 'Gelbvieh', 'Brahman', 'Brangus', 'Red Angus', 'Shorthorn', 'Composite', 'Other'];
const TYPES = ['Cow', 'Bull', 'Steer', 'Heifer', 'Calf'];
const METHODS = ['artificial_insemination', 'embryo_transfer', 'natural_bull'];
const ACTIVITY_TYPES = ['calving', 'breeding', 'heat', 'weaning', 'vaccination', 'movement', 'health-check', 'other'];

const straws = (farm: DemoFarm) => farm.semenTanks.flatMap((t) => t.canes.flatMap((c) => c.straws));

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(mulberry32(8)()).not.toBe(values[0]);
  });
});

describe('generateDemoFarm', () => {
  it('is deterministic: same seed and today give the same farm', () => {
    expect(generateDemoFarm({ today: TODAY, seed: 5 })).toEqual(generateDemoFarm({ today: TODAY, seed: 5 }));
    expect(generateDemoFarm({ today: TODAY })).toEqual(generateDemoFarm({ today: TODAY }));
    expect(generateDemoFarm({ today: TODAY, seed: 6 }).cattle).not.toEqual(generateDemoFarm({ today: TODAY, seed: 5 }).cattle);
  });

  it('rejects a today that is not a calendar date', () => {
    expect(() => generateDemoFarm({ today: '2025-02-30' })).toThrow(RangeError);
    expect(() => generateDemoFarm({ today: 'yesterday' })).toThrow(RangeError);
  });

  // The properties the screens rely on must hold for any day the account is created and any seed.
  describe.each([
    { today: TODAY, seed: undefined },
    { today: '2024-02-29', seed: 1 },
    { today: '2026-01-01', seed: 42 },
    { today: '2025-12-31', seed: 99 },
    { today: '2027-09-09', seed: 12345 },
  ])('on $today with seed $seed', ({ today, seed }) => {
    const farm = generateDemoFarm({ today, seed });
    const tags = farm.cattle.map((a) => a.tag);
    const inHerd = farm.cattle.filter((a) => a.status !== 'sold' && a.status !== 'deceased');

    it('has about 120 head with unique numeric tags from 1 to 400', () => {
      expect(farm.cattle.length).toBeGreaterThanOrEqual(110);
      expect(farm.cattle.length).toBeLessThanOrEqual(130);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(Number(tag)).toSatisfy((n: number) => Number.isInteger(n) && n >= 1 && n <= 400);
    });

    it('mixes every kind of animal and status with values from the choice lists', () => {
      const count = (pick: (a: DemoFarm['cattle'][number]) => unknown, value: unknown) => farm.cattle.filter((a) => pick(a) === value).length;
      for (const type of TYPES) expect(count((a) => a.type, type)).toBeGreaterThan(0);
      for (const status of CATTLE_STATUSES) expect(count((a) => a.status, status)).toBeGreaterThan(0);
      for (const cowType of ['regular', 'donor', 'recipient']) expect(count((a) => a.cowType, cowType)).toBeGreaterThan(0);
      expect(count((a) => a.status, 'deceased')).toBe(1);
      expect(count((a) => a.type, 'Bull')).toBeGreaterThanOrEqual(3);
      for (const animal of farm.cattle) {
        expect(BREEDS).toContain(animal.breed);
        if (animal.breed === 'Composite') expect(animal.breedComposition).toMatch(/^\d+(\.\d+)?% [A-Z]/);
        if (animal.breedingMethod) expect(METHODS).toContain(animal.breedingMethod);
      }
      expect(farm.cattle.filter((a) => a.type === 'Cow' && a.name).length).toBeGreaterThan(10);
    });

    it('puts every animal on a pasture that exists', () => {
      const names = new Set(farm.pastures.map((p) => p.name));
      for (const animal of farm.cattle) expect(names).toContain(animal.pasture);
    });

    it("points every calf's dam at a generated cow or heifer, and sires at bulls or AI sires", () => {
      const dams = new Set(farm.cattle.filter((a) => a.type === 'Cow' || a.type === 'Heifer').map((a) => a.tag));
      const bulls = new Set(farm.cattle.filter((a) => a.type === 'Bull').map((a) => a.tag));
      const aiSires = new Set(straws(farm).map((s) => s.bullName));
      const calves = farm.cattle.filter((a) => a.type === 'Calf');
      expect(calves.length).toBeGreaterThan(20);
      for (const calf of farm.cattle.filter((a) => a.cowTag)) {
        expect(dams).toContain(calf.cowTag);
        expect(bulls.has(calf.sireTag ?? '') || aiSires.has(calf.sireTag ?? '')).toBe(true);
      }
      for (const calf of calves) expect(calf.cowTag).toBeTruthy();
      expect(farm.cattle.filter((a) => a.weanDate && a.weanWeight).length).toBeGreaterThan(5);
    });

    it('has calvings due within 30 days and heats due within 3 days (dashboard widgets)', () => {
      expect(upcomingCalvings(farm.cattle, today).length).toBeGreaterThanOrEqual(1);
      expect(heatNotifications(farm.cattle, today).length).toBeGreaterThanOrEqual(1);
      expect(farm.cattle.some((a) => (a.heatReturnCount ?? 0) >= 2 && a.cameBackInHeat)).toBe(true);
    });

    it('dates expected calvings 283 days after breeding, 280 for embryo transfer; none after a return to heat', () => {
      for (const animal of farm.cattle.filter((a) => a.cameBackInHeat)) expect(animal.expectedCalvingDate).toBeNull();
      for (const animal of farm.cattle.filter((a) => a.breedingDate && !a.cameBackInHeat)) {
        const days = daysBetween(animal.breedingDate, animal.expectedCalvingDate);
        expect(days).toBe(animal.breedingMethod === 'embryo_transfer' ? 280 : 283);
      }
    });

    it('fills the sale fields of sold animals, in cents', () => {
      const sold = farm.cattle.filter((a) => a.status === 'sold');
      expect(sold.length).toBeGreaterThanOrEqual(3);
      for (const animal of sold) {
        expect(animal).toMatchObject({ disposition: 'sold', buyer: expect.any(String), saleLocation: expect.any(String) });
        expect(animal.salePrice).toSatisfy((cents: number) => Number.isInteger(cents) && cents > 50_000);
      }
    });

    it('has one pasture at capacity, one over it, and none empty of a capacity', () => {
      const states = farm.pastures.map((p) => {
        const head = pastureHerdCounts(inHerd.filter((a) => a.pasture === p.name), today).total;
        return pastureCapacity(head, p.capacity).state;
      });
      expect(farm.pastures.length).toBeGreaterThanOrEqual(5);
      expect(states).toContain('full');
      expect(states).toContain('over');
      expect(states).not.toContain('unlimited');
    });

    it('stocks straws out, low and plenty, embryos and forage at every level', () => {
      const remaining = straws(farm).map((s) => s.remainingStraws);
      expect(remaining).toContain(0);
      expect(remaining.some((n) => n === 1 || n === 2)).toBe(true);
      expect(remaining.some((n) => (n ?? 0) > 5)).toBe(true);
      expect(straws(farm).some((s) => /sexed/i.test(s.notes ?? ''))).toBe(true);
      for (const tank of farm.semenTanks) expect(tank.canes.map((c) => c.caneNumber)).toEqual(tank.canes.map((_, i) => String(i + 1)));
      expect(farm.embryos.map((e) => e.remainingEmbryos)).toEqual(expect.arrayContaining([0, 2, 5, 8]));
      expect(farm.forage.some((f) => (f.remainingBales ?? 0) * 10 <= (f.totalBales ?? 0) && (f.remainingBales ?? 0) > 0)).toBe(true);
      const tankKeys = new Set(farm.storageTanks.map((t) => t.key));
      for (const link of [...farm.semenTanks, ...farm.embryos].map((r) => r.storageTankKey)) if (link) expect(tankKeys).toContain(link);
    });

    it('logs about a year of activities on real tags', () => {
      expect(farm.activities.length).toBeGreaterThanOrEqual(150);
      expect(farm.activities.length).toBeLessThanOrEqual(250);
      const tagSet = new Set(tags);
      for (const activity of farm.activities) {
        expect(ACTIVITY_TYPES).toContain(activity.type);
        expect(tagSet).toContain(activity.cattleTag);
        expect(daysBetween(activity.date, today)).toSatisfy((d: number) => d >= 0 && d <= 365);
        if (activity.strawsUsed != null) expect(activity.strawsUsed).toSatisfy((n: number) => n >= 1 && n <= 3);
      }
      for (const type of ACTIVITY_TYPES) expect(farm.activities.some((a) => a.type === type)).toBe(true);
      const breedings = farm.activities.filter((a) => a.type === 'breeding');
      expect(breedings.every((a) => a.breedingMethod && a.breedingSire)).toBe(true);
    });
  });
});
