import { describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES } from '../../../core/schemas/health';
import { medicineForm, medicineFormValues, toMedicineInput, type MedicineFormValues } from './medicine-form';

const values = (overrides: Partial<MedicineFormValues> = {}): MedicineFormValues => ({
  name: 'Draxxin',
  kind: 'antibiotic',
  meatWithdrawalDays: '18',
  milkWithdrawalDays: '',
  unit: '',
  notes: '',
  ...overrides,
});

/** The form's message for each field it refuses. */
function messages(form: MedicineFormValues): Record<string, string> {
  const issues = medicineForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Medicine form', () => {
  it('sends a trimmed name, the days as numbers, and blanks as null (the server makes blank days 0)', () => {
    expect(toMedicineInput(values({ name: '  LA-200 ', unit: ' ml ', notes: '  ' }))).toEqual({
      name: 'LA-200',
      kind: 'antibiotic',
      meatWithdrawalDays: 18,
      milkWithdrawalDays: null,
      unit: 'ml',
      notes: null,
    });
  });

  it('opens as Other with nothing filled for a new medicine, and with the saved values for an edit', () => {
    expect(medicineFormValues(null)).toEqual(values({ name: '', kind: 'other', meatWithdrawalDays: '' }));
    const saved = {
      id: 'm1',
      name: 'Banamine',
      kind: 'anti-inflammatory',
      meatWithdrawalDays: 4,
      milkWithdrawalDays: 3,
      unit: 'ml',
      notes: null,
      createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 2,
    };
    expect(medicineFormValues(saved)).toEqual(values({ name: 'Banamine', kind: 'anti-inflammatory', meatWithdrawalDays: '4', milkWithdrawalDays: '3', unit: 'ml' }));
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(values({ name: '  ' }))).toEqual({ name: HEALTH_MESSAGES.medicineName });
    expect(messages(values({ meatWithdrawalDays: '2.5' }))).toEqual({ meatWithdrawalDays: 'Meat withdrawal days must be a whole number of days' });
    expect(messages(values({ milkWithdrawalDays: '-1' }))).toEqual({ milkWithdrawalDays: 'Milk withdrawal days cannot be negative' });
    expect(messages(values({ meatWithdrawalDays: 'lots' }))).toEqual({ meatWithdrawalDays: 'Meat withdrawal days must be a number' });
    expect(messages(values({ kind: 'potion' }))).toEqual({ kind: HEALTH_MESSAGES.medicineKind });
    expect(messages(values())).toEqual({});
  });
});
