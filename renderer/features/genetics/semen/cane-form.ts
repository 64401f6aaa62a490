import { z } from 'zod';
import { CANE_DEFAULT_CAPACITY, nextCaneNumber } from '../../../../core/domain';
import { numberOrNull, numberText, textOf, textOrNull } from '../../../../core/schemas/form-text';
import { semenCaneInput, type SemenCaneInput, type SemenCaneRecord } from '../../../../core/schemas/semen';
import { formIssues } from './form-issues';

// The Add/Edit Cane form holds text; toCaneInput makes the API's values, checked by the API's schema.

const caneFormShape = { tankId: z.string(), caneNumber: z.string(), label: z.string(), capacity: z.string(), notes: z.string() };

export type CaneFormValues = z.input<typeof caneForm>;

export const CANE_FORM_FIELDS = Object.keys(caneFormShape) as (keyof CaneFormValues)[];

/** Trimmed cane number, blank text → null, capacity as typed (blank → the server's 15). */
export function toCaneInput(values: CaneFormValues): SemenCaneInput {
  return {
    tankId: values.tankId,
    caneNumber: values.caneNumber.trim(),
    label: textOrNull(values.label),
    capacity: numberOrNull(values.capacity),
    notes: textOrNull(values.notes),
  };
}

/**
 * The cane being edited, or a new cane of 15 straws in the tank it was added from, offered the
 * number after that tank's canes (`tankCanes`).
 */
export function caneFormValues(cane: SemenCaneRecord | null, tankId: string | null, tankCanes: readonly Pick<SemenCaneRecord, 'caneNumber'>[] = []): CaneFormValues {
  return {
    tankId: cane?.tankId ?? tankId ?? '',
    caneNumber: cane ? cane.caneNumber : tankId ? nextCaneNumber(tankCanes) : '',
    label: textOf(cane?.label),
    capacity: numberText(cane ? cane.capacity : CANE_DEFAULT_CAPACITY),
    notes: textOf(cane?.notes),
  };
}

export const caneForm = z.object(caneFormShape).superRefine((values, ctx) => formIssues(semenCaneInput, toCaneInput(values), CANE_FORM_FIELDS, ctx));
