import { describe, expect, it } from 'vitest';
import { cattleRecord } from '../../../../core/schemas/cattle';
import { loadDemoCattle } from './demo-cattle';

describe('privacy mode herd (DECISIONS "Privacy mode": deterministic generated demo data)', () => {
  it('gives about 120 head shaped like stored records, sorted by tag', async () => {
    const herd = await loadDemoCattle();
    expect(herd.length).toBeGreaterThan(100);
    for (const animal of herd) cattleRecord.parse(animal);
    expect(new Set(herd.map((a) => a.id)).size).toBe(herd.length);
    const tags = herd.map((a) => Number(a.tag));
    expect(tags).toEqual([...tags].sort((a, b) => a - b));
  });

  it('is the same herd on every load', async () => {
    expect(await loadDemoCattle()).toEqual(await loadDemoCattle());
  });
});
