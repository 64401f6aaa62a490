import { describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES } from '../../../../core/schemas/health';
import { checkForm, CHOOSE_RESULT, newCheckValues, toCheckInput, type CheckFormValues } from './check-form';

const values = (overrides: Partial<CheckFormValues> = {}): CheckFormValues => ({ ...newCheckValues('2026-11-20', 'c1'), result: 'pregnant', ...overrides });

/** The form's message for each field it refuses. */
function messages(form: CheckFormValues): Record<string, string> {
  const issues = checkForm.safeParse(form).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the Pregnancy Check form', () => {
  it('opens dated today on the cow it was opened for, or on none, with no result chosen', () => {
    expect(newCheckValues('2026-11-20', 'c1')).toEqual({ cattleId: 'c1', date: '2026-11-20', result: '', method: '', daysPregnant: '', notes: '' });
    expect(newCheckValues('2026-11-20', null).cattleId).toBe('');
  });

  it('sends days pregnant as a number with a pregnant result, and blank method and notes as null', () => {
    expect(toCheckInput(values({ daysPregnant: '60', notes: '  ' }))).toEqual({ cattleId: 'c1', date: '2026-11-20', result: 'pregnant', method: null, daysPregnant: 60, notes: null });
    expect(toCheckInput(values({ method: 'ultrasound', daysPregnant: '' })).method).toBe('ultrasound');
  });

  it('drops days pregnant from an open or recheck result, even when typed before the result changed', () => {
    expect(toCheckInput(values({ result: 'open', daysPregnant: '60' })).daysPregnant).toBeNull();
    expect(toCheckInput(values({ result: 'recheck', daysPregnant: 'abc' })).daysPregnant).toBeNull();
    expect(messages(values({ result: 'open', daysPregnant: 'abc' }))).toEqual({});
  });

  it('asks for the result while none is chosen, in words rather than the API values', () => {
    expect(messages(values({ result: '' }))).toEqual({ result: CHOOSE_RESULT });
  });

  it("refuses what the server refuses, in the server's words, under the field", () => {
    expect(messages(values({ cattleId: '' }))).toEqual({ cattleId: HEALTH_MESSAGES.animal });
    expect(messages(values({ date: '' }))).toEqual({ date: HEALTH_MESSAGES.checkDate });
    expect(messages(values({ daysPregnant: '301' }))).toEqual({ daysPregnant: HEALTH_MESSAGES.daysPregnant });
    expect(messages(values({ daysPregnant: '4.5' }))).toEqual({ daysPregnant: HEALTH_MESSAGES.daysPregnant });
    expect(messages(values({ daysPregnant: '300' }))).toEqual({});
  });
});
