import { describe, expect, it } from 'vitest';
import { ageInMonths, formatAge } from './age';
import { addDays } from './dates';

const TODAY = '2024-06-15';
const bornDaysAgo = (days: number) => addDays(TODAY, -days);

describe('age (elapsed days / 30.44, rounded down)', () => {
  it('age: 30.44-day months, 365 days → 11 months, 366 → 12', () => {
    expect(ageInMonths(bornDaysAgo(365), TODAY)).toBe(11);
    expect(ageInMonths(bornDaysAgo(366), TODAY)).toBe(12);
  });

  it('age: 30 days → 0 months, 31 → 1 month (30.44 boundary)', () => {
    expect(ageInMonths(bornDaysAgo(30), TODAY)).toBe(0);
    expect(ageInMonths(bornDaysAgo(31), TODAY)).toBe(1);
  });

  it('age: 243 days → 7 months, 244 → 8 (8-month threshold)', () => {
    expect(ageInMonths(bornDaysAgo(243), TODAY)).toBe(7);
    expect(ageInMonths(bornDaysAgo(244), TODAY)).toBe(8);
  });

  it('age: 456 days → 14 months, 457 → 15 (15-month threshold)', () => {
    expect(ageInMonths(bornDaysAgo(456), TODAY)).toBe(14);
    expect(ageInMonths(bornDaysAgo(457), TODAY)).toBe(15);
  });

  it('age: missing or invalid birth date → 0 months', () => {
    expect(ageInMonths(null, TODAY)).toBe(0);
    expect(ageInMonths(undefined, TODAY)).toBe(0);
    expect(ageInMonths('', TODAY)).toBe(0);
    expect(ageInMonths('2023-02-30', TODAY)).toBe(0);
  });

  it('age: future birth date → 0 months; born today → 0', () => {
    expect(ageInMonths('2024-07-01', TODAY)).toBe(0);
    expect(ageInMonths(TODAY, TODAY)).toBe(0);
  });

  it('formatAge: missing or invalid date displays "N/A"', () => {
    expect(formatAge(null, TODAY)).toBe('N/A');
    expect(formatAge('garbage', TODAY)).toBe('N/A');
  });

  it('formatAge: under 24 months in months, singular for 1', () => {
    expect(formatAge(bornDaysAgo(10), TODAY)).toBe('0 months');
    expect(formatAge(bornDaysAgo(31), TODAY)).toBe('1 month');
    expect(formatAge(bornDaysAgo(427), TODAY)).toBe('14 months');
    expect(formatAge(bornDaysAgo(730), TODAY)).toBe('23 months');
  });

  it('formatAge: 24 months and over in years and months', () => {
    expect(formatAge(bornDaysAgo(731), TODAY)).toBe('2 years');
    expect(formatAge(bornDaysAgo(761), TODAY)).toBe('2 years 1 month');
    expect(formatAge(bornDaysAgo(822), TODAY)).toBe('2 years 3 months');
    expect(formatAge(bornDaysAgo(1096), TODAY)).toBe('3 years');
  });
});
