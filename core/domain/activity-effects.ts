// What a logged activity changes on its animal (docs/breeding-and-calving.md). The server applies
// these changes in the same transaction as the activity, so the log and the herd book agree.
import type { ActivityType } from './activities';
import { normaliseStatus, type CattleStatus } from './cattle-status';
import { cleanText } from './display-name';
import { expectedCalvingDate, normaliseBreedingMethod, type BreedingMethod } from './gestation';
import { sireBull } from './sire';
import { isValidDate } from './dates';

export interface ActivityFacts {
  type: ActivityType;
  date: string;
  pasture?: string | null;
  breedingMethod?: string | null;
  breedingSire?: string | null;
  strawsUsed?: number | null;
}

/** The animal's fields that activities read. */
export interface AnimalBreedingState {
  pasture: string;
  status: string;
  breedingDate?: string | null;
  heatReturnDate?: string | null;
  heatReturnCount?: number | null;
  actualCalvingDate?: string | null;
}

/** Fields an activity sets on its animal; absent fields stay as they are. */
export interface AnimalChanges {
  pasture?: string;
  status?: CattleStatus;
  breedingDate?: string;
  breedingMethod?: BreedingMethod | null;
  breedingSire?: string | null;
  strawsUsed?: number | null;
  expectedCalvingDate?: string | null;
  cameBackInHeat?: boolean;
  heatReturnDate?: string | null;
  heatReturnCount?: number;
  weanDate?: string;
  actualCalvingDate?: string;
}

const isLater = (date: string, than: string | null | undefined) => !isValidDate(than) || date >= than.trim();

/**
 * A breeding (not older than the animal's last one) records it on the animal: date, method, the
 * bull (a tank pick "bull|tank" keeps the bull), straws, the expected calving date; status bred;
 * the returned-to-heat flag cleared.
 */
function breeding(activity: ActivityFacts, animal: AnimalBreedingState): AnimalChanges | null {
  if (!isLater(activity.date, animal.breedingDate)) return null;
  const method = normaliseBreedingMethod(activity.breedingMethod);
  return {
    breedingDate: activity.date,
    breedingMethod: method,
    breedingSire: sireBull(activity.breedingSire),
    strawsUsed: activity.strawsUsed ?? null,
    expectedCalvingDate: expectedCalvingDate(activity.date, method ?? 'not_specified'),
    status: 'bred',
    cameBackInHeat: false,
    heatReturnDate: null,
  };
}

/**
 * A heat after the animal's breeding means that breeding failed: returned to heat on that date,
 * open for breeding again (status active, no calving expected). Each breeding's failure counts
 * once; a second heat before the next breeding only moves the date. A heat with no breeding before
 * it changes nothing.
 */
function heat(activity: ActivityFacts, animal: AnimalBreedingState): AnimalChanges | null {
  const bred = isValidDate(animal.breedingDate) ? animal.breedingDate.trim() : null;
  if (bred === null || activity.date <= bred) return null;
  const alreadyReturned = isValidDate(animal.heatReturnDate) && animal.heatReturnDate.trim() > bred;
  if (alreadyReturned && activity.date <= (animal.heatReturnDate ?? '')) return null;
  return {
    cameBackInHeat: true,
    heatReturnDate: activity.date,
    heatReturnCount: (animal.heatReturnCount ?? 0) + (alreadyReturned ? 0 : 1),
    status: 'active',
    expectedCalvingDate: null,
  };
}

/** A calving records the date; a bred or pregnant dam is then no longer carrying: active. */
function calving(activity: ActivityFacts, animal: AnimalBreedingState): AnimalChanges | null {
  if (!isLater(activity.date, animal.actualCalvingDate)) return null;
  const status = normaliseStatus(animal.status);
  const carrying = status === 'pregnant' || status === 'bred';
  return { actualCalvingDate: activity.date, ...(carrying ? { status: 'active' } : {}) };
}

/** The changes an activity makes to its animal, or null when it makes none. */
export function activityChanges(activity: ActivityFacts, animal: AnimalBreedingState): AnimalChanges | null {
  switch (activity.type) {
    case 'breeding':
      return breeding(activity, animal);
    case 'heat':
      return heat(activity, animal);
    case 'calving':
      return calving(activity, animal);
    case 'weaning':
      return { weanDate: activity.date };
    case 'movement': {
      const pasture = cleanText(activity.pasture);
      return pasture === null || pasture === animal.pasture ? null : { pasture };
    }
    default:
      return null;
  }
}
