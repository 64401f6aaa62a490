import { describe, expect, it } from 'vitest';
import { allocateStraws, lotsForBreeding } from './straw-allocation';

describe('allocateStraws: a breeding draws its straws lot by lot, in order', () => {
  it('empties the first lot before touching the next', () => {
    expect(allocateStraws([{ id: 'a', remainingStraws: 1 }, { id: 'b', remainingStraws: 5 }], 3)).toEqual({
      draws: [{ id: 'a', taken: 1 }, { id: 'b', taken: 2 }],
      shortfall: 0,
    });
  });

  it('answers the shortfall when the lots hold too few', () => {
    expect(allocateStraws([{ id: 'a', remainingStraws: 2 }], 5)).toEqual({ draws: [{ id: 'a', taken: 2 }], shortfall: 3 });
    expect(allocateStraws([], 1)).toEqual({ draws: [], shortfall: 1 });
  });
});

describe('lotsForBreeding: the lots a breeding from "bull|tank" draws, oldest semen first', () => {
  const lot = (id: string, more: Partial<Parameters<typeof lotsForBreeding>[0][number]> = {}) => ({
    id,
    bullName: 'Big Red',
    tankName: 'Tank A',
    remainingStraws: 3,
    expirationDate: null as string | null,
    ...more,
  });

  it('takes the bull’s lots in that tank, names in any ASCII case, empty ones kept for the draw to skip', () => {
    const list = [lot('a'), lot('b', { bullName: 'big red', tankName: 'TANK A' }), lot('c', { remainingStraws: 0 }), lot('d', { tankName: 'Tank B' }), lot('e', { bullName: 'Duke' })];
    expect(lotsForBreeding(list, 'BIG RED', 'tank a').map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(allocateStraws([lot('c', { remainingStraws: 0 }), lot('a')], 2)).toEqual({ draws: [{ id: 'a', taken: 2 }], shortfall: 0 });
  });

  it('draws the soonest to expire first and undated lots last, ties in the list’s order', () => {
    const list = [lot('undated'), lot('late', { expirationDate: '2027-05-01' }), lot('soon', { expirationDate: '2026-12-01' }), lot('soon-too', { expirationDate: '2026-12-01' })];
    expect(lotsForBreeding(list, 'Big Red', 'Tank A').map((l) => l.id)).toEqual(['soon', 'soon-too', 'late', 'undated']);
  });
});
