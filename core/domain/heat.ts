// Heat-notifications widget: next heat = last heat or breeding + 21 days, alerted 0 to 3 days
// ahead (docs/breeding-and-calving.md).
import { isInHerd, isPregnant } from './cattle-status';
import { compareCattle } from './cattle-sort';
import { isBreedingFemale } from './cattle-types';
import { HEAT_CYCLE_DAYS, HEAT_NOTICE_WINDOW_DAYS } from './constants';
import { addDays, daysBetween, isValidDate, todayISO } from './dates';
import type { AnimalLike, DateString } from './types';

export interface HeatNotification<T> {
  animal: T;
  nextHeatDate: DateString;
  /** 0 = today. */
  daysUntil: number;
}

/** The later of the last heat-return date and the breeding date: the cycle restarts at each. */
export function lastHeatOrBreeding(animal: AnimalLike): DateString | null {
  const dates = [animal.heatReturnDate, animal.breedingDate]
    .filter(isValidDate)
    .map((d) => d.trim())
    .sort();
  return dates.at(-1) ?? null;
}

/**
 * One cycle (21 days) after the last heat or breeding. It is not projected over further cycles:
 * an old date with nothing recorded since says too little to alert on.
 */
export function nextHeatDate(animal: AnimalLike): DateString | null {
  return addDays(lastHeatOrBreeding(animal), HEAT_CYCLE_DAYS);
}

/**
 * Cows and heifers, not pregnant and still in the herd, whose next heat falls today or in the
 * next 3 days (0..3 inclusive); soonest first, ties by tag, then name.
 */
export function heatNotifications<T extends AnimalLike>(
  animals: readonly T[],
  today: string = todayISO(),
): HeatNotification<T>[] {
  const notices: HeatNotification<T>[] = [];
  for (const animal of animals) {
    if (!isBreedingFemale(animal.type)) continue;
    if (isPregnant(animal.status) || !isInHerd(animal.status)) continue;
    const next = nextHeatDate(animal);
    const daysUntil = daysBetween(today, next);
    if (next === null || daysUntil === null) continue;
    if (daysUntil < 0 || daysUntil > HEAT_NOTICE_WINDOW_DAYS) continue;
    notices.push({ animal, nextHeatDate: next, daysUntil });
  }
  return notices.sort((a, b) => a.daysUntil - b.daysUntil || compareCattle(a.animal, b.animal));
}
