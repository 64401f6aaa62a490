// Breeding methods and the expected calving date: breeding date + 280 days for embryo transfer,
// 283 for every other method (docs/breeding-and-calving.md).
import { GESTATION_DAYS } from './constants';
import { dateOutOfBounds } from './date-bounds';
import { addDays, todayISO } from './dates';
import type { DateString } from './types';

export const BREEDING_METHODS = [
  'not_specified',
  'artificial_insemination',
  'embryo_transfer',
  'natural_bull',
] as const;
export type BreedingMethod = (typeof BREEDING_METHODS)[number];

// Older records and imports use the short labels (the export's words); they mean the same methods.
const ALIASES: Record<string, BreedingMethod> = {
  ai: 'artificial_insemination',
  et: 'embryo_transfer',
  natural: 'natural_bull',
  'not specified': 'not_specified',
};

/** Stored key from any case or short label (AI, ET, Natural, Not specified); anything else is null. */
export function normaliseBreedingMethod(value: string | null | undefined): BreedingMethod | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return BREEDING_METHODS.find((m) => m === wanted) ?? ALIASES[wanted] ?? null;
}

/** 280 days for embryo transfer, 283 for every other method. */
export function gestationDays(method: string | null | undefined): number {
  return normaliseBreedingMethod(method) === 'embryo_transfer'
    ? GESTATION_DAYS.embryo_transfer
    : GESTATION_DAYS.other;
}

/**
 * Breeding date + gestation. Null when the date is invalid or the method is missing or not a
 * known method: the date is filled in only when a breeding date and a method are set.
 * not_specified is a set method and gets 283 days. The result must itself be a date an expected
 * calving date may be (1900 to 2 years ahead of `today`): a breeding date kept from before the
 * date bounds (9999-12-31) has none, rather than one in year 10000.
 */
export function expectedCalvingDate(
  breedingDate: string | null | undefined,
  method: string | null | undefined,
  today: string = todayISO(),
): DateString | null {
  if (normaliseBreedingMethod(method) === null) return null;
  const due = addDays(breedingDate, gestationDays(method));
  return due !== null && dateOutOfBounds(due, 'expected', today) === null ? due : null;
}

const LABELS: Record<BreedingMethod, string> = {
  not_specified: 'Not specified',
  artificial_insemination: 'AI',
  embryo_transfer: 'ET',
  natural_bull: 'Natural',
};

/** AI / ET / Natural; "Not specified" for not_specified; "—" when missing or unknown. */
export function breedingMethodLabel(value: string | null | undefined): string {
  const method = normaliseBreedingMethod(value);
  return method ? LABELS[method] : '—';
}
