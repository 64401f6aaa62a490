import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampYear,
  currentYear,
  isCurrentYear,
  yearOfAnimal,
  yearPickerYears,
} from './year-picker';

const TODAY = '2025-03-10';

describe('year picker (2020 to the current year + 2)', () => {
  it('year picker: 2020 to current year + 2, newest first', () => {
    expect(yearPickerYears(TODAY)).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020]);
  });

  it('year picker: previous disabled at 2020, enabled at 2021', () => {
    expect(canGoPrevious(2020)).toBe(false);
    expect(canGoPrevious(2021)).toBe(true);
  });

  it('year picker: next disabled at current + 2, enabled at current + 1', () => {
    expect(canGoNext(2027, TODAY)).toBe(false);
    expect(canGoNext(2026, TODAY)).toBe(true);
  });

  it('year picker: the current year is marked "Current"', () => {
    expect(isCurrentYear(2025, TODAY)).toBe(true);
    expect(isCurrentYear(2024, TODAY)).toBe(false);
    expect(currentYear(TODAY)).toBe(2025);
  });

  it('year picker: clamp into 2020..current + 2', () => {
    expect(clampYear(2019, TODAY)).toBe(2020);
    expect(clampYear(2020, TODAY)).toBe(2020);
    expect(clampYear(2027, TODAY)).toBe(2027);
    expect(clampYear(2028, TODAY)).toBe(2027);
    expect(clampYear(Number.NaN, TODAY)).toBe(2025);
  });

  it('year filter: birth year, or the current year with no/invalid birth date', () => {
    expect(yearOfAnimal('2021-12-31', TODAY)).toBe(2021);
    expect(yearOfAnimal(null, TODAY)).toBe(2025);
    expect(yearOfAnimal('2021-02-30', TODAY)).toBe(2025);
  });
});
