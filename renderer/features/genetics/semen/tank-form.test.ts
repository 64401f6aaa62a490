import { describe, expect, it } from 'vitest';
import { SEMEN_MESSAGES, type SemenTankRecord } from '../../../../core/schemas/semen';
import { tankForm, tankFormValues, toTankInput, type TankFormValues } from './tank-form';

const values = (overrides: Partial<TankFormValues> = {}): TankFormValues => ({ ...tankFormValues(null), name: 'Tank C', ...overrides });

function messages(form: TankFormValues): Record<string, string> {
  const issues = tankForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Semen Tank form', () => {
  it('opens as a liquid nitrogen tank of 6 canes, with nothing else filled in', () => {
    expect(tankFormValues(null)).toEqual({ name: '', tankType: 'liquid_nitrogen', capacity: '6', location: '', storageTankId: '', description: '', notes: '' });
  });

  it('sends trimmed text, blanks as null, the capacity as a number and no storage tank as null', () => {
    expect(toTankInput(values({ name: ' Tank C ', location: ' ', capacity: '8', notes: ' Spare ' }))).toEqual({
      name: 'Tank C',
      tankType: 'liquid_nitrogen',
      capacity: 8,
      location: null,
      storageTankId: null,
      description: null,
      notes: 'Spare',
    });
    expect(toTankInput(values({ capacity: '', storageTankId: 'st-1' }))).toMatchObject({ capacity: null, storageTankId: 'st-1' });
  });

  it('opens an edit with the saved values', () => {
    const saved: SemenTankRecord = {
      id: 't1',
      storageTankId: 'st-1',
      name: 'Tank A',
      description: null,
      tankType: 'dry_shipper',
      capacity: 10,
      location: 'Barn',
      notes: null,
      createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
      remainingStraws: 5,
    };
    expect(tankFormValues(saved)).toEqual({ name: 'Tank A', tankType: 'dry_shipper', capacity: '10', location: 'Barn', storageTankId: 'st-1', description: '', notes: '' });
  });

  it("refuses what the server refuses, in the server's words", () => {
    expect(messages(values({ name: '  ' }))).toEqual({ name: SEMEN_MESSAGES.tankNameRequired });
    expect(messages(values({ capacity: 'six' }))).toEqual({ capacity: 'Capacity must be a number' });
    expect(messages(values({ capacity: '0' }))).toEqual({ capacity: 'Capacity must be at least 1' });
    expect(messages(values())).toEqual({});
  });
});
