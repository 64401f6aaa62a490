// The dashboard counts for records held in the browser: privacy mode's demo farm, which never goes
// to the server. The rules are the server's (core/db/dashboard-stats.ts, there in SQL for speed):
// the herd is every animal not sold or deceased, and "then" (30 days ago) is rebuilt from the
// records' own dates, because there is no history table.
import { isPregnant, isInHerd } from '../../../core/domain/cattle-status';
import { normaliseType } from '../../../core/domain/cattle-types';
import { addDays } from '../../../core/domain/dates';
import { percentChange, TREND_WINDOW_DAYS } from '../../../core/domain/trends';
import type { AnimalLike } from '../../../core/domain/types';
import type { DashboardStats } from '../../../core/schemas/dashboard';

export interface StatsAnimal extends AnimalLike {
  createdAt?: string | null;
  dispositionDate?: string | null;
}

export interface StatsPasture {
  createdAt?: string | null;
}

/** a <= b for text dates and stamps; a missing value compares as false, as NULL does in SQL. */
const atOrBefore = (a: string | null | undefined, b: string) => a != null && a <= b;

export function herdStats(animals: readonly StatsAnimal[], pastures: readonly StatsPasture[], today: string): DashboardStats {
  const cutoffDate = addDays(today, -TREND_WINDOW_DAYS) ?? today;
  const cutoff = `${cutoffDate}T23:59:59.999Z`;
  const isCalf = (animal: StatsAnimal) => normaliseType(animal.type) === 'Calf';
  // On the books then: entered by the cutoff, and still here or gone only after it.
  const onBooksThen = (animal: StatsAnimal) =>
    atOrBefore(animal.createdAt, cutoff) &&
    (isInHerd(animal.status) || (animal.dispositionDate != null && animal.dispositionDate > cutoffDate));
  // Pregnant then: pregnant now and bred by the cutoff, or calved since.
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
