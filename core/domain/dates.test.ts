import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDate, isValidDate, parseDate, todayISO, yearOf } from './dates';

describe('dates (calendar dates YYYY-MM-DD, no time-zone games)', () => {
  it('parse: a real day gives its parts, surrounding spaces allowed', () => {
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate(' 2023-12-31 ')).toEqual({ year: 2023, month: 12, day: 31 });
  });

  it('parse: impossible days are rejected (2023-02-30, 2023-02-29, month 13, day 00)', () => {
    expect(parseDate('2023-02-30')).toBeNull();
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('1900-02-29')).toBeNull();
    expect(parseDate('2000-02-29')).not.toBeNull();
    expect(parseDate('2023-13-01')).toBeNull();
    expect(parseDate('2023-04-31')).toBeNull();
    expect(parseDate('2023-01-00')).toBeNull();
  });

  it('parse: garbage, other formats, timestamps and non-strings give null', () => {
    const bad = ['', 'garbage', '2023-1-5', '05/01/2023', '2023-05-01T00:00:00Z', null, undefined];
    for (const value of bad) {
      expect(parseDate(value)).toBeNull();
      expect(isValidDate(value)).toBe(false);
    }
  });

  it('format: pads to YYYY-MM-DD', () => {
    expect(formatDate({ year: 2024, month: 3, day: 7 })).toBe('2024-03-07');
  });

  it('days between: calendar days, negative when earlier, across leap day and DST dates', () => {
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(0);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(daysBetween('2024-11-02', '2024-11-04')).toBe(2);
    expect(daysBetween('2024-01-10', '2024-01-01')).toBe(-9);
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    expect(daysBetween('bad', '2024-01-01')).toBeNull();
  });

  it('add days: forwards, backwards, across month and year ends; invalid → null', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', 283)).toBe('2024-10-10');
    expect(addDays('2023-02-30', 1)).toBeNull();
    expect(addDays('2024-01-01', 1.5)).toBeNull();
  });

  it('add days: a result past 9999-12-31 or before year 0 is no date (never a five-digit year)', () => {
    expect(addDays('9999-12-31', 0)).toBe('9999-12-31');
    expect(addDays('9999-12-31', 1)).toBeNull();
    expect(addDays('9999-12-31', 283)).toBeNull();
    expect(addDays('0000-01-01', -1)).toBeNull();
  });

  it('today: the local calendar day of the given instant', () => {
    expect(todayISO(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    expect(todayISO(new Date(2024, 11, 31, 0, 0))).toBe('2024-12-31');
    expect(todayISO()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('year of a date, null when invalid', () => {
    expect(yearOf('2022-07-01')).toBe(2022);
    expect(yearOf('nope')).toBeNull();
  });
});
