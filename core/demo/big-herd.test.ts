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
