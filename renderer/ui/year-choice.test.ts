import { describe, expect, it } from 'vitest';
import { parseYearChoice, stepYear, yearLabel, yearOptions } from './year-choice';

const TODAY = '2026-06-15';

describe('year picker: 2020 to current year + 2, newest first', () => {
  it('offers All years, then 2028 down to 2020 with the current year marked "Current"', () => {
    const options = yearOptions(TODAY);
    expect(options[0]).toEqual({ value: 'all', label: 'All years' });
    expect(options.slice(1).map((o) => o.value)).toEqual([2028, 2027, 2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(options.find((o) => o.value === 2026)?.label).toBe('2026 (Current)');
    expect(options.find((o) => o.value === 2025)?.label).toBe('2025');
  });

  it('previous is disabled at 2020 and next at the current year + 2', () => {
    expect(stepYear(2020, -1, TODAY)).toBeNull();
    expect(stepYear(2021, -1, TODAY)).toBe(2020);
    expect(stepYear(2028, 1, TODAY)).toBeNull();
    expect(stepYear(2027, 1, TODAY)).toBe(2028);
  });

  it('"All years" does not step; its label and value read back', () => {
    expect(stepYear('all', -1, TODAY)).toBeNull();
    expect(stepYear('all', 1, TODAY)).toBeNull();
    expect(yearLabel('all')).toBe('All years');
    expect(parseYearChoice('all')).toBe('all');
    expect(parseYearChoice('2024')).toBe(2024);
  });
});
