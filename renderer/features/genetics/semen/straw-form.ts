import { z } from 'zod';
import { remainingWithinTotal } from '../../../../core/domain';
import { centsFromDollars, dollarsText, numberOrNull, numberText, textOf, textOrNull } from '../../../../core/schemas/form-text';
import { semenStrawInput, type SemenStrawInput, type SemenStrawRecord } from '../../../../core/schemas/semen';
import { formIssues } from './form-issues';

// The Add/Edit Straws form holds text; toStrawInput makes the API's values, checked by the API's schema.

const strawFormShape = {
  caneId: z.string(),
  bullName: z.string(),
  registrationNumber: z.string(),
  breed: z.string(),
  collection: z.string(),
  totalStraws: z.string(),
  remainingStraws: z.string(),
  pricePerStraw: z.string(),
  supplier: z.string(),
  purchaseDate: z.string(),
  expirationDate: z.string(),
  notes: z.string(),
};

export type StrawFormValues = z.input<typeof strawForm>;

export const STRAW_FORM_FIELDS = Object.keys(strawFormShape) as (keyof StrawFormValues)[];

/** Remaining as typed, never more than the total; blank means all of them (a lot just bought). */
function remainingOf(typed: number | null, total: number | null): number | null {
  if (typed === null) return total;
  return total !== null && Number.isFinite(typed) && Number.isFinite(total) ? remainingWithinTotal(typed, total) : typed;
}

/** Blank text and dates → null, counts as typed, dollars → cents (blank → the server's $35). */
export function toStrawInput(values: StrawFormValues): SemenStrawInput {
  const totalStraws = numberOrNull(values.totalStraws);
  return {
    caneId: values.caneId,
    bullName: values.bullName.trim(),
    registrationNumber: textOrNull(values.registrationNumber),
    breed: values.breed,
    collection: textOrNull(values.collection),
    totalStraws,
    remainingStraws: remainingOf(numberOrNull(values.remainingStraws), totalStraws),
    pricePerStraw: centsFromDollars(values.pricePerStraw),
    supplier: textOrNull(values.supplier),
    purchaseDate: textOrNull(values.purchaseDate),
    expirationDate: textOrNull(values.expirationDate),
    notes: textOrNull(values.notes),
  };
}

/** The lot being edited, or an empty lot in the cane it was added from. */
export function strawFormValues(lot: SemenStrawRecord | null, caneId: string | null): StrawFormValues {
  return {
    caneId: lot?.caneId ?? caneId ?? '',
    bullName: textOf(lot?.bullName),
    registrationNumber: textOf(lot?.registrationNumber),
    breed: textOf(lot?.breed),
    collection: textOf(lot?.collection),
    totalStraws: numberText(lot?.totalStraws),
    remainingStraws: numberText(lot?.remainingStraws),
    pricePerStraw: dollarsText(lot?.pricePerStraw),
    supplier: textOf(lot?.supplier),
    purchaseDate: textOf(lot?.purchaseDate),
    expirationDate: textOf(lot?.expirationDate),
    notes: textOf(lot?.notes),
  };
}

export const strawForm = z.object(strawFormShape).superRefine((values, ctx) => formIssues(semenStrawInput, toStrawInput(values), STRAW_FORM_FIELDS, ctx));
