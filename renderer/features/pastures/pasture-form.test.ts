import { describe, expect, it } from 'vitest';
import { PASTURE_MESSAGES } from '../../../core/schemas/pastures';
import { pastureForm, pastureFormValues, toPastureInput, type PastureFormValues } from './pasture-form';

const values = (overrides: Partial<PastureFormValues> = {}): PastureFormValues => ({ name: 'North Meadow', description: '', capacity: '', ...overrides });

/** The form's message for each field it refuses. */
function messages(form: PastureFormValues): Record<string, string> {
  const issues = pastureForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Pasture form', () => {
  it('sends a trimmed name, a blank description and capacity as null, and a typed capacity as a number', () => {
    expect(toPastureInput(values({ name: '  North Meadow ', description: '  ', capacity: '' }))).toEqual({ name: 'North Meadow', description: null, capacity: null });
    expect(toPastureInput(values({ description: ' Creek side ', capacity: '1,200' }))).toEqual({ name: 'North Meadow', description: 'Creek side', capacity: 1200 });
  });

  it('opens empty for a new pasture and with the saved values for an edit', () => {
    expect(pastureFormValues(null)).toEqual({ name: '', description: '', capacity: '' });
    const saved = { id: 'p1', name: 'Calving Lot', description: null, capacity: 40, createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1 };
    expect(pastureFormValues(saved)).toEqual({ name: 'Calving Lot', description: '', capacity: '40' });
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(values({ name: '   ' }))).toEqual({ name: PASTURE_MESSAGES.nameRequired });
    expect(messages(values({ capacity: '2.5' }))).toEqual({ capacity: 'Capacity must be a whole number of head' });
    expect(messages(values({ capacity: '-1' }))).toEqual({ capacity: 'Capacity cannot be negative' });
    expect(messages(values({ capacity: 'lots' }))).toEqual({ capacity: 'Capacity must be a number' });
    expect(messages(values({ capacity: '0' }))).toEqual({});
  });
});
