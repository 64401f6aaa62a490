import { describe, expect, it } from 'vitest';
import { conceptionRate, isActiveCow, isRecentlyBred, isRepeatBreeder } from './breeding';
import { addDays } from './dates';

const TODAY = '2024-06-15';
const ago = (n: number) => addDays(TODAY, -n);

describe('breeding counters: active cows, recently bred, repeat breeders', () => {
  it('active cows: type Cow or Heifer with status active (any case)', () => {
    expect(isActiveCow({ type: 'Cow', status: 'active' })).toBe(true);
    expect(isActiveCow({ type: 'heifer', status: 'Active' })).toBe(true);
    expect(isActiveCow({ type: 'Cow', status: 'pregnant' })).toBe(false);
    expect(isActiveCow({ type: 'Bull', status: 'active' })).toBe(false);
  });

  it('recently bred: 0 and 30 days ago yes; 31 days ago and tomorrow no', () => {
    expect(isRecentlyBred({ breedingDate: ago(0) }, TODAY)).toBe(true);
    expect(isRecentlyBred({ breedingDate: ago(30) }, TODAY)).toBe(true);
    expect(isRecentlyBred({ breedingDate: ago(31) }, TODAY)).toBe(false);
    expect(isRecentlyBred({ breedingDate: ago(-1) }, TODAY)).toBe(false);
    expect(isRecentlyBred({}, TODAY)).toBe(false);
  });

  it('repeat breeder: heat return count 2 or more (1 no, 2 yes)', () => {
    expect(isRepeatBreeder({ heatReturnCount: 1 })).toBe(false);
    expect(isRepeatBreeder({ heatReturnCount: 2 })).toBe(true);
    expect(isRepeatBreeder({})).toBe(false);
  });
});

describe('conception rate (breeding-efficiency widget, last 12 months)', () => {
  it('conception: no breedings → rate null', () => {
    expect(conceptionRate([], [], TODAY)).toEqual({ bred: 0, conceived: 0, rate: null });
  });

  it('conception: latest breeding of a now-pregnant animal took; of an open one did not', () => {
    const animals = [
      { tag: '1', status: 'Pregnant' },
      { tag: '2', status: 'open' },
    ];
    const breedings = [
      { cattleTag: '1', date: ago(60) },
      { cattleTag: '2', date: ago(60) },
    ];
    expect(conceptionRate(breedings, animals, TODAY)).toEqual({ bred: 2, conceived: 1, rate: 0.5 });
  });

  it('conception window: 364 days ago counts, 365 days ago and future dates do not', () => {
    const animals = [{ tag: '1', status: 'pregnant' }];
    const at = (n: number) => conceptionRate([{ cattleTag: '1', date: ago(n) }], animals, TODAY).bred;
    expect(at(364)).toBe(1);
    expect(at(0)).toBe(1);
    expect(at(365)).toBe(0);
    expect(at(-1)).toBe(0);
  });

  it('conception: a breeding followed by another with no calving between failed', () => {
    const animals = [{ tag: '7', status: 'pregnant' }];
    const breedings = [
      { cattleTag: '7', date: ago(100) },
      { cattleTag: '7', date: ago(79) },
    ];
    expect(conceptionRate(breedings, animals, TODAY)).toEqual({ bred: 2, conceived: 1, rate: 0.5 });
  });

  it('conception: a calving after the breeding (and before the next) counts as conceived', () => {
    const animals = [{ tag: '8', status: 'active', actualCalvingDate: ago(20) }];
    const breedings = [
      { cattleTag: '8', date: ago(300) },
      { cattleTag: '8', date: ago(5) },
    ];
    expect(conceptionRate(breedings, animals, TODAY)).toEqual({ bred: 2, conceived: 1, rate: 0.5 });
  });

  it('conception: matched by tag, else by name; unknown animals left out; duplicates once', () => {
    const animals = [{ tag: null, name: 'Bessie', status: 'pregnant' }];
    const breedings = [
      { cattleTag: 'bessie', date: ago(40) },
      { cattleTag: 'Bessie ', date: ago(40) },
      { cattleTag: '999', date: ago(40) },
      { cattleTag: null, date: ago(40) },
      { cattleTag: 'Bessie', date: 'bad' },
    ];
    expect(conceptionRate(breedings, animals, TODAY)).toEqual({ bred: 1, conceived: 1, rate: 1 });
  });
});
