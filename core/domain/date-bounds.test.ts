import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_REACH, dateOutOfBounds, EARLIEST_DATE, latestDate } from './date-bounds';
import { addDays, daysBetween, formatDate } from './dates';
import { expectedCalvingDate } from './gestation';

const TODAY = '2025-06-15';

describe('date bounds: 1900-01-01 through today (births) or some years ahead, with a day of slack', () => {
  it('no date before 1900-01-01', () => {
    expect(EARLIEST_DATE).toBe('1900-01-01');
    expect(dateOutOfBounds('1899-12-31', 'past', TODAY)).toBe('early');
    expect(dateOutOfBounds('0001-01-01', 'event', TODAY)).toBe('early');
    expect(dateOutOfBounds('1900-01-01', 'past', TODAY)).toBeNull();
  });

  it('a birth date is today at the latest, on the server’s calendar, with one day of slack for zones ahead of it', () => {
    expect(latestDate('past', TODAY)).toBe('2025-06-16');
    expect(dateOutOfBounds('2025-06-16', 'past', TODAY)).toBeNull();
    expect(dateOutOfBounds('2025-06-17', 'past', TODAY)).toBe('late');
  });

  it('an event date (breeding, calving, weaning, a sale, an activity, a harvest) reaches a year ahead', () => {
    expect(latestDate('event', TODAY)).toBe('2026-06-16');
    expect(dateOutOfBounds('2026-06-16', 'event', TODAY)).toBeNull();
    expect(dateOutOfBounds('2026-06-17', 'event', TODAY)).toBe('late');
    expect(dateOutOfBounds('9999-12-31', 'event', TODAY)).toBe('late');
  });

  it('an expected calving date given by hand reaches 2 years ahead, an expiration date 100 years', () => {
    expect(DATE_REACH).toEqual({ past: 0, event: 1, expected: 2, expiration: 100 });
    expect(latestDate('expected', TODAY)).toBe('2027-06-16');
    expect(latestDate('expiration', TODAY)).toBe('2125-06-16');
  });

  it('29 February plus some years is 28 February (then the day of slack)', () => {
    expect(latestDate('event', '2024-02-29')).toBe('2025-03-01');
    expect(latestDate('past', '2024-02-29')).toBe('2024-03-01');
  });

  it("each day's bounds are its own, asked once or again after many other days (they are kept once worked out)", () => {
    const days = Array.from({ length: 100 }, (_, offset) => addDays('2026-01-01', offset)!);
    const first = days.map((day) => latestDate('event', day));
    expect(days.map((day) => latestDate('event', day))).toEqual(first);
    expect(first.slice(0, 3)).toEqual(['2027-01-02', '2027-01-03', '2027-01-04']);
    expect(new Set(first).size).toBe(100);
  });
});

describe('the computed expected calving date stays a valid date within its own bounds', () => {
  const day = (offset: number) => addDays(EARLIEST_DATE, offset)!;
  const lastBreeding = daysBetween(EARLIEST_DATE, latestDate('event', TODAY))!;

  it('for every breeding date within bounds, by AI (283 days) or ET (280 days)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lastBreeding }), fc.constantFrom('artificial_insemination', 'embryo_transfer', 'natural_bull'), (offset, method) => {
        const due = expectedCalvingDate(day(offset), method, TODAY);
        expect(due).not.toBeNull();
        expect(dateOutOfBounds(due!, 'expected', TODAY)).toBeNull();
      }),
    );
    expect(expectedCalvingDate(latestDate('event', TODAY), 'natural_bull', TODAY)).toBe('2027-03-26');
  });

  it('a breeding date kept from before the bounds has none: never year 10000, never past the bound', () => {
    expect(expectedCalvingDate('9999-12-31', 'artificial_insemination', TODAY)).toBeNull();
    expect(expectedCalvingDate('9999-12-31', 'embryo_transfer', TODAY)).toBeNull();
    expect(expectedCalvingDate('2090-01-01', 'artificial_insemination', TODAY)).toBeNull();
    expect(expectedCalvingDate(formatDate({ year: 1899, month: 1, day: 1 }), 'artificial_insemination', TODAY)).toBeNull();
  });
});
