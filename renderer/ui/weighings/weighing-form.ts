import { z } from 'zod';
import { WEIGHING_KIND_LABELS, WEIGHING_KINDS, type WeighingKind } from '../../../core/domain/growth';
import { numberOrNull } from '../../../core/schemas/form-text';
import { weighingInput, type WeighingInput } from '../../../core/schemas/health';

// A weighing as a form holds it (the chute's weight box, the Weights tab's Add Weighing): text,
// made into the API's values by toWeighingInput and checked by running that through weighingInput,
// so every message is the server's.

const weighingFormShape = {
  cattleId: z.string(),
  date: z.string(),
  weight: z.string(),
  kind: z.string(),
};

export type WeighingFormValues = z.input<typeof weighingForm>;

export const WEIGHING_FORM_FIELDS = ['cattleId', 'date', 'weight', 'kind'] as const satisfies readonly (keyof WeighingFormValues)[];

export const WEIGHING_KIND_OPTIONS = WEIGHING_KINDS.map((kind) => ({ value: kind, label: WEIGHING_KIND_LABELS[kind] }));

/** The weight as typed ("1,250" reads 1250); blank or not a number is NaN, which the schema names. */
export function toWeighingInput(values: WeighingFormValues): WeighingInput {
  return {
    cattleId: values.cattleId,
    date: values.date,
    weight: numberOrNull(values.weight) ?? Number.NaN,
    kind: values.kind as WeighingKind,
  };
}

/** A new weighing of the animal (none chosen: ''), dated `date`, of kind Other unless said. */
export function weighingFormValues(cattleId: string, date: string, kind: WeighingKind = 'other'): WeighingFormValues {
  return { cattleId, date, weight: '', kind };
}

export const weighingForm = z.object(weighingFormShape).superRefine((values, ctx) => {
  for (const issue of weighingInput.safeParse(toWeighingInput(values)).error?.issues ?? []) {
    const field = WEIGHING_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
