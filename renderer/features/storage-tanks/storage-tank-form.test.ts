import { describe, expect, it } from 'vitest';
import { STORAGE_TANK_MESSAGES } from '../../../core/schemas/storage-tanks';
import { storageTankForm, storageTankFormValues, toStorageTankInput, type StorageTankFormValues } from './storage-tank-form';

const values = (overrides: Partial<StorageTankFormValues> = {}): StorageTankFormValues => ({
  name: 'Barn Nitrogen Tank',
  type: 'liquid_nitrogen',
  capacity: '',
  location: '',
  temperature: '',
  notes: '',
  ...overrides,
});

/** The form's message for each field it refuses. */
function messages(form: StorageTankFormValues): Record<string, string> {
  const issues = storageTankForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Storage Tank form', () => {
  it('sends a trimmed name, blanks as null, and a typed capacity as a number', () => {
    expect(toStorageTankInput(values({ name: '  Dry Shipper ', type: 'dry_shipper', location: '  ' }))).toEqual({
      name: 'Dry Shipper',
      type: 'dry_shipper',
      capacity: null,
      location: null,
      temperature: null,
      notes: null,
    });
    expect(toStorageTankInput(values({ capacity: '1,200', location: ' Shop ', temperature: '-196°C', notes: 'Fill monthly' }))).toMatchObject({
      capacity: 1200,
      location: 'Shop',
      temperature: '-196°C',
      notes: 'Fill monthly',
    });
  });

  it('opens as a liquid nitrogen tank for a new tank and with the saved values for an edit', () => {
    expect(storageTankFormValues(null)).toEqual(values({ name: '' }));
    const saved = {
      id: 't1',
      name: 'Shop Freezer',
      type: 'freezer',
      capacity: 40,
      location: 'Shop',
      temperature: null,
      notes: null,
      createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1,
    };
    expect(storageTankFormValues(saved)).toEqual(values({ name: 'Shop Freezer', type: 'freezer', capacity: '40', location: 'Shop' }));
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(values({ name: '   ' }))).toEqual({ name: STORAGE_TANK_MESSAGES.nameRequired });
    expect(messages(values({ capacity: '2.5' }))).toEqual({ capacity: 'Capacity must be a whole number' });
    expect(messages(values({ capacity: '-1' }))).toEqual({ capacity: 'Capacity cannot be negative' });
    expect(messages(values({ capacity: 'lots' }))).toEqual({ capacity: 'Capacity must be a number' });
    expect(messages(values({ capacity: '0' }))).toEqual({});
  });
});
