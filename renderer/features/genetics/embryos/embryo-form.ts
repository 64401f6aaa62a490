import { z } from 'zod';
import { remainingWithinTotal } from '../../../../core/domain';
import { centsFromDollars, dollarsText, numberOrNull, numberText, textOf, textOrNull } from '../../../../core/schemas/form-text';
import { embryoInput, type EmbryoInput, type EmbryoRecord } from '../../../../core/schemas/embryos';

// The Add/Edit Embryos form holds text under the API's own field names; toEmbryoInput makes the
// API's values, and the form is validated by running that result through embryoInput, so every
// message is the server's own and lands under the field it names.

const embryoFormShape = {
  donorDam: z.string(),
  sire: z.string(),
  breed: z.string(),
  embryoGrade: z.string(),
  embryoStage: z.string(),
  totalEmbryos: z.string(),
  remainingEmbryos: z.string(),
  pricePerEmbryo: z.string(),
  supplier: z.string(),
  collectionDate: z.string(),
  freezeDate: z.string(),
  expirationDate: z.string(),
  storageTankId: z.string(),
  storageLocation: z.string(),
  notes: z.string(),
};

export type EmbryoFormValues = z.input<typeof embryoForm>;

export const EMBRYO_FORM_FIELDS = Object.keys(embryoFormShape) as (keyof EmbryoFormValues)[];

/** Remaining as typed, never more than the total; blank means none used yet, so the total. */
function remainingOf(remaining: string, total: number): number | null {
  const left = numberOrNull(remaining);
  // A total the schema refuses has its own message: the remaining is then checked as typed.
  if (!Number.isInteger(total) || total < 0) return left;
  return left === null ? total : remainingWithinTotal(left, total);
}

/** The API's values: trimmed text, blanks as null, counts as numbers, the price in cents. */
export function toEmbryoInput(values: EmbryoFormValues): EmbryoInput {
  // A blank total is no number, which the schema reports as "Total embryos is required".
  const total = numberOrNull(values.totalEmbryos) ?? Number.NaN;
  return {
    donorDam: values.donorDam.trim(),
    sire: values.sire.trim(),
    breed: values.breed.trim(),
    embryoGrade: textOrNull(values.embryoGrade),
    embryoStage: textOrNull(values.embryoStage),
    totalEmbryos: total,
    remainingEmbryos: remainingOf(values.remainingEmbryos, total),
    pricePerEmbryo: centsFromDollars(values.pricePerEmbryo),
    supplier: textOrNull(values.supplier),
    collectionDate: textOrNull(values.collectionDate),
    freezeDate: textOrNull(values.freezeDate),
    expirationDate: textOrNull(values.expirationDate),
    storageTankId: textOrNull(values.storageTankId),
    storageLocation: textOrNull(values.storageLocation),
    notes: textOrNull(values.notes),
  };
}

/** The form's values for the lot being edited, or empty for a new one. */
export function embryoFormValues(lot: EmbryoRecord | null): EmbryoFormValues {
  return {
    donorDam: textOf(lot?.donorDam),
    sire: textOf(lot?.sire),
    breed: textOf(lot?.breed),
    embryoGrade: textOf(lot?.embryoGrade),
    embryoStage: textOf(lot?.embryoStage),
    totalEmbryos: numberText(lot?.totalEmbryos),
    remainingEmbryos: numberText(lot?.remainingEmbryos),
    pricePerEmbryo: dollarsText(lot?.pricePerEmbryo),
    supplier: textOf(lot?.supplier),
    collectionDate: textOf(lot?.collectionDate),
    freezeDate: textOf(lot?.freezeDate),
    expirationDate: textOf(lot?.expirationDate),
    storageTankId: textOf(lot?.storageTankId),
    storageLocation: textOf(lot?.storageLocation),
    notes: textOf(lot?.notes),
  };
}

export const embryoForm = z.object(embryoFormShape).superRefine((values, ctx) => {
  for (const issue of embryoInput.safeParse(toEmbryoInput(values)).error?.issues ?? []) {
    const field = EMBRYO_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
