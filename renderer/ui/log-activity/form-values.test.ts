import { describe, expect, it } from 'vitest';
import { activityInput, type ActivityInput } from '../../../core/schemas/activities';
import { activityPayload, initialFormValues } from './form-values';

const herd = [
  { tag: '101', name: 'Bessie', pasture: 'North Range' },
  { tag: null, name: 'Daisy', pasture: 'Creek Bottom' },
];

describe('initialFormValues', () => {
  it('opens dated today, on AI with one straw, with nothing picked', () => {
    expect(initialFormValues(undefined, herd, '2026-05-01')).toEqual({
      type: '',
      cattleTag: '',
      date: '2026-05-01',
      pasture: '',
      breedingMethod: 'artificial_insemination',
      breedingSire: '',
      strawsUsed: 1,
      notes: '',
    });
  });

  it('puts a named animal in its own pasture, unless a pasture is given', () => {
    expect(initialFormValues({ type: 'breeding', cattleTag: 'daisy' }, herd, '2026-05-01')).toMatchObject({ type: 'breeding', cattleTag: 'daisy', pasture: 'Creek Bottom' });
    expect(initialFormValues({ cattleTag: '101', pasture: 'Home Lot' }, herd, '2026-05-01').pasture).toBe('Home Lot');
  });
});

describe('activityPayload', () => {
  const values: ActivityInput = {
    type: 'breeding',
    cattleTag: '101',
    date: '2026-05-01',
    pasture: 'North Range',
    breedingMethod: 'artificial_insemination',
    breedingSire: 'Connealy Capitalist|Tank 1',
    strawsUsed: 2,
    notes: '',
  };

  it('sends an AI breeding with its tank pick and straws, which the API accepts', () => {
    const payload = activityPayload(values);
    expect(payload).toMatchObject({ breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist|Tank 1', strawsUsed: 2 });
    expect(activityInput.parse(payload)).toMatchObject({ type: 'breeding', notes: null, strawsUsed: 2 });
  });

  it('sends no straws for natural service', () => {
    expect(activityPayload({ ...values, breedingMethod: 'natural_bull', breedingSire: 'Big Red' })).toMatchObject({ breedingSire: 'Big Red', strawsUsed: null });
  });

  it('drops the breeding details the form kept from another type', () => {
    expect(activityPayload({ ...values, type: 'vaccination', notes: 'Scour guard' })).toMatchObject({
      type: 'vaccination',
      notes: 'Scour guard',
      breedingMethod: null,
      breedingSire: null,
      strawsUsed: null,
    });
  });
});
