import { describe, expect, it } from 'vitest';
import { calfCounts, calfSex, calvesOfYear, isWeaned, matchesCalfSearch, matchesCalfTab } from './calves';
import { addDays } from './dates';
import { cattleBadges, isReadyToWean, weaningStatus } from './weaning';

const TODAY = '2026-06-15';
/** Born this many days before TODAY; 8 months are 8 × 30.44 = 243.52 days. */
const bornDaysAgo = (days: number) => addDays(TODAY, -days);

describe('calves page: which animals it lists', () => {
  it('every Calf and every animal with a wean date; no fixed tag range', () => {
    const herd = [
      { tag: '12', type: 'Calf', birthDate: '2026-02-01' },
      { tag: '900', type: 'calf', birthDate: '2026-03-01' },
      { tag: '501', type: 'Cow', birthDate: '2026-01-01' },
      { tag: '77', type: 'Steer', birthDate: '2026-01-05', weanDate: '2026-06-01' },
    ];
    expect(calvesOfYear(herd, 2026, TODAY).map((a) => a.tag)).toEqual(['12', '900', '77']);
  });

  it('filters by birth year (undated calves count in the current year); "all" keeps every year', () => {
    const herd = [
      { tag: 'a', type: 'Calf', birthDate: '2025-04-01' },
      { tag: 'b', type: 'Calf', birthDate: '2026-04-01' },
      { tag: 'c', type: 'Calf' },
    ];
    expect(calvesOfYear(herd, 2025, TODAY).map((a) => a.tag)).toEqual(['a']);
    expect(calvesOfYear(herd, 2026, TODAY).map((a) => a.tag)).toEqual(['b', 'c']);
    expect(calvesOfYear(herd, 'all', TODAY)).toHaveLength(3);
  });
});

describe('calf states', () => {
  it('weaned when it has a wean date', () => {
    expect(isWeaned({ weanDate: '2026-05-01' })).toBe(true);
    expect(isWeaned({ weanDate: ' ' })).toBe(false);
    expect(isWeaned({})).toBe(false);
  });

  it('ready to wean at 8 months or more (a month is 30.44 days), not yet weaned', () => {
    expect(isReadyToWean({ type: 'Calf', birthDate: bornDaysAgo(244) }, TODAY)).toBe(true);
    expect(isReadyToWean({ type: 'Calf', birthDate: bornDaysAgo(243) }, TODAY)).toBe(false);
    expect(isReadyToWean({ type: 'Calf', birthDate: bornDaysAgo(300), weanDate: TODAY }, TODAY)).toBe(false);
    expect(isReadyToWean({ type: 'Calf' }, TODAY)).toBe(false);
  });

  it('a sold or deceased calf is not ready to wean', () => {
    expect(isReadyToWean({ type: 'Calf', status: 'sold', birthDate: bornDaysAgo(300) }, TODAY)).toBe(false);
    expect(isReadyToWean({ type: 'Calf', status: 'deceased', birthDate: bornDaysAgo(300) }, TODAY)).toBe(false);
  });

  it('one rule for ready to wean: the Ready to Wean tab, the "Ready to wean" badge and the weaning status agree at every age, in or out of the herd, weaned or not', () => {
    for (let days = 0; days <= 400; days += 1) {
      for (const status of ['active', 'sold', 'deceased']) {
        for (const weanDate of [null, TODAY]) {
          const calf = { type: 'Calf', status, weanDate, birthDate: bornDaysAgo(days) };
          const ready = isReadyToWean(calf, TODAY);
          const seen = `${days} days, ${status}, ${weanDate ? 'weaned' : 'not weaned'}`;
          expect(matchesCalfTab(calf, 'readyToWean', TODAY), seen).toBe(ready);
          expect(cattleBadges(calf, TODAY).includes('Ready to wean'), seen).toBe(ready);
          expect(['ready', 'overdue'].includes(weaningStatus(calf, TODAY).key), seen).toBe(ready);
        }
      }
    }
  });

  it('heifer or bull by the recorded sex, else by a Heifer or Bull type; a steer is not a bull', () => {
    expect(calfSex({ type: 'Calf', gender: 'female' })).toBe('heifer');
    expect(calfSex({ type: 'Calf', gender: 'Male' })).toBe('bull');
    expect(calfSex({ type: 'heifer' })).toBe('heifer');
    expect(calfSex({ type: 'Bull' })).toBe('bull');
    expect(calfSex({ type: 'Steer' })).toBeNull();
    expect(calfSex({ type: 'Calf' })).toBeNull();
  });
});

describe('tabs with counts: All, Weaned, Heifers, Bulls, Ready to Wean', () => {
  const calves = [
    { tag: '1', type: 'Calf', gender: 'female', birthDate: bornDaysAgo(60) },
    { tag: '2', type: 'Calf', gender: 'male', birthDate: bornDaysAgo(274) },
    { tag: '3', type: 'Heifer', birthDate: bornDaysAgo(280), weanDate: bornDaysAgo(10) },
    { tag: '4', type: 'Calf', birthDate: bornDaysAgo(30) },
  ];

  it('each tab keeps its own calves', () => {
    const tagsOf = (tab: Parameters<typeof matchesCalfTab>[1]) => calves.filter((c) => matchesCalfTab(c, tab, TODAY)).map((c) => c.tag);
    expect(tagsOf('all')).toEqual(['1', '2', '3', '4']);
    expect(tagsOf('weaned')).toEqual(['3']);
    expect(tagsOf('heifers')).toEqual(['1', '3']);
    expect(tagsOf('bulls')).toEqual(['2']);
    expect(tagsOf('readyToWean')).toEqual(['2']);
  });

  it('counts every tab in one pass (the summary cards use the same counts)', () => {
    expect(calfCounts(calves, TODAY)).toEqual({ all: 4, weaned: 1, heifers: 2, bulls: 1, readyToWean: 1 });
    expect(calfCounts([], TODAY)).toEqual({ all: 0, weaned: 0, heifers: 0, bulls: 0, readyToWean: 0 });
  });
});

describe('search: name, tag, dam or sire contains the text, in any case', () => {
  const calf = { tag: '512', name: 'Clover', cowTag: '45 Bessie', sireTag: 'Rito 707' };

  it('finds the text inside any of the four fields', () => {
    expect(matchesCalfSearch(calf, 'clov')).toBe(true);
    expect(matchesCalfSearch(calf, '51')).toBe(true);
    expect(matchesCalfSearch(calf, 'BESSIE')).toBe(true);
    expect(matchesCalfSearch(calf, ' rito ')).toBe(true);
  });

  it('other fields do not match, and a blank search finds every calf', () => {
    const angus = { ...calf, breed: 'Angus', pasture: 'Angus Flat' };
    expect(matchesCalfSearch(angus, 'angus')).toBe(false);
    expect(matchesCalfSearch({ tag: null, name: null }, '  ')).toBe(true);
  });
});
