// Which animals the cattle list and the calves page show, and the calf-history tabs
// (docs/herd-book.md).
import { ageInMonths } from './age';
import { normaliseType } from './cattle-types';
import { CALF_HISTORY_MAX_YEARS, CATTLE_LIST_MIN_AGE_MONTHS } from './constants';
import { isValidDate, todayISO } from './dates';
import type { AnimalLike } from './types';
import { yearOfAnimal } from './year-picker';

/**
 * The cattle list hides animals under 12 months. Animals without a birth date are shown, and so
 * are those with an unreadable one: hiding an animal because of a typo would lose it from view.
 */
export function isShownInCattleList(animal: AnimalLike, today: string = todayISO()): boolean {
  if (!isValidDate(animal.birthDate)) return true;
  return ageInMonths(animal.birthDate, today) >= CATTLE_LIST_MIN_AGE_MONTHS;
}

/** Calves page: every animal of type Calf, or with a wean date (a weaned calf may be re-typed). */
export function isCalfPageAnimal(animal: AnimalLike): boolean {
  const weaned = typeof animal.weanDate === 'string' && animal.weanDate.trim() !== '';
  return normaliseType(animal.type) === 'Calf' || weaned;
}

/** The year filter: birth year, or the current year when there is no valid birth date. */
export function isInYear(animal: AnimalLike, year: number, today: string = todayISO()): boolean {
  return yearOfAnimal(animal.birthDate, today) === year;
}

export interface CalfYearGroup<T> {
  year: number;
  calves: T[];
}

/**
 * Cow Calf History tabs: calves grouped by birth year, newest year first, at most 4 years.
 * Within a year the youngest calf comes first; undated calves (current year) come last.
 */
export function calfHistoryByYear<T extends AnimalLike>(
  calves: readonly T[],
  today: string = todayISO(),
): CalfYearGroup<T>[] {
  const groups = new Map<number, T[]>();
  for (const calf of calves) {
    const year = yearOfAnimal(calf.birthDate, today);
    groups.set(year, [...(groups.get(year) ?? []), calf]);
  }
  const birth = (c: T) => (isValidDate(c.birthDate) ? c.birthDate.trim() : '');
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .slice(0, CALF_HISTORY_MAX_YEARS)
    .map(([year, list]) => ({
      year,
      calves: [...list].sort((a, b) => (birth(a) < birth(b) ? 1 : birth(a) > birth(b) ? -1 : 0)),
    }));
}
