import { describe, expect, it } from 'vitest';
import { activitiesOfYear, matchesActivitySearch, searchActivities } from './activity-log';

const log = [
  { id: 'a', type: 'breeding', cattleTag: '101', date: '2026-04-02', pasture: 'North Range', breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist|Tank 1', notes: null },
  { id: 'b', type: 'movement', cattleTag: '101', date: '2026-01-15', pasture: 'Creek Bottom', notes: 'Pair moved out' },
  { id: 'c', type: 'vaccination', cattleTag: 'Daisy', date: '2025-12-30', pasture: null, notes: 'Scour guard' },
];

describe('activitiesOfYear', () => {
  it('keeps the activities dated in the year, in the log order', () => {
    expect(activitiesOfYear(log, 2026).map((a) => a.id)).toEqual(['a', 'b']);
    expect(activitiesOfYear(log, 2025).map((a) => a.id)).toEqual(['c']);
    expect(activitiesOfYear(log, 2024)).toEqual([]);
  });

  it('keeps every activity for null (all years)', () => {
    expect(activitiesOfYear(log, null).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('matchesActivitySearch', () => {
  const [breeding, movement, vaccination] = log as [(typeof log)[0], (typeof log)[1], (typeof log)[2]];

  it('finds the animal, the pasture and the notes, in any case', () => {
    expect(matchesActivitySearch(vaccination, 'daisy')).toBe(true);
    expect(matchesActivitySearch(movement, 'creek')).toBe(true);
    expect(matchesActivitySearch(vaccination, 'SCOUR')).toBe(true);
  });

  it('finds the type and the method as the screen shows them', () => {
    expect(matchesActivitySearch(movement, 'pasture movement')).toBe(true);
    expect(matchesActivitySearch(breeding, 'AI')).toBe(true);
  });

  it('finds the sire bull but not the tank it was drawn from', () => {
    expect(matchesActivitySearch(breeding, 'capitalist')).toBe(true);
    expect(matchesActivitySearch(breeding, 'tank 1')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(searchActivities(log, '  ')).toHaveLength(3);
    expect(searchActivities(log, '101').map((a) => a.id)).toEqual(['a', 'b']);
  });
});
