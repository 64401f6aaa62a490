// Breeding Management: which animals each tab lists and in what order, the four counters, and the
// breeding and heat activities it shows (docs/breeding-and-calving.md).
import { isBreedingOrHeat, namedAnimalLookup, type NamedAnimal } from './activities';
import type { LoggedActivity } from './activity-log';
import { isActiveCow, isRecentlyBred, isRepeatBreeder } from './breeding';
import { isInHerd, isPregnant } from './cattle-status';
import { compareCattle } from './cattle-sort';
import { OVERVIEW_RECENT_ACTIVITIES } from './constants';
import { isValidDate, todayISO } from './dates';
import type { AnimalLike } from './types';

export interface BreedingCounts {
  /** Cows and heifers with status active: available for breeding. */
  activeCows: number;
  pregnant: number;
  /** Bred in the last 30 days, still in the herd. */
  recentlyBred: number;
  /** Two or more heat returns, still in the herd: needing attention. */
  repeatBreeders: number;
}

export interface BreedingBoard<T> {
  counts: BreedingCounts;
  /** Heat Cycle tab: the active cows, in herd order (tag, then name). */
  heatCycle: T[];
  /** Breeding tab: bred in the last 30 days and still in the herd, latest breeding first. */
  recentlyBred: T[];
  /** Pregnant tab: pregnant animals, soonest expected calving first, undated ones last. */
  pregnant: T[];
}

export interface BoardOptions {
  today?: string;
  /**
   * The animals come ranked by a search: every tab keeps that order (best match first) instead of
   * its own.
   */
  ranked?: boolean;
}

/** An animal sold or dead is no longer bred, watched or counted. */
const isRecentlyBredInHerd = (animal: AnimalLike, today: string) => isInHerd(animal.status) && isRecentlyBred(animal, today);
const isRepeatBreederInHerd = (animal: AnimalLike) => isInHerd(animal.status) && isRepeatBreeder(animal);

const dateOrNull = (value: string | null | undefined) => (isValidDate(value) ? value.trim() : null);

/** Latest breeding date first; ties in herd order. */
function byLatestBreeding(a: AnimalLike, b: AnimalLike): number {
  const x = dateOrNull(a.breedingDate) ?? '';
  const y = dateOrNull(b.breedingDate) ?? '';
  return x === y ? compareCattle(a, b) : x < y ? 1 : -1;
}

/** Soonest expected calving first, animals without a date last; ties in herd order. */
function bySoonestCalving(a: AnimalLike, b: AnimalLike): number {
  const x = dateOrNull(a.expectedCalvingDate);
  const y = dateOrNull(b.expectedCalvingDate);
  if (x === y) return compareCattle(a, b);
  if (x === null || y === null) return x === null ? 1 : -1;
  return x < y ? -1 : 1;
}

/** The four counters of the Overview tab. */
export function breedingCounts(animals: readonly AnimalLike[], today: string = todayISO()): BreedingCounts {
  const counts: BreedingCounts = { activeCows: 0, pregnant: 0, recentlyBred: 0, repeatBreeders: 0 };
  for (const animal of animals) {
    if (isActiveCow(animal)) counts.activeCows += 1;
    if (isPregnant(animal.status)) counts.pregnant += 1;
    if (isRecentlyBredInHerd(animal, today)) counts.recentlyBred += 1;
    if (isRepeatBreederInHerd(animal)) counts.repeatBreeders += 1;
  }
  return counts;
}

/** The counters and the three animal tabs, from the same animals so they always agree. */
export function breedingBoard<T extends AnimalLike>(
  animals: readonly T[],
  { today = todayISO(), ranked = false }: BoardOptions = {},
): BreedingBoard<T> {
  const ordered = (list: T[], compare: (a: T, b: T) => number) => (ranked ? list : list.sort(compare));
  return {
    counts: breedingCounts(animals, today),
    heatCycle: ordered(animals.filter(isActiveCow), compareCattle),
    recentlyBred: ordered(
      animals.filter((animal) => isRecentlyBredInHerd(animal, today)),
      byLatestBreeding,
    ),
    pregnant: ordered(
      animals.filter((animal) => isPregnant(animal.status)),
      bySoonestCalving,
    ),
  };
}

/** "1x Heat Return" for an animal that has come back into heat; null when it never has. */
export function heatReturnLabel(count: number | null | undefined): string | null {
  return count != null && count > 0 ? `${count}x Heat Return` : null;
}

/** A logged activity, with when it was logged to order those of the same day. */
type DatedActivity = LoggedActivity & { createdAt?: string | null };

/** Newest date first; on the same day, the one logged last first. */
function newestFirst(a: DatedActivity, b: DatedActivity): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const x = a.createdAt ?? '';
  const y = b.createdAt ?? '';
  return x === y ? 0 : x < y ? 1 : -1;
}

/** Activities tab: every breeding and heat activity, newest first. */
export function breedingActivities<A extends DatedActivity>(activities: readonly A[]): A[] {
  return activities.filter((activity) => isBreedingOrHeat(activity.type)).sort(newestFirst);
}

/** Overview tab: the 5 most recent breeding and heat activities. */
export function recentBreedingActivities<A extends DatedActivity>(activities: readonly A[]): A[] {
  return breedingActivities(activities).slice(0, OVERVIEW_RECENT_ACTIVITIES);
}

/**
 * The activities of the animals a search or filter leaves on screen. An activity whose animal is
 * not on record belongs to none of them.
 */
export function activitiesOfAnimals<A extends DatedActivity, T extends NamedAnimal>(
  activities: readonly A[],
  herd: readonly T[],
  shown: readonly T[],
): A[] {
  const animalOf = namedAnimalLookup(herd);
  const wanted = new Set(shown);
  return activities.filter((activity) => {
    const animal = animalOf(activity.cattleTag);
    return animal !== undefined && wanted.has(animal);
  });
}
