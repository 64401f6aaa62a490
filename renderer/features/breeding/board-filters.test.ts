import { describe, expect, it } from 'vitest';
import { isFiltering, matchesBoardFilters, NO_FILTERS } from './board-filters';

const cow = { tag: '1', type: 'Cow', status: 'active', cameBackInHeat: false, heatReturnCount: 0 };

describe('breeding board filters', () => {
  it('no filter keeps every animal and is not filtering', () => {
    expect(matchesBoardFilters(cow, NO_FILTERS)).toBe(true);
    expect(matchesBoardFilters({ type: 'Bull', status: 'sold' }, NO_FILTERS)).toBe(true);
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it('type: cows or heifers, in any case', () => {
    expect(matchesBoardFilters({ ...cow, type: 'heifer' }, { ...NO_FILTERS, type: 'Heifer' })).toBe(true);
    expect(matchesBoardFilters(cow, { ...NO_FILTERS, type: 'Heifer' })).toBe(false);
    expect(isFiltering({ ...NO_FILTERS, type: 'Cow' })).toBe(true);
  });

  it('status: active, bred, pregnant or open, in any case', () => {
    expect(matchesBoardFilters({ ...cow, status: 'Pregnant' }, { ...NO_FILTERS, status: 'pregnant' })).toBe(true);
    expect(matchesBoardFilters(cow, { ...NO_FILTERS, status: 'bred' })).toBe(false);
  });

  it('returned to heat: back in heat now, or a heat return counted before', () => {
    const filters = { ...NO_FILTERS, returnedToHeat: true };
    expect(matchesBoardFilters(cow, filters)).toBe(false);
    expect(matchesBoardFilters({ ...cow, cameBackInHeat: true }, filters)).toBe(true);
    expect(matchesBoardFilters({ ...cow, status: 'bred', heatReturnCount: 1 }, filters)).toBe(true);
  });

  it('filters combine: every one chosen must hold', () => {
    const filters = { type: 'Cow', status: 'active', returnedToHeat: true } as const;
    expect(matchesBoardFilters({ ...cow, heatReturnCount: 2 }, filters)).toBe(true);
    expect(matchesBoardFilters({ ...cow, type: 'Heifer', heatReturnCount: 2 }, filters)).toBe(false);
  });
});
