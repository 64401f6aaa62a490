import { describe, expect, it } from 'vitest';
import { cardColumns, rowSlice } from './card-columns';

describe('card grid (mobile first: one column on a 360-390 px phone)', () => {
  it('one card per row on phones, two on tablets, three on a wide desktop', () => {
    expect(cardColumns(0)).toBe(1);
    expect(cardColumns(328)).toBe(1);
    expect(cardColumns(358)).toBe(1);
    expect(cardColumns(700)).toBe(2);
    expect(cardColumns(1040)).toBe(3);
    expect(cardColumns(2400)).toBe(3);
  });

  it('slices the herd into rows in herd order', () => {
    expect(rowSlice([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(rowSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([5]);
  });
});
