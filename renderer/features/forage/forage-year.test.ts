import { describe, expect, it } from 'vitest';
import { forageYear, lotsOfYear } from './forage-year';

const TODAY = '2026-11-23';
/** Noon UTC: the same calendar day in every time zone the tests run in. */
const entered = (day: string) => `${day}T12:00:00.000Z`;

const LOTS = [
  { id: 'this-year', harvestDate: '2026-06-10', createdAt: entered('2026-06-11') },
  { id: 'last-year', harvestDate: '2025-08-02', createdAt: entered('2026-01-05') },
  { id: 'undated', harvestDate: null, createdAt: entered('2024-03-15') },
];

const ids = (lots: readonly { id: string }[]) => lots.map((lot) => lot.id);

describe('the forage year filter', () => {
  it('lists a lot under its harvest year, not the year it was entered', () => {
    expect(forageYear(LOTS[1]!, TODAY)).toBe(2025);
    expect(ids(lotsOfYear(LOTS, 2025, TODAY))).toEqual(['last-year']);
    expect(ids(lotsOfYear(LOTS, 2026, TODAY))).toEqual(['this-year']);
  });

  it('lists a lot without a harvest date under the year it was entered', () => {
    expect(forageYear(LOTS[2]!, TODAY)).toBe(2024);
    expect(ids(lotsOfYear(LOTS, 2024, TODAY))).toEqual(['undated']);
  });

  it('lists every lot, in the order given, for all years; none for a year without lots', () => {
    expect(ids(lotsOfYear(LOTS, 'all', TODAY))).toEqual(['this-year', 'last-year', 'undated']);
    expect(lotsOfYear(LOTS, 2023, TODAY)).toEqual([]);
  });

  it('puts a lot with an unreadable date under the current year rather than losing it', () => {
    expect(forageYear({ harvestDate: '2026-02-30', createdAt: 'not a time' }, TODAY)).toBe(2026);
  });
});
