// Breeding Management counters (active cows, recently bred, repeat breeders) and the
// breeding-efficiency widget's conception rate of the last 12 months
// (docs/breeding-and-calving.md).
import { namedAnimalLookup } from './activities';
import { isPregnant, normaliseStatus } from './cattle-status';
import { isBreedingFemale } from './cattle-types';
import {
  CONCEPTION_WINDOW_DAYS,
  RECENTLY_BRED_DAYS,
  REPEAT_BREEDER_MIN_RETURNS,
} from './constants';
import { cleanText } from './display-name';
import { daysBetween, isValidDate, todayISO } from './dates';
import type { AnimalLike, BreedingEventLike } from './types';

/** Active cows: type Cow or Heifer with status active (available for breeding). */
export function isActiveCow(animal: AnimalLike): boolean {
  return isBreedingFemale(animal.type) && normaliseStatus(animal.status) === 'active';
}

/** Bred today or in the 30 days before; a breeding date in the future is not "recent". */
export function isRecentlyBred(animal: AnimalLike, today: string = todayISO()): boolean {
  const ago = daysBetween(animal.breedingDate, today);
  return ago !== null && ago >= 0 && ago <= RECENTLY_BRED_DAYS;
}

/** Heat return count of 2 or more. */
export function isRepeatBreeder(animal: AnimalLike): boolean {
  return (animal.heatReturnCount ?? 0) >= REPEAT_BREEDER_MIN_RETURNS;
}

export interface ConceptionRate {
  /** Breedings in the window whose animal is known. */
  bred: number;
  conceived: number;
  /** conceived / bred, 0-1; null when nothing was bred (the widget shows "—"). */
  rate: number | null;
}


/**
 * Share of breedings in the last 365 days (today and the 364 days before) that took.
 * A breeding took when the animal calved after it and before its next breeding, or, when it is
 * the animal's latest breeding, when the animal is pregnant now. A later breeding with no calving
 * in between means this one failed (the cow came back into heat). Breedings of animals no longer
 * on record are left out: their outcome is unknown. The same animal and date counted once, so
 * callers may pass breeding activities together with each animal's own breedingDate.
 */
export function conceptionRate(
  breedings: readonly BreedingEventLike[],
  animals: readonly AnimalLike[],
  today: string = todayISO(),
): ConceptionRate {
  const byAnimal = new Map<AnimalLike, Set<string>>();
  const animalOf = namedAnimalLookup(animals);
  for (const event of breedings) {
    const who = cleanText(event.cattleTag);
    if (who === null || !isValidDate(event.date)) continue;
    const animal = animalOf(who);
    if (!animal) continue;
    const dates = byAnimal.get(animal) ?? new Set<string>();
    dates.add(event.date.trim());
    byAnimal.set(animal, dates);
  }

  let bred = 0;
  let conceived = 0;
  for (const [animal, dateSet] of byAnimal) {
    const dates = [...dateSet].sort();
    const calved = isValidDate(animal.actualCalvingDate) ? animal.actualCalvingDate.trim() : null;
    dates.forEach((date, i) => {
      const ago = daysBetween(date, today);
      if (ago === null || ago < 0 || ago >= CONCEPTION_WINDOW_DAYS) return;
      bred += 1;
      const next = dates[i + 1];
      const calvedAfter =
        calved !== null && calved > date && (next === undefined || calved <= next);
      if (calvedAfter || (next === undefined && isPregnant(animal.status))) conceived += 1;
    });
  }
  return { bred, conceived, rate: bred === 0 ? null : conceived / bred };
}
