import { z } from 'zod';
import { remainingWithinTotal } from '../../../core/domain';
import {
  centsFromDollars,
  dollarsText,
  hundredthsFromPercent,
  numberOrNull,
  numberText,
  percentText,
  textOf,
  textOrNull,
} from '../../../core/schemas/form-text';
import { forageInput, forageShape, type ForageFields, type ForageInput, type ForageRecord } from '../../../core/schemas/forage';

// The Add/Edit Forage form holds text. forageDraft turns it into the API's values, and the form is
// validated by running that draft through forageInput, so every message is the server's own.

const forageFormShape = {
  type: z.string(),
  variety: z.string(),
  quality: z.string(),
  harvestDate: z.string(),
  source: z.string(),
  supplier: z.string(),
  location: z.string(),
  totalBales: z.string(),
  remainingBales: z.string(),
  weightPerBale: z.string(),
  moistureContent: z.string(),
  pricePerBale: z.string(),
  totalCost: z.string(),
  testResults: z.string(),
  notes: z.string(),
};

export type ForageFormValues = z.input<typeof forageForm>;

export const FORAGE_FORM_FIELDS = [
  'type',
  'variety',
  'quality',
  'harvestDate',
  'source',
  'supplier',
  'location',
  'totalBales',
  'remainingBales',
  'weightPerBale',
  'moistureContent',
  'pricePerBale',
  'totalCost',
  'testResults',
  'notes',
] as const satisfies readonly (keyof ForageFormValues)[];

/** Remaining capped at the total once the total is a valid count; else only the total's message shows. */
function cappedRemaining(remaining: number | null, total: number | null): number | null {
  const valid = forageShape.totalBales.safeParse(total);
  return remaining !== null && valid.success ? remainingWithinTotal(remaining, valid.data) : remaining;
}

/**
 * The form's text as the API's values, before the schema checks them: blanks are null, dollars
 * cents, moisture percent × 100, and remaining bales at most the total.
 */
export function forageDraft(values: ForageFormValues): Record<keyof ForageInput, unknown> {
  const totalBales = numberOrNull(values.totalBales);
  return {
    type: values.type,
    variety: textOrNull(values.variety),
    quality: textOrNull(values.quality),
    harvestDate: textOrNull(values.harvestDate),
    source: textOrNull(values.source),
    supplier: textOrNull(values.supplier),
    location: values.location,
    totalBales,
    remainingBales: cappedRemaining(numberOrNull(values.remainingBales), totalBales),
    weightPerBale: numberOrNull(values.weightPerBale),
    moistureContent: hundredthsFromPercent(values.moistureContent),
    pricePerBale: centsFromDollars(values.pricePerBale),
    totalCost: centsFromDollars(values.totalCost),
    testResults: textOrNull(values.testResults),
    notes: textOrNull(values.notes),
  };
}

/** The API's values of a form that passed its check (throws on one that did not). */
export function toForageInput(values: ForageFormValues): ForageFields {
  return forageInput.parse(forageDraft(values));
}

/** The form's values for the lot being edited, or empty for a new one. */
export function forageFormValues(lot: ForageRecord | null): ForageFormValues {
  return {
    type: textOf(lot?.type),
    variety: textOf(lot?.variety),
    quality: textOf(lot?.quality),
    harvestDate: textOf(lot?.harvestDate),
    source: textOf(lot?.source),
    supplier: textOf(lot?.supplier),
    location: textOf(lot?.location),
    totalBales: numberText(lot?.totalBales),
    remainingBales: numberText(lot?.remainingBales),
    weightPerBale: numberText(lot?.weightPerBale),
    moistureContent: percentText(lot?.moistureContent),
    pricePerBale: dollarsText(lot?.pricePerBale),
    totalCost: dollarsText(lot?.totalCost),
    testResults: textOf(lot?.testResults),
    notes: textOf(lot?.notes),
  };
}

export const forageForm = z.object(forageFormShape).superRefine((values, ctx) => {
  for (const issue of forageInput.safeParse(forageDraft(values)).error?.issues ?? []) {
    const field = FORAGE_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
});
