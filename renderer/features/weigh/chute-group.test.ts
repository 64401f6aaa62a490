import { describe, expect, it } from 'vitest';
import { nextToWeigh, pastureGroups, weighedCount, weighedOn } from './chute-group';

const animal = (id: string, pasture: string, status = 'active') => ({ id, pasture, status });

describe('the chute’s group', () => {
  it('is a pasture’s animals still in the herd, in the herd’s order; look-alike names are one pasture, sorted by name', () => {
    const herd = [
      animal('a', 'North'),
      animal('b', 'south'),
      animal('c', 'North\u200B'),
      animal('d', 'North', 'sold'),
      animal('e', 'North', 'deceased'),
      animal('f', '  '),
    ];
    expect(pastureGroups(herd).map(({ name, animals }) => [name, animals.map((each) => each.id)])).toEqual([
      ['North', ['a', 'c']],
      ['south', ['b']],
    ]);
  });

  it('leaves out a pasture whose animals have all left the herd', () => {
    expect(pastureGroups([animal('a', 'Sale Barn', 'sold')])).toEqual([]);
  });
});

describe('the weighed animals', () => {
  it('are those with a weighing on the day', () => {
    const weighings = [
      { cattleId: 'a', date: '2026-03-01' },
      { cattleId: 'b', date: '2026-02-28' },
      { cattleId: 'a', date: '2026-03-01' },
    ];
    expect([...weighedOn(weighings, '2026-03-01')]).toEqual(['a']);
  });

  it('are counted in the group only', () => {
    const weighed = new Set(['a', 'z']);
    expect(weighedCount([{ id: 'a' }, { id: 'b' }], (id) => weighed.has(id))).toBe(1);
  });
});

describe('the next animal to weigh', () => {
  const group = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  const weighedOf = (...ids: string[]) => (id: string) => ids.includes(id);

  it('is the first not weighed after the one just done', () => {
    expect(nextToWeigh(group, weighedOf('a'), -1)?.id).toBe('b');
    expect(nextToWeigh(group, weighedOf('a', 'b', 'c'), 1)?.id).toBe('d');
  });

  it('goes round to the start, so one skipped comes up again', () => {
    expect(nextToWeigh(group, weighedOf('c', 'd'), 3)?.id).toBe('a');
    // "b" skipped: after the last, round to it.
    expect(nextToWeigh(group, weighedOf('a', 'c', 'd'), 3)?.id).toBe('b');
  });

  it('is the one just done when it alone is left, and none when all are weighed', () => {
    expect(nextToWeigh(group, weighedOf('a', 'c', 'd'), 1)?.id).toBe('b');
    expect(nextToWeigh(group, weighedOf('a', 'b', 'c', 'd'), 0)).toBeNull();
    expect(nextToWeigh([], weighedOf(), -1)).toBeNull();
  });
});
