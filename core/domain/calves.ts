// The calves page: which calves it lists, its five tabs with their counts, and its search.
import { normaliseType } from './cattle-types';
import { isCalfPageAnimal, isInYear } from './cattle-filters';
import { cleanText } from './display-name';
import type { AnimalLike } from './types';
import { isReadyToWean } from './weaning';

export interface CalfLike extends AnimalLike {
  gender?: string | null;
  cowTag?: string | null;
  sireTag?: string | null;
}

export const CALF_TABS = [
  { id: 'all', label: 'All' },
  { id: 'weaned', label: 'Weaned' },
  { id: 'heifers', label: 'Heifers' },
  { id: 'bulls', label: 'Bulls' },
  { id: 'readyToWean', label: 'Ready to Wean' },
] as const;

export type CalfTab = (typeof CALF_TABS)[number]['id'];
export type CalfCounts = Record<CalfTab, number>;

/**
 * The calves born in `year` ('all': every year): every Calf, and every animal with a wean date
 * (a weaned calf may have been re-typed Heifer or Steer since), in the herd's order.
 */
export function calvesOfYear<T extends CalfLike>(herd: readonly T[], year: number | 'all', today: string): T[] {
  return herd.filter((animal) => isCalfPageAnimal(animal) && (year === 'all' || isInYear(animal, year, today)));
}

/**
 * Heifer or bull: the recorded sex, else the type when it says so (a weaned calf re-typed Heifer or
 * Bull); null when neither tells. A steer is not a bull: a castrated male counts only by its sex.
 */
export function calfSex(calf: CalfLike): 'heifer' | 'bull' | null {
  const gender = calf.gender?.trim().toLowerCase();
  if (gender === 'female') return 'heifer';
  if (gender === 'male') return 'bull';
  const type = normaliseType(calf.type);
  if (type === 'Heifer') return 'heifer';
  if (type === 'Bull') return 'bull';
  return null;
}

/** Weaned: it has a wean date (a blank one is none). */
export function isWeaned(calf: CalfLike): boolean {
  return cleanText(calf.weanDate) !== null;
}

export function matchesCalfTab(calf: CalfLike, tab: CalfTab, today: string): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'weaned':
      return isWeaned(calf);
    case 'heifers':
      return calfSex(calf) === 'heifer';
    case 'bulls':
      return calfSex(calf) === 'bull';
    case 'readyToWean':
      // The weaning status's and the card badge's own rule (weaning.ts).
      return isReadyToWean(calf, today);
  }
}

/** How many calves each tab would show, counted in one pass: also the page's summary cards. */
export function calfCounts(calves: readonly CalfLike[], today: string): CalfCounts {
  const counts: CalfCounts = { all: 0, weaned: 0, heifers: 0, bulls: 0, readyToWean: 0 };
  for (const calf of calves) {
    for (const { id } of CALF_TABS) if (matchesCalfTab(calf, id, today)) counts[id] += 1;
  }
  return counts;
}

/** The search: the text (trimmed, any case) inside the name, tag, dam or sire; blank finds all. */
export function matchesCalfSearch(calf: CalfLike, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  return [calf.name, calf.tag, calf.cowTag, calf.sireTag].some((field) => cleanText(field)?.toLowerCase().includes(wanted));
}
