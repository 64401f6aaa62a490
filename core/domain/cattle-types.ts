// Animal types and the age rules that decide which types the form offers (docs/herd-book.md).
import type { Gender } from './breeds';
import { CALF_WEAN_READY_MONTHS, HEIFER_BREEDING_AGE_MONTHS } from './constants';

export const CATTLE_TYPES = ['Cow', 'Bull', 'Steer', 'Heifer', 'Calf'] as const;
export type CattleType = (typeof CATTLE_TYPES)[number];

/** Any case in, capitalised out: a type is accepted in any case and stored capitalised. */
export function normaliseType(value: string | null | undefined): CattleType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return CATTLE_TYPES.find((t) => t.toLowerCase() === wanted) ?? null;
}

/** The breeding females: the mothers of the herd, with calf histories, heats and calvings. */
export const BREEDING_FEMALE_TYPES = ['Cow', 'Heifer'] as const satisfies readonly CattleType[];

/** A cow or a heifer, in any case. */
export function isBreedingFemale(type: string | null | undefined): boolean {
  const t = normaliseType(type);
  return t !== null && (BREEDING_FEMALE_TYPES as readonly CattleType[]).includes(t);
}

/** The sex a type already says (cows and heifers female, bulls and steers male); a calf's is its own. */
export function sexOfType(type: string | null | undefined): Gender | null {
  const t = normaliseType(type);
  if (isBreedingFemale(t)) return 'female';
  return t === 'Bull' || t === 'Steer' ? 'male' : null;
}

/** The sex kept on the record: none where the type already says it, so a sheet's "Female" cow reads back as entered. */
export function sexToKeep(type: string | null | undefined, gender: Gender | null): Gender | null {
  return gender !== null && gender === sexOfType(type) ? null : gender;
}

/** Only the age rule's suggestions, so a form can show them apart from "all types". */
export function suggestedTypesByAge(ageMonths: number, currentType?: string | null): CattleType[] {
  const current = normaliseType(currentType);
  if (!(ageMonths >= CALF_WEAN_READY_MONTHS)) return ['Calf'];
  if (ageMonths < HEIFER_BREEDING_AGE_MONTHS) {
    if (current === 'Calf') return ['Heifer', 'Steer'];
    return current ? [current] : [];
  }
  if (current === 'Calf' || current === 'Heifer') return ['Cow', 'Heifer'];
  if (current === 'Steer') return ['Steer'];
  return ['Cow', 'Bull', 'Steer'];
}

/** Current type first, then the age rule's types, then all five; never a duplicate. */
export function typesOfferedByAge(ageMonths: number, currentType?: string | null): CattleType[] {
  const current = normaliseType(currentType);
  const ordered = [
    ...(current ? [current] : []),
    ...suggestedTypesByAge(ageMonths, current),
    ...CATTLE_TYPES,
  ];
  return [...new Set(ordered)];
}

/** The helper hint beside the type select, or null when there is nothing to suggest. */
export function typeHint(type: string | null | undefined, ageMonths: number): string | null {
  const t = normaliseType(type);
  if (t === 'Calf' && ageMonths >= CALF_WEAN_READY_MONTHS) {
    return 'Ready to become a Heifer or Steer';
  }
  if (t === 'Heifer' && ageMonths >= HEIFER_BREEDING_AGE_MONTHS) {
    return 'Can become a Cow when bred';
  }
  return null;
}
