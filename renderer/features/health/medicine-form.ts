import { z } from 'zod';
import { MEDICINE_KIND_LABELS, MEDICINE_KINDS } from '../../../core/domain';
import { numberOrNull, numberText, textOf, textOrNull } from '../../../core/schemas/form-text';
import { medicineInput, type MedicineInput, type MedicineRecord } from '../../../core/schemas/health';

// The Add/Edit Medicine form holds text; toMedicineInput makes the API's values, and the form is
// validated by running that result through medicineInput, so every message is the server's.

const medicineFormShape = {
  name: z.string(),
  kind: z.string(),
  meatWithdrawalDays: z.string(),
  milkWithdrawalDays: z.string(),
  unit: z.string(),
  notes: z.string(),
};

export type MedicineFormValues = z.input<typeof medicineForm>;

export const MEDICINE_FORM_FIELDS = ['name', 'kind', 'meatWithdrawalDays', 'milkWithdrawalDays', 'unit', 'notes'] as const satisfies readonly (keyof MedicineFormValues)[];

export const MEDICINE_KIND_OPTIONS = MEDICINE_KINDS.map((kind) => ({ value: kind, label: MEDICINE_KIND_LABELS[kind] }));

/** Trimmed name, the chosen kind, days as typed (blank is 0 on the server), blanks → null. */
export function toMedicineInput(values: MedicineFormValues): MedicineInput {
  return {
    name: values.name.trim(),
    kind: values.kind as MedicineInput['kind'],
    meatWithdrawalDays: numberOrNull(values.meatWithdrawalDays),
    milkWithdrawalDays: numberOrNull(values.milkWithdrawalDays),
    unit: textOrNull(values.unit),
    notes: textOrNull(values.notes),
  };
}

/** The form's values for the medicine being edited; a new one starts as Other, as the server files a medicine of no kind. */
export function medicineFormValues(medicine: MedicineRecord | null): MedicineFormValues {
  return {
    name: textOf(medicine?.name),
    kind: medicine?.kind ?? 'other',
    meatWithdrawalDays: numberText(medicine?.meatWithdrawalDays),
    milkWithdrawalDays: numberText(medicine?.milkWithdrawalDays),
    unit: textOf(medicine?.unit),
    notes: textOf(medicine?.notes),
  };
}

export const medicineForm = z.object(medicineFormShape).superRefine((values, ctx) => {
  for (const issue of medicineInput.safeParse(toMedicineInput(values)).error?.issues ?? []) {
    const field = MEDICINE_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
