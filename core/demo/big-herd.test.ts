import { describe, expect, it } from 'vitest';
import { generateBigHerd } from './big-herd';

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

describe('the big herd’s year of activities', () => {
  const { cattle: herd, activities } = generateBigHerd({ head: 3000, today: TODAY });
  const byTag = new Map(herd.map((a) => [a.tag, a]));

  it('logs about four entries a head over the last 365 days, of every kind a ranch year has', () => {
    expect(activities.length / herd.length).toBeGreaterThan(3);
    expect(activities.length / herd.length).toBeLessThan(6);
    const kinds = new Set(activities.map((a) => a.type));
    expect([...kinds].sort()).toEqual(['breeding', 'calving', 'health-check', 'heat', 'movement', 'other', 'vaccination', 'weaning']);
    for (const entry of activities) {
      expect(entry.date >= '2024-06-15' && entry.date <= TODAY).toBe(true);
      expect(entry.createdAt?.startsWith(entry.date)).toBe(true);
    }
  });

  it('names only animals of this herd, by their new tags, and herd bulls by theirs', () => {
    for (const entry of activities) expect(byTag.has(entry.cattleTag)).toBe(true);
    const bullSires = activities.filter((a) => a.breedingMethod === 'natural_bull').map((a) => a.breedingSire ?? '');
    expect(bullSires.length).toBeGreaterThan(100);
    for (const sire of bullSires) expect(byTag.get(sire.split(' ')[0])?.type).toBe('Bull');
  });

  it('works every animal once a season: every calf branded once, every cow preg-checked at most once', () => {
    const count = (type: string, notes: (n: string) => boolean) => {
      const perTag = new Map<string, number>();
      for (const a of activities) if (a.type === type && notes(a.notes ?? '')) perTag.set(a.cattleTag, (perTag.get(a.cattleTag) ?? 0) + 1);
      return perTag;
    };
    const branded = count('vaccination', (n) => n.startsWith('Branding'));
    expect(Math.max(...branded.values())).toBe(1);
    const calvesBornLongEnoughAgo = herd.filter((a) => a.type === 'Calf' && a.cowTag && a.status === 'active' && (a.birthDate ?? TODAY) < '2025-04-01');
    for (const calf of calvesBornLongEnoughAgo) expect(branded.get(calf.tag ?? '')).toBe(1);
    expect(Math.max(...count('health-check', (n) => n.startsWith('Preg check')).values())).toBe(1);
  });

  it('takes only the log of the animals taken when the last ranch is cut short, the same every time', () => {
    const small = generateBigHerd({ head: 130, today: TODAY });
    const tags = new Set(small.cattle.map((a) => a.tag));
    expect(small.activities.length).toBeGreaterThan(300);
    for (const entry of small.activities) expect(tags.has(entry.cattleTag)).toBe(true);
    expect(generateBigHerd({ head: 130, today: TODAY }).activities).toEqual(small.activities);
  });
});
