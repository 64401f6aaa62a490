import { z } from 'zod';
import type { PregnancyResult } from '../../../../core/domain';
import { numberOrNull, textOrNull } from '../../../../core/schemas/form-text';
import { pregnancyCheckInput, type PregnancyCheckInput } from '../../../../core/schemas/health';

// The Pregnancy Check form holds text; toCheckInput makes the API's values, and the form is checked
// by running that result through pregnancyCheckInput, so its messages are the server's own. The one
// message of its own is for a result not chosen yet, which the API never sees.

const checkFormShape = { cattleId: z.string(), date: z.string(), result: z.string(), method: z.string(), daysPregnant: z.string(), notes: z.string() };

export type CheckFormValues = z.input<typeof checkForm>;

export const CHECK_FORM_FIELDS = ['cattleId', 'date', 'result', 'method', 'daysPregnant', 'notes'] as const satisfies readonly (keyof CheckFormValues)[];

export const CHOOSE_RESULT = 'Choose the result: Pregnant, Open or Recheck';

/** Dated today, on the cow it was opened for (or none, to pick), the result still to choose. */
export function newCheckValues(today: string, cattleId: string | null): CheckFormValues {
  return { cattleId: cattleId ?? '', date: today, result: '', method: '', daysPregnant: '', notes: '' };
}

/** Days pregnant go with a pregnant result only: an open cow or a recheck carries no count. */
export function toCheckInput(values: CheckFormValues): PregnancyCheckInput {
  return {
    cattleId: values.cattleId,
    date: values.date,
    result: values.result as PregnancyResult,
    method: values.method === '' ? null : values.method,
    daysPregnant: values.result === 'pregnant' ? numberOrNull(values.daysPregnant) : null,
    notes: textOrNull(values.notes),
  };
}

/** Each field's first message: an empty date is "required", not also "not a valid date". */
export const checkForm = z.object(checkFormShape).superRefine((values, ctx) => {
  const marked = new Set<string>();
  const mark = (field: string, message: string) => {
    if (marked.has(field)) return;
    marked.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (values.result === '') mark('result', CHOOSE_RESULT);
  for (const issue of pregnancyCheckInput.safeParse(toCheckInput(values)).error?.issues ?? []) {
    const field = CHECK_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) mark(field, issue.message);
  }
});
