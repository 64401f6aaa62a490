import { z } from 'zod';
import { numberOrNull, numberText, textOf, textOrNull } from '../../../core/schemas/form-text';
import { pastureInput, type PastureInput, type PastureRecord } from '../../../core/schemas/pastures';

// The Add/Edit Pasture form holds text; toPastureInput makes the API's values, and the form is
// validated by running that result through pastureInput, so every message is the server's own.

const pastureFormShape = { name: z.string(), description: z.string(), capacity: z.string() };

export type PastureFormValues = z.input<typeof pastureForm>;

export const PASTURE_FORM_FIELDS = ['name', 'description', 'capacity'] as const satisfies readonly (keyof PastureFormValues)[];

/** Trimmed name, blank description → null, capacity as typed ("1,200" reads 1200; blank → null). */
export function toPastureInput(values: PastureFormValues): PastureInput {
  return { name: values.name.trim(), description: textOrNull(values.description), capacity: numberOrNull(values.capacity) };
}

/** The form's values for the pasture being edited, or empty for a new one. */
export function pastureFormValues(pasture: PastureRecord | null): PastureFormValues {
  return { name: textOf(pasture?.name), description: textOf(pasture?.description), capacity: numberText(pasture?.capacity) };
}

export const pastureForm = z.object(pastureFormShape).superRefine((values, ctx) => {
  for (const issue of pastureInput.safeParse(toPastureInput(values)).error?.issues ?? []) {
    const field = PASTURE_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
