import { z } from 'zod';
import { countOf } from '../../../core/domain';
import { numberOrNull, numberText, textOrNull } from '../../../core/schemas/form-text';
import { treatmentInput, type MedicineRecord, type TreatmentInput } from '../../../core/schemas/health';

// The Treat form holds text (and the chosen animals' ids); toTreatmentInput makes the API's values,
// and the form is validated by running that result through treatmentInput, so every message is the
// server's own.

const treatFormShape = {
  cattleIds: z.array(z.string()),
  date: z.string(),
  /** '' for a product that is not in the cabinet, typed into `product`. */
  medicineId: z.string(),
  product: z.string(),
  dose: z.string(),
  route: z.string(),
  reason: z.string(),
  meatWithdrawalDays: z.string(),
  milkWithdrawalDays: z.string(),
  notes: z.string(),
};

/** "1 head", "40 head": how a pen is counted. */
export const headCount = (n: number): string => countOf(n, 'head', 'head');

export type TreatFormValues = z.input<typeof treatForm>;

export const TREAT_FORM_FIELDS = [
  'cattleIds',
  'date',
  'medicineId',
  'product',
  'dose',
  'route',
  'reason',
  'meatWithdrawalDays',
  'milkWithdrawalDays',
  'notes',
] as const satisfies readonly (keyof TreatFormValues)[];

/** The animals chosen, dated today, nothing given yet. */
export function treatFormValues(cattleIds: readonly string[], today: string): TreatFormValues {
  return {
    cattleIds: [...cattleIds],
    date: today,
    medicineId: '',
    product: '',
    dose: '',
    route: '',
    reason: '',
    meatWithdrawalDays: '',
    milkWithdrawalDays: '',
    notes: '',
  };
}

/**
 * A cabinet medicine's name is the product, so a typed one goes only without it; days as typed (a
 * blank is the medicine's, or none), other blanks null.
 */
export function toTreatmentInput(values: TreatFormValues): TreatmentInput {
  const medicineId = textOrNull(values.medicineId);
  return {
    cattleIds: values.cattleIds,
    date: values.date,
    medicineId,
    product: medicineId ? null : textOrNull(values.product),
    dose: textOrNull(values.dose),
    route: textOrNull(values.route),
    reason: textOrNull(values.reason),
    meatWithdrawalDays: numberOrNull(values.meatWithdrawalDays),
    milkWithdrawalDays: numberOrNull(values.milkWithdrawalDays),
    notes: textOrNull(values.notes),
  };
}

/** The withdrawal days a chosen medicine fills in, still the person's to change; none chosen clears them. */
export function withdrawalDaysOf(medicine: Pick<MedicineRecord, 'meatWithdrawalDays' | 'milkWithdrawalDays'> | undefined) {
  return { meatWithdrawalDays: numberText(medicine?.meatWithdrawalDays), milkWithdrawalDays: numberText(medicine?.milkWithdrawalDays) };
}

export const treatForm = z.object(treatFormShape).superRefine((values, ctx) => {
  for (const issue of treatmentInput.safeParse(toTreatmentInput(values)).error?.issues ?? []) {
    const field = TREAT_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
