import { describe, expect, it } from 'vitest';
import { SEMEN_MESSAGES } from '../../../../core/schemas/semen';
import { caneForm, caneFormValues, toCaneInput, type CaneFormValues } from './cane-form';

const values = (overrides: Partial<CaneFormValues> = {}): CaneFormValues => ({ ...caneFormValues(null, 't1'), caneNumber: '1', ...overrides });

function messages(form: CaneFormValues): Record<string, string> {
  const issues = caneForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Add/Edit Cane form', () => {
  it('opens in the tank it was added from, holding 15 straws, offered the number after its canes', () => {
    expect(caneFormValues(null, 't1')).toEqual({ tankId: 't1', caneNumber: '1', label: '', capacity: '15', notes: '' });
    expect(caneFormValues(null, 't1', [{ caneNumber: '1' }, { caneNumber: '4' }]).caneNumber).toBe('5');
    expect(caneFormValues(null, null)).toMatchObject({ tankId: '', caneNumber: '' });
  });

  it('opens an edit with the saved values', () => {
    const saved = { id: 'c1', tankId: 't2', caneNumber: '3', label: 'Red Angus', capacity: 12, notes: null, createdAt: '2025-01-01T00:00:00.000Z', createdBy: null, updatedBy: null, version: 1 };
    expect(caneFormValues(saved, 't1')).toEqual({ tankId: 't2', caneNumber: '3', label: 'Red Angus', capacity: '12', notes: '' });
  });

  it('sends a trimmed cane number, blanks as null and the capacity as a number', () => {
    expect(toCaneInput(values({ caneNumber: ' 2 ', label: ' ', capacity: '' }))).toEqual({ tankId: 't1', caneNumber: '2', label: null, capacity: null, notes: null });
    expect(toCaneInput(values({ label: 'Hereford', capacity: '20' }))).toMatchObject({ label: 'Hereford', capacity: 20 });
  });

  it("refuses a missing tank or cane number in the server's words", () => {
    expect(messages(values({ tankId: '', caneNumber: ' ' }))).toEqual({ tankId: SEMEN_MESSAGES.tankRequired, caneNumber: SEMEN_MESSAGES.caneNumberRequired });
    expect(messages(values())).toEqual({});
  });
});
