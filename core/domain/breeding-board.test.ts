import { describe, expect, it } from 'vitest';
import {
  activitiesOfAnimals,
  breedingActivities,
  breedingBoard,
  breedingCounts,
  heatReturnLabel,
  recentBreedingActivities,
} from './breeding-board';
import { addDays } from './dates';
import type { AnimalLike } from './types';

const TODAY = '2024-06-15';
const ago = (n: number) => addDays(TODAY, -n);
const tags = (animals: readonly AnimalLike[]) => animals.map((a) => a.tag);

const cow = (tag: string, fields: Partial<AnimalLike> = {}): AnimalLike => ({ tag, type: 'Cow', status: 'active', ...fields });

describe('breeding counters', () => {
  it('active cows: cows and heifers with status active (available for breeding)', () => {
    const herd = [cow('1'), cow('2', { type: 'heifer', status: 'Active' }), cow('3', { status: 'bred' }), cow('4', { type: 'Bull' })];
    expect(breedingCounts(herd, TODAY).activeCows).toBe(2);
  });

  it('pregnant: every animal with status pregnant, in any case', () => {
    expect(breedingCounts([cow('1', { status: 'Pregnant' }), cow('2', { status: 'pregnant' }), cow('3')], TODAY).pregnant).toBe(2);
  });

  it('recently bred: bred today to 30 days ago, and still in the herd', () => {
    const herd = [
      cow('1', { breedingDate: ago(0) }),
      cow('2', { breedingDate: ago(30) }),
      cow('3', { breedingDate: ago(31) }),
      cow('4', { breedingDate: ago(-2) }),
      cow('5', { breedingDate: ago(3), status: 'sold' }),
    ];
    expect(breedingCounts(herd, TODAY).recentlyBred).toBe(2);
  });

  it('repeat breeders: 2 or more heat returns, still in the herd (needing attention)', () => {
    const herd = [cow('1', { heatReturnCount: 1 }), cow('2', { heatReturnCount: 2 }), cow('3', { heatReturnCount: 4, status: 'deceased' })];
    expect(breedingCounts(herd, TODAY).repeatBreeders).toBe(1);
  });

  it('an empty herd counts zero everywhere', () => {
    expect(breedingCounts([], TODAY)).toEqual({ activeCows: 0, pregnant: 0, recentlyBred: 0, repeatBreeders: 0 });
  });
});

describe('the tabs: which animals each lists, and in what order', () => {
  it('Heat Cycle lists the active cows and heifers in herd order (numeric tag, then name)', () => {
    const herd = [cow('10'), cow('2', { type: 'Heifer' }), cow('3', { status: 'pregnant' }), cow('4', { type: 'Steer' }), cow('1', { status: 'open' })];
    expect(tags(breedingBoard(herd, { today: TODAY }).heatCycle)).toEqual(['2', '10']);
  });

  it('Breeding lists the animals bred in the last 30 days and in the herd, latest breeding first', () => {
    const herd = [
      cow('1', { breedingDate: ago(20) }),
      cow('2', { breedingDate: ago(2) }),
      cow('3', { breedingDate: ago(40) }),
      cow('4', { breedingDate: ago(2), status: 'pregnant' }),
      cow('5', { breedingDate: ago(1), status: 'sold' }),
    ];
    expect(tags(breedingBoard(herd, { today: TODAY }).recentlyBred)).toEqual(['2', '4', '1']);
  });

  it('Pregnant lists the pregnant animals, soonest calving first, those without a date last', () => {
    const herd = [
      cow('1', { status: 'pregnant', expectedCalvingDate: '2024-12-01' }),
      cow('2', { status: 'pregnant' }),
      cow('3', { status: 'Pregnant', expectedCalvingDate: '2024-09-01' }),
      cow('4', { status: 'bred', expectedCalvingDate: '2024-08-01' }),
    ];
    expect(tags(breedingBoard(herd, { today: TODAY }).pregnant)).toEqual(['3', '1', '2']);
  });

  it('search results keep their ranking on every tab (best match first)', () => {
    const ranked = [cow('9', { breedingDate: ago(20), status: 'pregnant' }), cow('1'), cow('5', { breedingDate: ago(1), status: 'pregnant' }), cow('3')];
    const board = breedingBoard(ranked, { today: TODAY, ranked: true });
    expect(tags(board.heatCycle)).toEqual(['1', '3']);
    expect(tags(board.recentlyBred)).toEqual(['9', '5']);
    expect(tags(board.pregnant)).toEqual(['9', '5']);
  });

  it('the counters come from the same animals as the tabs', () => {
    const herd = [cow('1'), cow('2', { status: 'pregnant', breedingDate: ago(5) })];
    const board = breedingBoard(herd, { today: TODAY });
    expect(board.counts).toEqual({ activeCows: 1, pregnant: 1, recentlyBred: 1, repeatBreeders: 0 });
  });
});

describe('heat return badge', () => {
  it('"Nx Heat Return" once an animal has come back into heat; none before', () => {
    expect(heatReturnLabel(1)).toBe('1x Heat Return');
    expect(heatReturnLabel(3)).toBe('3x Heat Return');
    expect(heatReturnLabel(0)).toBeNull();
    expect(heatReturnLabel(null)).toBeNull();
  });
});

describe('breeding and heat activities', () => {
  const log = [
    { id: 'a', type: 'vaccination', cattleTag: '1', date: '2024-06-14', createdAt: '2024-06-14T08:00:00Z' },
    { id: 'b', type: 'breeding', cattleTag: '1', date: '2024-06-01', createdAt: '2024-06-01T08:00:00Z' },
    { id: 'c', type: 'heat', cattleTag: '2', date: '2024-06-10', createdAt: '2024-06-10T08:00:00Z' },
    { id: 'd', type: 'breeding', cattleTag: '3', date: '2024-06-10', createdAt: '2024-06-10T17:00:00Z' },
    { id: 'e', type: 'calving', cattleTag: '4', date: '2024-06-12', createdAt: '2024-06-12T08:00:00Z' },
  ];
  const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);

  it('the Activities tab lists only breedings and heats, newest date first, then the one logged last', () => {
    expect(ids(breedingActivities(log))).toEqual(['d', 'c', 'b']);
  });

  it('the Overview lists the 5 most recent of them', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: String(i), type: 'heat', cattleTag: '1', date: ago(i) ?? '' }));
    expect(ids(recentBreedingActivities([...many].reverse()))).toEqual(['0', '1', '2', '3', '4']);
  });

  it('a search or filter keeps the activities of the animals it shows; unknown animals drop out', () => {
    const herd = [{ tag: '1' }, { tag: '2' }, { tag: null, name: 'Daisy' }];
    const withDaisy = [...log, { id: 'f', type: 'heat', cattleTag: 'daisy', date: '2024-06-13', createdAt: '' }];
    expect(ids(activitiesOfAnimals(withDaisy, herd, [herd[0]!, herd[2]!]))).toEqual(['a', 'b', 'f']);
  });

});
