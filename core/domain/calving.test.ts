import { describe, expect, it } from 'vitest';
import { daysUntilCalving, isDueSoon, upcomingCalvings } from './calving';
import { addDays } from './dates';

const TODAY = '2024-06-15';
const inDays = (n: number) => addDays(TODAY, n);

describe('calving (due soon 0 to 30 days, widget max 3)', () => {
  it('due soon: today (0 days) and 30 days away are due soon', () => {
    expect(isDueSoon(inDays(0), TODAY)).toBe(true);
    expect(isDueSoon(inDays(30), TODAY)).toBe(true);
  });

  it('due soon: yesterday (-1) and 31 days away are not', () => {
    expect(isDueSoon(inDays(-1), TODAY)).toBe(false);
    expect(isDueSoon(inDays(31), TODAY)).toBe(false);
  });

  it('due soon: missing or invalid expected date is not due soon', () => {
    expect(isDueSoon(null, TODAY)).toBe(false);
    expect(isDueSoon('2024-02-30', TODAY)).toBe(false);
    expect(daysUntilCalving('2024-06-20', TODAY)).toBe(5);
  });

  it('upcoming calvings: at most 3, soonest first, only the 0..30 window', () => {
    const herd = [
      { tag: '1', expectedCalvingDate: inDays(20) },
      { tag: '2', expectedCalvingDate: inDays(31) },
      { tag: '3', expectedCalvingDate: inDays(0) },
      { tag: '4', expectedCalvingDate: inDays(-1) },
      { tag: '5', expectedCalvingDate: inDays(30) },
      { tag: '6', expectedCalvingDate: inDays(10) },
      { tag: '7', expectedCalvingDate: null },
    ];
    expect(upcomingCalvings(herd, TODAY).map((a) => a.tag)).toEqual(['3', '6', '1']);
  });

  it('upcoming calvings: same date ordered by tag; sold and deceased left out', () => {
    const herd = [
      { tag: '10', expectedCalvingDate: inDays(5) },
      { tag: '9', expectedCalvingDate: inDays(5) },
      { tag: '1', expectedCalvingDate: inDays(1), status: 'sold' },
      { tag: '2', expectedCalvingDate: inDays(1), status: 'deceased' },
    ];
    expect(upcomingCalvings(herd, TODAY).map((a) => a.tag)).toEqual(['9', '10']);
    expect(upcomingCalvings([], TODAY)).toEqual([]);
  });
});
