// Due Soon chip (calving due 0 to 30 days ahead) and the upcoming-calvings widget (at most 3)
// (docs/breeding-and-calving.md).
import { isInHerd } from './cattle-status';
import { compareCattle } from './cattle-sort';
import { DUE_SOON_DAYS, UPCOMING_CALVINGS_MAX } from './constants';
import { daysBetween, todayISO } from './dates';
import type { AnimalLike } from './types';

/** Days from today to the expected calving date (negative once past); null when invalid. */
export function daysUntilCalving(
  expectedCalvingDate: string | null | undefined,
  today: string = todayISO(),
): number | null {
  return daysBetween(today, expectedCalvingDate);
}

/** Expected calving 0 to 30 days away, both ends included. */
export function isDueSoon(
  expectedCalvingDate: string | null | undefined,
  today: string = todayISO(),
): boolean {
  const days = daysUntilCalving(expectedCalvingDate, today);
  return days !== null && days >= 0 && days <= DUE_SOON_DAYS;
}

/**
 * The widget's list: due-soon animals, soonest first (ties by tag, then name), at most 3. Sold and
 * deceased animals are left out: their calving is no longer the rancher's to watch.
 */
export function upcomingCalvings<T extends AnimalLike>(
  animals: readonly T[],
  today: string = todayISO(),
): T[] {
  return animals
    .filter((a) => isInHerd(a.status) && isDueSoon(a.expectedCalvingDate, today))
    .sort((a, b) => {
      const byDate = (daysUntilCalving(a.expectedCalvingDate, today) ?? 0) -
        (daysUntilCalving(b.expectedCalvingDate, today) ?? 0);
      return byDate !== 0 ? byDate : compareCattle(a, b);
    })
    .slice(0, UPCOMING_CALVINGS_MAX);
}
