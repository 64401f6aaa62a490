import { describe, expect, it } from 'vitest';
import {
  CATTLE_TYPES,
  isBreedingFemale,
  normaliseType,
  sexOfType,
  sexToKeep,
  suggestedTypesByAge,
  typeHint,
  typesOfferedByAge,
} from './cattle-types';

describe('cattle types (any case in, capitalised out; the types offered by age)', () => {
  it('types: Cow, Bull, Steer, Heifer, Calf', () => {
    expect(CATTLE_TYPES).toEqual(['Cow', 'Bull', 'Steer', 'Heifer', 'Calf']);
  });

  it('normaliseType: any case → capitalised; unknown or empty → null', () => {
    expect(normaliseType('cow')).toBe('Cow');
    expect(normaliseType(' HEIFER ')).toBe('Heifer');
    expect(normaliseType('Calf')).toBe('Calf');
    expect(normaliseType('ox')).toBeNull();
    expect(normaliseType('')).toBeNull();
    expect(normaliseType(null)).toBeNull();
  });

  it('allowed types: under 8 months → Calf first, all five appended', () => {
    expect(typesOfferedByAge(7, null)).toEqual(['Calf', 'Cow', 'Bull', 'Steer', 'Heifer']);
    expect(suggestedTypesByAge(0)).toEqual(['Calf']);
  });

  it('allowed types: under 8 months the current type is still listed first', () => {
    expect(typesOfferedByAge(7, 'heifer')).toEqual(['Heifer', 'Calf', 'Cow', 'Bull', 'Steer']);
  });

  it('allowed types: 8 to under 15 months, current Calf → Calf, Heifer, Steer first', () => {
    expect(typesOfferedByAge(8, 'Calf')).toEqual(['Calf', 'Heifer', 'Steer', 'Cow', 'Bull']);
    expect(typesOfferedByAge(14, 'Calf')).toEqual(['Calf', 'Heifer', 'Steer', 'Cow', 'Bull']);
  });

  it('allowed types: 8 to under 15 months, other current type → only it suggested', () => {
    expect(suggestedTypesByAge(8, 'Bull')).toEqual(['Bull']);
    expect(suggestedTypesByAge(14, null)).toEqual([]);
    expect(typesOfferedByAge(10, 'Bull')).toEqual(['Bull', 'Cow', 'Steer', 'Heifer', 'Calf']);
  });

  it('allowed types: 15 months or more, Calf or Heifer → Cow and Heifer', () => {
    expect(typesOfferedByAge(15, 'Calf')).toEqual(['Calf', 'Cow', 'Heifer', 'Bull', 'Steer']);
    expect(typesOfferedByAge(15, 'Heifer')).toEqual(['Heifer', 'Cow', 'Bull', 'Steer', 'Calf']);
    expect(suggestedTypesByAge(14, 'Heifer')).toEqual(['Heifer']);
  });

  it('allowed types: 15 months or more, Steer → Steer', () => {
    expect(suggestedTypesByAge(15, 'Steer')).toEqual(['Steer']);
    expect(typesOfferedByAge(30, 'steer')).toEqual(['Steer', 'Cow', 'Bull', 'Heifer', 'Calf']);
  });

  it('allowed types: 15 months or more, otherwise → Cow, Bull, Steer', () => {
    expect(suggestedTypesByAge(15, 'Cow')).toEqual(['Cow', 'Bull', 'Steer']);
    expect(typesOfferedByAge(40, null)).toEqual(['Cow', 'Bull', 'Steer', 'Heifer', 'Calf']);
    expect(typesOfferedByAge(40, 'Bull')).toEqual(['Bull', 'Cow', 'Steer', 'Heifer', 'Calf']);
  });

  it('allowed types: never a duplicate, always all five', () => {
    for (const age of [0, 7, 8, 14, 15, 50]) {
      for (const type of [null, ...CATTLE_TYPES]) {
        const offered = typesOfferedByAge(age, type);
        expect(new Set(offered).size).toBe(5);
        expect(offered).toHaveLength(5);
      }
    }
  });

  it('hint: Calf of 8 months or more is ready to become a Heifer or Steer (7 → none)', () => {
    expect(typeHint('Calf', 8)).toBe('Ready to become a Heifer or Steer');
    expect(typeHint('calf', 7)).toBeNull();
  });

  it('hint: Heifer of 15 months or more can become a Cow when bred (14 → none)', () => {
    expect(typeHint('Heifer', 15)).toBe('Can become a Cow when bred');
    expect(typeHint('Heifer', 14)).toBeNull();
    expect(typeHint('Cow', 40)).toBeNull();
  });
});

describe('breeding females: cows and heifers', () => {
  it('are Cow and Heifer in any case; bulls, steers and calves are not', () => {
    expect(['Cow', 'heifer', ' COW '].map(isBreedingFemale)).toEqual([true, true, true]);
    expect(['Bull', 'Steer', 'Calf', '', null].map(isBreedingFemale)).toEqual([false, false, false, false, false]);
  });
});

describe('the sex a type says', () => {
  it('cows and heifers are female, bulls and steers male; a calf says none', () => {
    expect(['cow', 'Heifer', 'Bull', 'STEER', 'Calf', null].map(sexOfType)).toEqual(['female', 'female', 'male', 'male', null, null]);
  });

  it('a sex the type already says is not kept; any other is', () => {
    expect(sexToKeep('Cow', 'female')).toBeNull();
    expect(sexToKeep('Steer', 'male')).toBeNull();
    expect(sexToKeep('Cow', 'male')).toBe('male');
    expect(sexToKeep('Calf', 'female')).toBe('female');
    expect(sexToKeep('Bull', null)).toBeNull();
  });
});
