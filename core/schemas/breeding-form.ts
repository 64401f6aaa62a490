import { z } from 'zod';
import { normaliseStatus } from '../domain/cattle-status';
import { BREEDING_FORM_STRAWS } from '../domain/constants';
import { cleanText } from '../domain/display-name';
import { expectedCalvingDate, normaliseBreedingMethod, type BreedingMethod } from '../domain/gestation';
import { sireBull } from '../domain/sire';
import { cattleShape, type CattleRecord } from './cattle';

// The breeding record form of Breeding Management. Its inputs hold text; toBreedingPatch makes the
// PATCH /api/cattle/{id} body, and the form is checked by running that body through the API's own
// cattle fields, so the form and the server cannot disagree on a rule.

export const BREEDING_FORM_MESSAGES = {
  dateRequired: 'Breeding date is required',
  methodRequired: 'Breeding method is required',
  sireRequired: 'Breeding sire is required',
  noCattle: 'No cattle selected',
  status: 'Status must be Active or Pregnant',
} as const;

/** The methods the form offers, in its order. */
export const BREEDING_FORM_METHODS = ['artificial_insemination', 'embryo_transfer', 'natural_bull'] as const satisfies readonly BreedingMethod[];

/** Active (not confirmed pregnant) or Pregnant (confirmed). */
export const BREEDING_FORM_STATUSES = ['active', 'pregnant'] as const;

const STRAW_LABELS: Partial<Record<BreedingMethod, string>> = {
  artificial_insemination: 'Straws Used',
  embryo_transfer: 'Embryos Used',
};

/** AI uses semen straws and ET embryos; natural service neither, so the count is asked for AI and ET only. */
export function strawsLabel(method: string | null | undefined): string | null {
  const known = normaliseBreedingMethod(method);
  return known === null ? null : (STRAW_LABELS[known] ?? null);
}

const text = z.string();
const breedingFormShape = {
  breedingDate: text,
  breedingMethod: text,
  breedingSire: text,
  strawsUsed: text,
  status: text,
  expectedCalvingDate: text,
};

export type BreedingFormValues = z.input<typeof breedingForm>;
export type BreedingFormField = keyof BreedingFormValues;

/** The fields the save sends: the breeding, the status, and the returned-to-heat flag cleared. */
const breedingPatchShape = z.object(cattleShape).pick({
  breedingDate: true,
  breedingMethod: true,
  breedingSire: true,
  strawsUsed: true,
  status: true,
  expectedCalvingDate: true,
  cameBackInHeat: true,
  heatReturnDate: true,
});
export type BreedingPatch = z.input<typeof breedingPatchShape>;

/** A whole number, or the text as typed (NaN) for the check to report; blank is none. */
const countOrNull = (value: string): number | null => {
  const count = cleanText(value);
  return count === null ? null : Number(count);
};

/**
 * The PATCH body: a new breeding replaces the failed one, so the returned-to-heat flag is cleared
 * (the count of returns stays). The straw or embryo count is kept for AI and ET only; an empty
 * expected calving date is null (the server then works it out).
 */
export function toBreedingPatch(values: BreedingFormValues): BreedingPatch {
  return {
    breedingDate: cleanText(values.breedingDate),
    breedingMethod: cleanText(values.breedingMethod),
    breedingSire: cleanText(values.breedingSire),
    strawsUsed: strawsLabel(values.breedingMethod) ? countOrNull(values.strawsUsed) : null,
    status: cleanText(values.status),
    expectedCalvingDate: cleanText(values.expectedCalvingDate),
    cameBackInHeat: false,
    heatReturnDate: null,
  };
}

/** A new breeding of a cow: bred today, one straw, not yet confirmed pregnant. */
export function newBreedingValues(today: string): BreedingFormValues {
  return {
    breedingDate: today,
    breedingMethod: '',
    breedingSire: '',
    strawsUsed: String(BREEDING_FORM_STRAWS.default),
    status: 'active',
    expectedCalvingDate: '',
  };
}

/** The animal's recorded breeding, to edit; the sire shows as the bull alone. */
export function breedingValuesOf(animal: CattleRecord): BreedingFormValues {
  const method = normaliseBreedingMethod(animal.breedingMethod);
  const offered = (BREEDING_FORM_METHODS as readonly string[]).includes(method ?? '');
  return {
    breedingDate: animal.breedingDate ?? '',
    breedingMethod: offered ? (method ?? '') : '',
    breedingSire: sireBull(animal.breedingSire) ?? '',
    strawsUsed: String(animal.strawsUsed ?? BREEDING_FORM_STRAWS.default),
    status: normaliseStatus(animal.status) === 'pregnant' ? 'pregnant' : 'active',
    expectedCalvingDate: animal.expectedCalvingDate ?? expectedCalvingDate(animal.breedingDate, animal.breedingMethod) ?? '',
  };
}

const isCount = (value: number) =>
  Number.isInteger(value) && value >= BREEDING_FORM_STRAWS.min && value <= BREEDING_FORM_STRAWS.max;

/** The form's resolver schema: its own required fields first, then every rule of the API's fields. */
export const breedingForm = z.object(breedingFormShape).superRefine((values, ctx) => {
  const reported = new Set<string>();
  const report = (field: string, message: string) => {
    if (reported.has(field)) return;
    reported.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (cleanText(values.breedingDate) === null) report('breedingDate', BREEDING_FORM_MESSAGES.dateRequired);
  if (!(BREEDING_FORM_METHODS as readonly string[]).includes(values.breedingMethod)) {
    report('breedingMethod', BREEDING_FORM_MESSAGES.methodRequired);
  }
  if (cleanText(values.breedingSire) === null) report('breedingSire', BREEDING_FORM_MESSAGES.sireRequired);
  if (!(BREEDING_FORM_STATUSES as readonly string[]).includes(normaliseStatus(values.status) ?? '')) {
    report('status', BREEDING_FORM_MESSAGES.status);
  }
  const patch = toBreedingPatch(values);
  const label = strawsLabel(values.breedingMethod);
  if (label && patch.strawsUsed != null && !isCount(patch.strawsUsed)) {
    report('strawsUsed', `${label} must be a whole number from ${BREEDING_FORM_STRAWS.min} to ${BREEDING_FORM_STRAWS.max}`);
  }
  for (const issue of breedingPatchShape.safeParse(patch).error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in breedingFormShape) report(field, issue.message);
  }
});
