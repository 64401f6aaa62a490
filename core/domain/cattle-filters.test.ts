import { describe, expect, it } from 'vitest';
import { calfHistoryByYear, isCalfPageAnimal, isInYear, isShownInCattleList } from './cattle-filters';
import { addDays } from './dates';

const TODAY = '2024-06-15';

describe('list filters: cattle list from 12 months, calves page, year, calf history', () => {
  it('cattle list hides animals under 12 months: 365 days (11 months) hidden, 366 shown', () => {
    expect(isShownInCattleList({ birthDate: addDays(TODAY, -365) }, TODAY)).toBe(false);
    expect(isShownInCattleList({ birthDate: addDays(TODAY, -366) }, TODAY)).toBe(true);
  });

  it('cattle list shows animals without a (valid) birth date', () => {
    expect(isShownInCattleList({}, TODAY)).toBe(true);
    expect(isShownInCattleList({ birthDate: '2024-02-30' }, TODAY)).toBe(true);
  });

  it('calves page: every Calf (any case) or animal with a wean date', () => {
    expect(isCalfPageAnimal({ type: 'calf' })).toBe(true);
    expect(isCalfPageAnimal({ type: 'Steer', weanDate: '2024-01-01' })).toBe(true);
    expect(isCalfPageAnimal({ type: 'Steer', weanDate: ' ' })).toBe(false);
    expect(isCalfPageAnimal({ type: 'Cow' })).toBe(false);
  });

  it('year filter: birth year, or the current year without a birth date', () => {
    expect(isInYear({ birthDate: '2023-04-01' }, 2023, TODAY)).toBe(true);
    expect(isInYear({ birthDate: '2023-04-01' }, 2024, TODAY)).toBe(false);
    expect(isInYear({}, 2024, TODAY)).toBe(true);
  });

  it('calf history: grouped by birth year, newest first, at most 4 years', () => {
    const calves = ['2019', '2020', '2021', '2022', '2023'].map((y) => ({
      tag: y,
      birthDate: `${y}-03-01`,
    }));
    const groups = calfHistoryByYear(calves, TODAY);
    expect(groups.map((g) => g.year)).toEqual([2023, 2022, 2021, 2020]);
    expect(calfHistoryByYear(calves.slice(0, 4), TODAY)).toHaveLength(4);
  });

  it('calf history: youngest first within a year; undated calves in the current year, last', () => {
    const groups = calfHistoryByYear(
      [
        { tag: 'a', birthDate: '2024-01-10' },
        { tag: 'x' },
        { tag: 'b', birthDate: '2024-04-02' },
      ],
      TODAY,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.calves.map((c) => c.tag)).toEqual(['b', 'a', 'x']);
  });
});
