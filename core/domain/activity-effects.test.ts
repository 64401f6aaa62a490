import { describe, expect, it } from 'vitest';
import { activityChanges, type AnimalBreedingState } from './activity-effects';

const cow: AnimalBreedingState = { pasture: 'North', status: 'active', breedingDate: null, heatReturnDate: null, heatReturnCount: 0 };
const bred: AnimalBreedingState = { ...cow, status: 'bred', breedingDate: '2026-05-01' };

describe('what an activity changes on its animal', () => {
  it('a breeding sets date, method, sire (the bull of a tank pick), straws and expected calving; status bred; heat flag cleared', () => {
    const returned = { ...bred, status: 'active', heatReturnDate: '2026-05-22', heatReturnCount: 1 };
    const changes = activityChanges(
      { type: 'breeding', date: '2026-06-12', breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist|Tank 1', strawsUsed: 2 },
      returned,
    );
    expect(changes).toEqual({
      breedingDate: '2026-06-12',
      breedingMethod: 'artificial_insemination',
      breedingSire: 'Connealy Capitalist',
      strawsUsed: 2,
      expectedCalvingDate: '2027-03-22',
      status: 'bred',
      cameBackInHeat: false,
      heatReturnDate: null,
    });
  });

  it('an embryo transfer is due 280 days on; natural service and no method 283', () => {
    expect(activityChanges({ type: 'breeding', date: '2026-01-01', breedingMethod: 'embryo_transfer' }, cow)?.expectedCalvingDate).toBe('2026-10-08');
    expect(activityChanges({ type: 'breeding', date: '2026-01-01', breedingMethod: 'natural_bull', breedingSire: 'Big Red' }, cow)).toMatchObject({
      expectedCalvingDate: '2026-10-11',
      breedingSire: 'Big Red',
    });
    expect(activityChanges({ type: 'breeding', date: '2026-01-01' }, cow)?.expectedCalvingDate).toBe('2026-10-11');
  });

  it('a breeding older than the one on record leaves the animal as it is', () => {
    expect(activityChanges({ type: 'breeding', date: '2026-04-01', breedingMethod: 'natural_bull' }, bred)).toBeNull();
  });

  it('a heat after a breeding: returned to heat on that date, count + 1, open again (active), no calving expected', () => {
    expect(activityChanges({ type: 'heat', date: '2026-05-22' }, bred)).toEqual({
      cameBackInHeat: true,
      heatReturnDate: '2026-05-22',
      heatReturnCount: 1,
      status: 'active',
      expectedCalvingDate: null,
    });
  });

  it('each breeding fails once: a second heat before the next breeding moves the date, not the count', () => {
    const returned = { ...bred, status: 'active', heatReturnDate: '2026-05-22', heatReturnCount: 1 };
    expect(activityChanges({ type: 'heat', date: '2026-06-12' }, returned)).toMatchObject({ heatReturnDate: '2026-06-12', heatReturnCount: 1 });
    expect(activityChanges({ type: 'heat', date: '2026-05-20' }, returned)).toBeNull();
    // Bred again after that return: the next heat is the second return, a repeat breeder.
    const rebred = { ...returned, breedingDate: '2026-06-12', status: 'bred' };
    expect(activityChanges({ type: 'heat', date: '2026-07-03' }, rebred)).toMatchObject({ heatReturnCount: 2 });
  });

  it('a heat with no breeding before it changes nothing', () => {
    expect(activityChanges({ type: 'heat', date: '2026-05-22' }, cow)).toBeNull();
    expect(activityChanges({ type: 'heat', date: '2026-05-01' }, bred)).toBeNull();
  });

  it('a movement moves the animal to the activity’s pasture', () => {
    expect(activityChanges({ type: 'movement', date: '2026-05-01', pasture: 'Creek Bottom' }, cow)).toEqual({ pasture: 'Creek Bottom' });
    expect(activityChanges({ type: 'movement', date: '2026-05-01', pasture: 'North' }, cow)).toBeNull();
  });

  it('a weaning sets the wean date', () => {
    expect(activityChanges({ type: 'weaning', date: '2026-09-15', pasture: 'North' }, cow)).toEqual({ weanDate: '2026-09-15' });
  });

  it('a calving sets the calving date; a bred or pregnant dam is then active', () => {
    expect(activityChanges({ type: 'calving', date: '2027-02-10' }, { ...bred, status: 'pregnant' })).toEqual({ actualCalvingDate: '2027-02-10', status: 'active' });
    expect(activityChanges({ type: 'calving', date: '2027-02-10' }, cow)).toEqual({ actualCalvingDate: '2027-02-10' });
    expect(activityChanges({ type: 'calving', date: '2026-02-10' }, { ...cow, actualCalvingDate: '2027-02-10' })).toBeNull();
  });

  it('vaccinations, health checks and other activities change nothing', () => {
    for (const type of ['vaccination', 'health-check', 'other'] as const) expect(activityChanges({ type, date: '2026-05-01', pasture: 'Creek' }, cow)).toBeNull();
  });
});
