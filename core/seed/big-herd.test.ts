import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listActivities } from '../db/activities';
import { listCattle } from '../db/cattle';
import { listPastures } from '../db/pastures';
import { cattle } from '../db/schema';
import { insertUser } from '../db/users';
import { generateBigHerd } from '../demo/big-herd';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { highestNumericTag, seedBigHerd } from './big-herd';

const TODAY = '2025-06-15';

describe('seedBigHerd', () => {
  let farm: ReturnType<typeof openTempFarmDb>;
  let userId: string;
  beforeEach(() => {
    farm = openTempFarmDb();
    userId = insertUser(farm.db, { email: 'big@example.com', passwordHash: 'x', farmName: 'Big', ownerName: null, location: null }).id;
  });
  afterEach(() => farm.dispose());

  it('stores every field as generated, with the schema’s defaults for the rest, and no history', () => {
    const { cattle: generated, activities } = generateBigHerd({ head: 300, today: TODAY });
    expect(seedBigHerd(farm.db, userId, { head: 300, today: TODAY })).toEqual({ head: 300, pastures: 7, activities: activities.length });
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
    // A made-up herd, written by no member: no history entry per record.
    expect(farm.db.$client.prepare('SELECT count(*) FROM history').pluck().get()).toBe(0);
  });

  it('stores the herd’s year of activities as generated, each under its animal’s tag', () => {
    const { cattle: herd, activities } = generateBigHerd({ head: 300, today: TODAY });
    seedBigHerd(farm.db, userId, { head: 300, today: TODAY });
    const stored = listActivities(farm.db, userId);
    expect(stored).toHaveLength(activities.length);
    const key = (a: (typeof activities)[number]) => [a.date, a.cattleTag, a.type, a.notes, a.pasture, a.breedingSire, a.strawsUsed, a.createdAt].join('|');
    expect(stored.map(key).sort()).toEqual(activities.map(key).sort());
    const tags = new Set(herd.map((a) => a.tag));
    for (const entry of stored) expect(tags.has(entry.cattleTag)).toBe(true);
  });

  it('adds to a farm that has animals, numbering after its highest tag, without doubling the pastures', () => {
    seedBigHerd(farm.db, userId, { head: 150, today: TODAY });
    expect(highestNumericTag(farm.db, userId)).toBe(150);
    expect(seedBigHerd(farm.db, userId, { head: 50, today: TODAY, seed: 7 })).toMatchObject({ head: 50, pastures: 0 });
    const tags = farm.db.select({ tag: cattle.tag }).from(cattle).where(eq(cattle.userId, userId)).all();
    expect(new Set(tags.map((t) => t.tag)).size).toBe(200);
    expect(highestNumericTag(farm.db, userId)).toBe(200);
  });
});
