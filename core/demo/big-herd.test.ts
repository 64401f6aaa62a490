import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listCattle } from '../db/cattle';
import { listPastures } from '../db/pastures';
import { cattle } from '../db/schema';
import { insertUser } from '../db/users';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { generateBigHerd } from './big-herd';
import { highestNumericTag, seedBigHerd } from './seed-big-herd';

const TODAY = '2025-06-15';

describe('generateBigHerd', () => {
  it('gives exactly the head asked for, tagged 1…N without a gap or a clash, the same every time', () => {
    const herd = generateBigHerd({ head: 1000, today: TODAY });
    expect(herd.cattle).toHaveLength(1000);
    expect(herd.cattle.map((a) => a.tag)).toEqual(Array.from({ length: 1000 }, (_, i) => String(i + 1)));
    expect(generateBigHerd({ head: 1000, today: TODAY })).toEqual(herd);
    expect(generateBigHerd({ head: 0, today: TODAY }).cattle).toEqual([]);
  });

  it('renumbers the lineage with the tags: a calf’s dam is a cow of the same herd', () => {
    const { cattle: herd } = generateBigHerd({ head: 600, today: TODAY, firstTag: 5001 });
    const byTag = new Map(herd.map((a) => [a.tag, a]));
    const calves = herd.filter((a) => a.type === 'Calf' && a.cowTag);
    expect(calves.length).toBeGreaterThan(50);
    for (const calf of calves) expect(byTag.get(calf.cowTag ?? '')?.type).toBe('Cow');
    expect(Math.min(...herd.map((a) => Number(a.tag)))).toBe(5001);
  });

  it('comes with the demo’s pastures, sized for this herd, and every animal is in one of them', () => {
    const herd = generateBigHerd({ head: 2000, today: TODAY });
    const names = new Set(herd.pastures.map((p) => p.name));
    expect(names.size).toBe(7);
    for (const animal of herd.cattle) expect(names.has(animal.pasture ?? '')).toBe(true);
    expect(Math.max(...herd.pastures.map((p) => p.capacity ?? 0))).toBeGreaterThan(200);
  });
});

describe('seedBigHerd', () => {
  let farm: ReturnType<typeof openTempFarmDb>;
  let userId: string;
  beforeEach(() => {
    farm = openTempFarmDb();
    userId = insertUser(farm.db, { email: 'big@example.com', passwordHash: 'x', farmName: 'Big', ownerName: null, location: null }).id;
  });
  afterEach(() => farm.dispose());

  it('stores every field as generated, with the schema’s defaults for the rest', () => {
    const generated = generateBigHerd({ head: 300, today: TODAY }).cattle;
    expect(seedBigHerd(farm.db, userId, { head: 300, today: TODAY })).toEqual({ head: 300, pastures: 7 });
    const stored = listCattle(farm.db, userId);
    expect(stored).toHaveLength(300);
    const byTag = new Map(stored.map((a) => [a.tag, a]));
    for (const animal of generated) {
      const row = byTag.get(animal.tag ?? '');
      expect(row).toMatchObject({ ...animal, cameBackInHeat: animal.cameBackInHeat ?? false, heatReturnCount: animal.heatReturnCount ?? 0 });
      expect(row?.status).toBeTruthy();
      expect(row?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(listPastures(farm.db, userId)).toHaveLength(7);
  });

  it('adds to a farm that has animals, numbering after its highest tag, without doubling the pastures', () => {
    seedBigHerd(farm.db, userId, { head: 150, today: TODAY });
    expect(highestNumericTag(farm.db, userId)).toBe(150);
    expect(seedBigHerd(farm.db, userId, { head: 50, today: TODAY, seed: 7 })).toEqual({ head: 50, pastures: 0 });
    const tags = farm.db.select({ tag: cattle.tag }).from(cattle).where(eq(cattle.userId, userId)).all();
    expect(new Set(tags.map((t) => t.tag)).size).toBe(200);
    expect(highestNumericTag(farm.db, userId)).toBe(200);
  });
});
