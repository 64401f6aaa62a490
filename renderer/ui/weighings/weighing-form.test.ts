import { describe, expect, it } from 'vitest';
import { HEALTH_MESSAGES } from '../../../core/schemas/health';
import { toWeighingInput, weighingForm, weighingFormValues } from './weighing-form';

/** The first message of each field, as the form shows it. */
function messages(values: Parameters<typeof toWeighingInput>[0]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const issue of weighingForm.safeParse(values).error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('the weighing form', () => {
  it('starts blank, of kind Other, on the day given', () => {
    expect(weighingFormValues('cow-1', '2026-03-01')).toEqual({ cattleId: 'cow-1', date: '2026-03-01', weight: '', kind: 'other' });
    expect(weighingFormValues('', '2026-03-01', 'weaning').kind).toBe('weaning');
  });

  it('reads the weight as typed, thousands separators and all', () => {
    expect(toWeighingInput({ ...weighingFormValues('cow-1', '2026-03-01'), weight: ' 1,250 ' }).weight).toBe(1250);
  });

  it('says the server’s words under the field: no animal, no weight, a weight that is not a number or not above 0', () => {
    const blank = weighingFormValues('', '2026-03-01');
    expect(messages(blank)).toEqual({ cattleId: HEALTH_MESSAGES.animal, weight: HEALTH_MESSAGES.weight });
    expect(messages({ ...blank, cattleId: 'cow-1', weight: 'heavy' })).toEqual({ weight: HEALTH_MESSAGES.weight });
    expect(messages({ ...blank, cattleId: 'cow-1', weight: '0' })).toEqual({ weight: HEALTH_MESSAGES.weight });
    expect(messages({ ...blank, cattleId: 'cow-1', weight: '612', date: '' })).toEqual({ date: HEALTH_MESSAGES.weighingDate });
  });

  it('passes a whole weighing', () => {
    expect(weighingForm.safeParse({ cattleId: 'cow-1', date: '2026-03-01', weight: '612.4', kind: 'weaning' }).success).toBe(true);
  });
});
