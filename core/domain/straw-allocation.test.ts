import { describe, expect, it } from 'vitest';
import { allocateStraws } from './straw-allocation';

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
