import { describe, expect, it } from 'vitest';
import { cattlePatch, type CattleRecord } from './cattle';
import {
  BREEDING_FORM_MESSAGES,
  breedingForm,
  breedingValuesOf,
  newBreedingValues,
  strawsLabel,
  toBreedingPatch,
  type BreedingFormValues,
} from './breeding-form';

const TODAY = '2025-03-01';
const filled = (changes: Partial<BreedingFormValues> = {}): BreedingFormValues => ({
  ...newBreedingValues(TODAY),
  breedingMethod: 'artificial_insemination',
  breedingSire: 'Connealy Capitalist',
  expectedCalvingDate: '2025-12-09',
  ...changes,
});

/** The form's messages per field, as react-hook-form would show them. */
function messages(values: BreedingFormValues): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of breedingForm.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0]);
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const cow: CattleRecord = {
  id: 'c1', tag: '101', name: 'Bessie', type: 'Cow', gender: 'female', breed: 'Angus', breedComposition: null,
  registrationNumber: null, pasture: 'North Pasture', birthDate: '2020-03-01', cowTag: null, sireTag: null,
  status: 'Pregnant', weight: null, birthWeight: null, breedingDate: '2025-01-10', breedingMethod: 'embryo_transfer',
  breedingSire: 'Connealy Capitalist|Tank 1', strawsUsed: 2, cameBackInHeat: true, heatReturnDate: '2025-01-02', heatReturnCount: 1,
  cowType: 'recipient', expectedCalvingDate: null, actualCalvingDate: null, weanDate: null, weanWeight: null,
  disposition: null, dispositionDate: null, salePrice: null, buyer: null, buyerContact: null, saleLocation: null,
  notes: null, meatWithdrawalUntil: null, milkWithdrawalUntil: null, createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1, updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('breeding form validation', () => {
  it('breeding date is required: "Breeding date is required"', () => {
    expect(messages(filled({ breedingDate: ' ' })).breedingDate).toEqual(['Breeding date is required']);
  });

  it('breeding method is required (AI, ET or Natural): "Breeding method is required"', () => {
    expect(messages(filled({ breedingMethod: '' })).breedingMethod).toEqual(['Breeding method is required']);
    expect(messages(filled({ breedingMethod: 'not_specified' })).breedingMethod).toEqual([BREEDING_FORM_MESSAGES.methodRequired]);
  });

  it('breeding sire is required: "Breeding sire is required"', () => {
    expect(messages(filled({ breedingSire: '   ' })).breedingSire).toEqual(['Breeding sire is required']);
  });

  it('straws or embryos used: a whole number from 1 to 10, or left empty', () => {
    expect(messages(filled({ strawsUsed: '0' })).strawsUsed).toEqual(['Straws Used must be a whole number from 1 to 10']);
    expect(messages(filled({ strawsUsed: '11' })).strawsUsed).toHaveLength(1);
    expect(messages(filled({ strawsUsed: '1.5', breedingMethod: 'embryo_transfer' })).strawsUsed).toEqual([
      'Embryos Used must be a whole number from 1 to 10',
    ]);
    expect(messages(filled({ strawsUsed: '10' }))).toEqual({});
    expect(messages(filled({ strawsUsed: '' }))).toEqual({});
  });

  it('natural service asks no straw count, so whatever the hidden field holds is not checked', () => {
    expect(messages(filled({ breedingMethod: 'natural_bull', strawsUsed: '99' }))).toEqual({});
  });

  it('status is Active or Pregnant', () => {
    expect(messages(filled({ status: 'Pregnant' }))).toEqual({});
    expect(messages(filled({ status: 'sold' })).status).toEqual(['Status must be Active or Pregnant']);
  });

  it('the API\'s own rules reach the form: a sire longer than 100 characters, a date that is no date', () => {
    expect(messages(filled({ breedingSire: 'x'.repeat(101) })).breedingSire).toEqual(['Breeding sire must be at most 100 characters']);
    expect(messages(filled({ expectedCalvingDate: '2025-02-30' })).expectedCalvingDate).toEqual([
      'Expected calving date must be a valid date (YYYY-MM-DD)',
    ]);
  });
});

describe('straws field: shown for AI ("Straws Used") and ET ("Embryos Used") only', () => {
  it('labels it by method', () => {
    expect(strawsLabel('artificial_insemination')).toBe('Straws Used');
    expect(strawsLabel('embryo_transfer')).toBe('Embryos Used');
    expect(strawsLabel('natural_bull')).toBeNull();
    expect(strawsLabel('')).toBeNull();
  });
});

describe('the save: PATCH /api/cattle/{id}', () => {
  it('sends the breeding, the status, and clears the returned-to-heat flag and date', () => {
    expect(toBreedingPatch(filled({ strawsUsed: '2', status: 'pregnant' }))).toEqual({
      breedingDate: TODAY,
      breedingMethod: 'artificial_insemination',
      breedingSire: 'Connealy Capitalist',
      strawsUsed: 2,
      status: 'pregnant',
      expectedCalvingDate: '2025-12-09',
      cameBackInHeat: false,
      heatReturnDate: null,
    });
  });

  it('straws used is null unless the method is AI or ET; an empty expected calving date is null', () => {
    expect(toBreedingPatch(filled({ breedingMethod: 'natural_bull', strawsUsed: '3', expectedCalvingDate: '' }))).toMatchObject({
      strawsUsed: null,
      expectedCalvingDate: null,
    });
  });

  it('the body is one the API takes', () => {
    expect(cattlePatch.safeParse({ id: cow.id, ...toBreedingPatch(filled()) }).success).toBe(true);
  });
});

describe('the values the form opens with', () => {
  it('a new breeding: today, one straw, status Active, nothing else chosen', () => {
    expect(newBreedingValues(TODAY)).toEqual({
      breedingDate: TODAY, breedingMethod: '', breedingSire: '', strawsUsed: '1', status: 'active', expectedCalvingDate: '',
    });
  });

  it('editing: the recorded breeding, the bull without its tank, Pregnant kept, the expected date worked out when missing', () => {
    expect(breedingValuesOf(cow)).toEqual({
      breedingDate: '2025-01-10',
      breedingMethod: 'embryo_transfer',
      breedingSire: 'Connealy Capitalist',
      strawsUsed: '2',
      status: 'pregnant',
      expectedCalvingDate: '2025-10-17',
    });
    expect(breedingValuesOf({ ...cow, status: 'bred', breedingMethod: 'not_specified', strawsUsed: null })).toMatchObject({
      status: 'active',
      breedingMethod: '',
      strawsUsed: '1',
    });
  });
});
