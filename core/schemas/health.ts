import { z } from 'zod';
import { MAX_TREATED_ANIMALS } from '../domain/constants';
import { WEIGHING_KINDS } from '../domain/growth';
import { CHECK_METHODS, PREGNANCY_RESULTS } from '../domain/pregnancy-checks';
import { MEDICINE_KINDS } from '../domain/withdrawal';
import { authorship, clientRecordId, optionalChoice, optionalRecordRef, optionalText, recordEdit, recordId, recordVersion, requiredDate, requiredText } from './fields';

// Herd health and growth as the API takes and answers them: the medicine cabinet, treatments (a
// whole pen in one call), pregnancy checks and weighings. One schema serves each form and its call.

export const HEALTH_MESSAGES = {
  medicineNotFound: 'Medicine not found',
  treatmentNotFound: 'Treatment not found',
  checkNotFound: 'Pregnancy check not found',
  weighingNotFound: 'Weighing not found',
  medicineName: 'Medicine name is required',
  medicineKind: `Kind must be one of: ${MEDICINE_KINDS.join(', ')}`,
  animals: `Choose from 1 to ${MAX_TREATED_ANIMALS} animals`,
  treatmentDate: 'Treatment date is required',
  product: 'Choose a medicine from the cabinet or name the product',
  checkDate: 'Check date is required',
  result: `Result must be one of: ${PREGNANCY_RESULTS.join(', ')}`,
  daysPregnant: 'Days pregnant must be a whole number from 1 to 300',
  weighingDate: 'Weighing date is required',
  weight: 'Weight must be a number of pounds above 0',
  weighingKind: `Kind must be one of: ${WEIGHING_KINDS.join(', ')}`,
  animal: 'Animal is required',
} as const;

/** Days before a treated animal's meat or milk may be sold; a missing value is left to the medicine (or 0). */
const withdrawalDays = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(999, `${label} must be at most 999`)
    .transform((value) => value);

const animalRef = recordId.describe('The animal’s id');

// ---- Medicines --------------------------------------------------------------------------------

export const medicineShape = {
  name: requiredText(200, HEALTH_MESSAGES.medicineName, 'Medicine name'),
  kind: z
    .enum(MEDICINE_KINDS, { error: HEALTH_MESSAGES.medicineKind })
    .nullish()
    .transform((value) => value ?? 'other'),
  meatWithdrawalDays: withdrawalDays('Meat withdrawal days')
    .nullish()
    .transform((value) => value ?? 0),
  milkWithdrawalDays: withdrawalDays('Milk withdrawal days')
    .nullish()
    .transform((value) => value ?? 0),
  unit: optionalText(50, 'Unit'),
  notes: optionalText(5000, 'Notes'),
};
export const medicineInput = z.object(medicineShape);
export type MedicineInput = z.input<typeof medicineInput>;
export type MedicineFields = z.output<typeof medicineInput>;
export const medicineCreate = z.object({ ...clientRecordId, ...medicineShape });
export const medicineUpdate = z.object({ ...recordEdit, ...medicineShape });

export const medicineRecord = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  meatWithdrawalDays: z.number(),
  milkWithdrawalDays: z.number(),
  unit: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type MedicineRecord = z.infer<typeof medicineRecord>;

// ---- Treatments -------------------------------------------------------------------------------

export const treatmentShape = {
  cattleIds: z
    .array(animalRef, { error: HEALTH_MESSAGES.animals })
    .min(1, HEALTH_MESSAGES.animals)
    .max(MAX_TREATED_ANIMALS, HEALTH_MESSAGES.animals)
    // The same animal picked twice is treated once.
    .transform((ids) => [...new Set(ids)]),
  date: requiredDate(HEALTH_MESSAGES.treatmentDate, 'Treatment date', 'event'),
  medicineId: optionalRecordRef('Medicine'),
  /** A product that is not in the cabinet; with a medicine, its name is used instead. */
  product: optionalText(200, 'Product'),
  dose: optionalText(100, 'Dose'),
  route: optionalText(100, 'Route'),
  reason: optionalText(500, 'Reason'),
  /** Left out: the medicine's days (0 for a product outside the cabinet). */
  meatWithdrawalDays: withdrawalDays('Meat withdrawal days')
    .nullish()
    .transform((value) => value ?? null),
  milkWithdrawalDays: withdrawalDays('Milk withdrawal days')
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(5000, 'Notes'),
};
const namesWhatWasGiven = (input: { medicineId: string | null; product: string | null }) => input.medicineId !== null || input.product !== null;

export const treatmentInput = z.object(treatmentShape).refine(namesWhatWasGiven, { message: HEALTH_MESSAGES.product, path: ['product'] });
export type TreatmentInput = z.input<typeof treatmentInput>;
export type TreatmentFields = z.output<typeof treatmentInput>;
/** POST: the call's id names the group treatment, so the same call again treats nobody twice. */
export const treatmentCreate = z.object({ ...clientRecordId, ...treatmentShape }).refine(namesWhatWasGiven, { message: HEALTH_MESSAGES.product, path: ['product'] });
export type TreatmentCreate = z.output<typeof treatmentCreate>;

export const treatmentRecord = z.object({
  id: z.string(),
  batchId: z.string().describe('The group treatment it was part of: the call’s id'),
  cattleId: z.string(),
  date: z.string(),
  medicineId: z.string().nullable(),
  product: z.string(),
  dose: z.string().nullable(),
  route: z.string().nullable(),
  reason: z.string().nullable(),
  meatWithdrawalDays: z.number(),
  milkWithdrawalDays: z.number(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type TreatmentRecord = z.infer<typeof treatmentRecord>;

export const treatmentsGiven = z.object({
  id: z.string().describe('The group treatment’s id'),
  treatments: z.array(treatmentRecord).describe('One per animal treated'),
});
export type TreatmentsGiven = z.infer<typeof treatmentsGiven>;

/** GET ?cattleId=: one animal's records, or the farm's every one without it. */
export const byAnimal = z.object({ cattleId: animalRef.optional() });
export type ByAnimal = z.infer<typeof byAnimal>;

// ---- Pregnancy checks -------------------------------------------------------------------------

export const pregnancyCheckShape = {
  cattleId: z.string({ error: HEALTH_MESSAGES.animal }).trim().min(1, HEALTH_MESSAGES.animal).max(64, HEALTH_MESSAGES.animal),
  date: requiredDate(HEALTH_MESSAGES.checkDate, 'Check date', 'event'),
  result: z.enum(PREGNANCY_RESULTS, { error: HEALTH_MESSAGES.result }),
  method: optionalChoice(CHECK_METHODS, 'Method'),
  daysPregnant: z
    .number({ error: HEALTH_MESSAGES.daysPregnant })
    .int(HEALTH_MESSAGES.daysPregnant)
    .min(1, HEALTH_MESSAGES.daysPregnant)
    .max(300, HEALTH_MESSAGES.daysPregnant)
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(5000, 'Notes'),
};
export const pregnancyCheckInput = z.object(pregnancyCheckShape);
export type PregnancyCheckInput = z.input<typeof pregnancyCheckInput>;
export type PregnancyCheckFields = z.output<typeof pregnancyCheckInput>;
export const pregnancyCheckCreate = z.object({ ...clientRecordId, ...pregnancyCheckShape });
export type PregnancyCheckCreate = z.output<typeof pregnancyCheckCreate>;

export const pregnancyCheckRecord = z.object({
  id: z.string(),
  cattleId: z.string(),
  date: z.string(),
  result: z.string(),
  method: z.string().nullable(),
  daysPregnant: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type PregnancyCheckRecord = z.infer<typeof pregnancyCheckRecord>;

// ---- Weighings --------------------------------------------------------------------------------

export const weighingShape = {
  cattleId: z.string({ error: HEALTH_MESSAGES.animal }).trim().min(1, HEALTH_MESSAGES.animal).max(64, HEALTH_MESSAGES.animal),
  date: requiredDate(HEALTH_MESSAGES.weighingDate, 'Weighing date', 'event'),
  /** Pounds, kept whole as the herd book keeps weights. */
  weight: z
    .number({ error: HEALTH_MESSAGES.weight })
    .gt(0, HEALTH_MESSAGES.weight)
    .max(5000, 'Weight must be at most 5000 lbs')
    .transform((value) => Math.max(1, Math.round(value))),
  kind: z
    .enum(WEIGHING_KINDS, { error: HEALTH_MESSAGES.weighingKind })
    .nullish()
    .transform((value) => value ?? 'other'),
};
export const weighingInput = z.object(weighingShape);
export type WeighingInput = z.input<typeof weighingInput>;
export type WeighingFields = z.output<typeof weighingInput>;
export const weighingCreate = z.object({ ...clientRecordId, ...weighingShape });
export type WeighingCreate = z.output<typeof weighingCreate>;

/** A weighing as stored. */
export const weighingRow = z.object({
  id: z.string(),
  cattleId: z.string(),
  date: z.string(),
  weight: z.number(),
  kind: z.string(),
  createdAt: z.string(),
  ...authorship,
  version: recordVersion,
});
export type WeighingRow = z.infer<typeof weighingRow>;

/** A weighing as the list answers it: with its gain since the animal's previous weighing. */
export const weighingRecord = weighingRow.extend({
  adg: z.number().nullable().describe('Average daily gain since the previous weighing, lb/day'),
  adjusted205: z.number().nullable().describe('A weaning weighing’s BIF adjusted 205-day weight, lb; null outside 160–250 days of age'),
});
export type WeighingRecord = z.infer<typeof weighingRecord>;
