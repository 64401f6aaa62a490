import { describe, expect, it } from 'vitest';
import { forageTotals } from './forage-summary';

describe('the forage summary', () => {
  it('adds up the bales and counts the Low and Critical lots (10 of 100 is Critical, 25 Low, 26 Good)', () => {
    const lots = [
      { totalBales: 100, remainingBales: 10 },
      { totalBales: 100, remainingBales: 25 },
      { totalBales: 100, remainingBales: 26 },
      { totalBales: 0, remainingBales: 0 },
    ];
    expect(forageTotals(lots)).toEqual({ lots: 4, totalBales: 300, remainingBales: 61, low: 1, critical: 2 });
  });

  it('is all zeros for a year without lots', () => {
    expect(forageTotals([])).toEqual({ lots: 0, totalBales: 0, remainingBales: 0, low: 0, critical: 0 });
  });
});
