import { describe, expect, it } from 'vitest';
import { MAX_TREATED_ANIMALS } from '../../../core/domain/constants';
import { HEALTH_MESSAGES } from '../../../core/schemas/health';
import { toTreatmentInput, treatForm, treatFormValues, withdrawalDaysOf, type TreatFormValues } from './treat-form';

const TODAY = '2026-06-15';
const values = (overrides: Partial<TreatFormValues> = {}): TreatFormValues => ({ ...treatFormValues(['a1', 'a2'], TODAY), ...overrides });

/** The form's message for each field it refuses: the first, as the form shows it. */
function messages(form: TreatFormValues): Record<string, string> {
  const issues = treatForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Treat form', () => {
  it('opens on the chosen animals, dated today, with nothing given yet', () => {
    expect(treatFormValues(['a1'], TODAY)).toMatchObject({ cattleIds: ['a1'], date: TODAY, medicineId: '', product: '', meatWithdrawalDays: '' });
  });

  it('a cabinet medicine is sent by id, without the typed product, with the days as numbers', () => {
    expect(toTreatmentInput(values({ medicineId: 'm1', product: 'left over', meatWithdrawalDays: '18', milkWithdrawalDays: '0', dose: ' 7.5 ml ', route: 'SC' }))).toEqual({
      cattleIds: ['a1', 'a2'],
      date: TODAY,
      medicineId: 'm1',
      product: null,
      dose: '7.5 ml',
      route: 'SC',
      reason: null,
      meatWithdrawalDays: 18,
      milkWithdrawalDays: 0,
      notes: null,
    });
  });

  it('a product outside the cabinet is sent by name; blank days are left to the server (none)', () => {
    expect(toTreatmentInput(values({ product: ' Pinkeye spray ', reason: 'Pinkeye' }))).toMatchObject({
      medicineId: null,
      product: 'Pinkeye spray',
      reason: 'Pinkeye',
      meatWithdrawalDays: null,
      milkWithdrawalDays: null,
    });
  });

  it('choosing a medicine fills in its days, for the person to change; none chosen clears them', () => {
    expect(withdrawalDaysOf({ meatWithdrawalDays: 28, milkWithdrawalDays: 4 })).toEqual({ meatWithdrawalDays: '28', milkWithdrawalDays: '4' });
    expect(withdrawalDaysOf(undefined)).toEqual({ meatWithdrawalDays: '', milkWithdrawalDays: '' });
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(values())).toEqual({ product: HEALTH_MESSAGES.product });
    expect(messages(values({ product: 'Draxxin', cattleIds: [] }))).toEqual({ cattleIds: HEALTH_MESSAGES.animals });
    const tooMany = Array.from({ length: MAX_TREATED_ANIMALS + 1 }, (_, i) => `a${i}`);
    expect(messages(values({ product: 'Draxxin', cattleIds: tooMany }))).toEqual({ cattleIds: HEALTH_MESSAGES.animals });
    expect(messages(values({ product: 'Draxxin', date: '' }))).toEqual({ date: HEALTH_MESSAGES.treatmentDate });
    expect(messages(values({ product: 'Draxxin', meatWithdrawalDays: '1.5' }))).toEqual({ meatWithdrawalDays: 'Meat withdrawal days must be a whole number of days' });
    expect(messages(values({ medicineId: 'm1' }))).toEqual({});
  });
});
