import { describe, expect, it } from 'vitest';
import { addDays, pastureGroup, pastureHerdCounts, type AnimalLike } from '../../../core/domain';
import { cattleByPasture, matchesPastureTab, pastureTabCounts } from './pasture-herd';

const TODAY = '2025-06-15';
const daysOld = (days: number) => addDays(TODAY, -days);

const HERD: AnimalLike[] = [
  { tag: '1', type: 'Bull', birthDate: '2019-01-01' },
  { tag: '2', type: 'Cow', birthDate: '2018-03-01', cowType: 'donor' },
  { tag: '3', type: 'Cow', birthDate: '2018-03-01', cowType: 'Recipient' },
  { tag: '4', type: 'heifer', birthDate: daysOld(400), cowType: 'regular' },
  { tag: '5', type: 'Calf', birthDate: daysOld(90) },
  { tag: '6', type: 'Calf' },
  { tag: '7', type: 'Bull', birthDate: daysOld(200) },
  { tag: '8', type: 'Steer', birthDate: '2022-04-01' },
  { tag: '9', type: 'Cow', birthDate: '2017-04-01', status: 'sold', cowType: 'donor' },
  { tag: '10', type: 'Bull', status: 'Deceased' },
  { tag: '11', type: 'Heifer', birthDate: daysOld(365), cowType: 'donor' },
];

const tagsIn = (tab: Parameters<typeof matchesPastureTab>[1]) =>
  HERD.filter((animal) => matchesPastureTab(animal, tab, TODAY)).map((animal) => animal.tag);

describe('the pasture groups', () => {
  it('a calf is type Calf or under 12 months old: 365 days is a calf, 366 is not', () => {
    expect(pastureGroup({ type: 'Calf' }, TODAY)).toBe('calf');
    expect(pastureGroup({ type: 'Heifer', birthDate: daysOld(365) }, TODAY)).toBe('calf');
    expect(pastureGroup({ type: 'Heifer', birthDate: daysOld(366) }, TODAY)).toBe('cow');
  });

  it('a grown bull is a bull, cows and heifers are cows, a steer is neither', () => {
    expect(pastureGroup({ type: 'bull', birthDate: '2019-01-01' }, TODAY)).toBe('bull');
    expect(pastureGroup({ type: 'Cow' }, TODAY)).toBe('cow');
    expect(pastureGroup({ type: 'Steer', birthDate: '2022-04-01' }, TODAY)).toBe('other');
  });
});

describe("the 'Cattle in …' tabs", () => {
  it('All lists the herd on the pasture: sold and deceased animals are off it', () => {
    expect(tagsIn('all')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '11']);
  });

  it('Bulls, Cows and Calves split the herd as the card counts it; a steer is only in All', () => {
    expect(tagsIn('bulls')).toEqual(['1']);
    expect(tagsIn('cows')).toEqual(['2', '3', '4']);
    expect(tagsIn('calves')).toEqual(['5', '6', '7', '11']);
  });

  it('Donors and Recipients are the cows of that cow type, in any case; a donor heifer calf is a calf', () => {
    expect(tagsIn('donors')).toEqual(['2']);
    expect(tagsIn('recipients')).toEqual(['3']);
  });

  it("each tab's count matches the card's Bulls, Cows, Calves and Total", () => {
    const counts = pastureTabCounts(HERD, TODAY);
    const card = pastureHerdCounts(HERD, TODAY);
    expect(counts).toEqual({ all: 9, bulls: 1, cows: 3, donors: 1, recipients: 1, calves: 4 });
    expect([counts.bulls, counts.cows, counts.calves, counts.all]).toEqual([card.bulls, card.cows, card.calves, card.total]);
  });
});

describe('cattle by pasture', () => {
  it('groups every record under the pasture name it carries, sold ones included, in herd order', () => {
    const byName = cattleByPasture([
      { id: 'a', pasture: 'North Meadow', status: 'active' },
      { id: 'b', pasture: 'Imported', status: 'active' },
      { id: 'c', pasture: 'North Meadow', status: 'sold' },
    ]);
    expect(byName.get('North Meadow')?.map((animal) => animal.id)).toEqual(['a', 'c']);
    expect(byName.get('Imported')?.map((animal) => animal.id)).toEqual(['b']);
    expect(byName.get('South Hay Meadow')).toBeUndefined();
  });
});
