// The dashboard's four counts and their change against 30 days ago. The database answers them in
// SQL for speed (core/db/dashboard-stats.ts) and must agree with this function exactly; the browser
// uses it directly for privacy mode's demo farm, whose records never go to the server.
import { isInHerd, isPregnant } from './cattle-status';
import { normaliseType } from './cattle-types';
import { addDays } from './dates';
import { percentChange, TREND_WINDOW_DAYS } from './trends';
import type { AnimalLike } from './types';

export interface StatsAnimal extends AnimalLike {
  /** When the record was entered (an ISO stamp); the herd "then" is rebuilt from it. */
  createdAt?: string | null;
  /** The day it was sold or died. */
  dispositionDate?: string | null;
}

export interface StatsPasture {
  createdAt?: string | null;
}

/** One figure per card; each trend is a whole-percent change, or null with nothing to compare. */
export interface HerdFigures<T> {
  totalCattle: T;
  pregnantCows: T;
  calves: T;
  totalPastures: T;
}

export interface HerdStats extends HerdFigures<number> {
  trends: HerdFigures<number | null>;
}

/** The last moment of the day 30 days ago: what was entered by then was on the books then. */
export function trendCutoff(today: string): { date: string; stamp: string } {
  const date = addDays(today, -TREND_WINDOW_DAYS) ?? today;
  return { date, stamp: `${date}T23:59:59.999Z` };
}

/** a <= b for text dates and stamps; a missing value compares as false, as NULL does in SQL. */
const atOrBefore = (a: string | null | undefined, b: string) => a != null && a <= b;

/**
 * The herd is every animal not sold or deceased; pregnant cows and calves count as such by status
 * and type in any case. There is no history table, so "then" (30 days ago) is rebuilt from the
 * records' own dates: an animal counted then was on the books by the cutoff and not yet sold or
 * dead; a cow was pregnant then if she is pregnant now and was bred by the cutoff, or has calved
 * since; a calf counted then was born by the cutoff (or has no birth date).
 */
export function herdStats(animals: readonly StatsAnimal[], pastures: readonly StatsPasture[], today: string): HerdStats {
  const { date: cutoffDate, stamp: cutoff } = trendCutoff(today);
  const isCalf = (animal: StatsAnimal) => normaliseType(animal.type) === 'Calf';
  const onBooksThen = (animal: StatsAnimal) =>
    atOrBefore(animal.createdAt, cutoff) &&
    (isInHerd(animal.status) || (animal.dispositionDate != null && animal.dispositionDate > cutoffDate));
  const pregnantThen = (animal: StatsAnimal) =>
    (isPregnant(animal.status) && atOrBefore(animal.breedingDate, cutoffDate) && atOrBefore(animal.createdAt, cutoff)) ||
    (animal.actualCalvingDate != null && animal.actualCalvingDate > cutoffDate && animal.actualCalvingDate <= today);
  const countOf = <T>(items: readonly T[], test: (item: T) => boolean) => items.filter(test).length;

  const now = {
    totalCattle: countOf(animals, (a) => isInHerd(a.status)),
    pregnantCows: countOf(animals, (a) => isPregnant(a.status)),
    calves: countOf(animals, (a) => isCalf(a) && isInHerd(a.status)),
    totalPastures: pastures.length,
  };
  const then = {
    totalCattle: countOf(animals, onBooksThen),
    pregnantCows: countOf(animals, pregnantThen),
    calves: countOf(animals, (a) => isCalf(a) && onBooksThen(a) && (a.birthDate == null || a.birthDate <= cutoffDate)),
    totalPastures: countOf(pastures, (p) => atOrBefore(p.createdAt, cutoff)),
  };
  return {
    ...now,
    trends: {
      totalCattle: percentChange(now.totalCattle, then.totalCattle),
      pregnantCows: percentChange(now.pregnantCows, then.pregnantCows),
      calves: percentChange(now.calves, then.calves),
      totalPastures: percentChange(now.totalPastures, then.totalPastures),
    },
  };
}
