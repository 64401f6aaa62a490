// Pasture stocking: room left, "At capacity", red when over (docs/inventory-and-pastures.md).
import { ageInMonths } from './age';
import { isInHerd } from './cattle-status';
import { isBreedingFemale, normaliseType } from './cattle-types';
import { PASTURE_CALF_MAX_MONTHS } from './constants';
import { isValidDate, todayISO } from './dates';
import type { AnimalLike } from './types';

export type PastureCapacityState = 'over' | 'full' | 'available' | 'unlimited';

export interface PastureCapacity {
  state: PastureCapacityState;
  /** Head that still fit; null when no capacity is set. */
  room: number | null;
  /** Head beyond capacity; 0 unless over. */
  over: number;
  label: string;
  color: 'red' | 'yellow' | 'green' | 'gray';
}

/**
 * A capacity of 0, missing or negative means the rancher has not set one, not that the pasture
 * holds nothing: it reads "No capacity set" and is never over or full.
 */
export function pastureCapacity(
  headCount: number,
  capacity: number | null | undefined,
): PastureCapacity {
  const head = Math.max(0, headCount);
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) {
    return { state: 'unlimited', room: null, over: 0, label: 'No capacity set', color: 'gray' };
  }
  if (head > capacity) {
    const over = head - capacity;
    return { state: 'over', room: 0, over, label: `Over capacity by ${over}`, color: 'red' };
  }
  if (head === capacity) {
    return { state: 'full', room: 0, over: 0, label: 'At capacity', color: 'yellow' };
  }
  const room = capacity - head;
  return { state: 'available', room, over: 0, label: `${room} available`, color: 'green' };
}

export interface PastureHerdCounts {
  bulls: number;
  cows: number;
  calves: number;
  total: number;
}

export type PastureGroup = 'calf' | 'bull' | 'cow' | 'other';

/**
 * Where an animal counts on a pasture: a calf (type Calf, or any animal under one year with a
 * known birth date), else a bull, else a cow (cows and heifers), else other (steers).
 */
export function pastureGroup(animal: AnimalLike, today: string): PastureGroup {
  const type = normaliseType(animal.type);
  const young = isValidDate(animal.birthDate) && ageInMonths(animal.birthDate, today) < PASTURE_CALF_MAX_MONTHS;
  if (type === 'Calf' || young) return 'calf';
  if (type === 'Bull') return 'bull';
  return isBreedingFemale(type) ? 'cow' : 'other';
}

/**
 * Counts for a pasture card by pastureGroup; steers count only in the total. Sold and deceased
 * animals are not on the pasture any more and are not counted.
 */
export function pastureHerdCounts(
  animals: readonly AnimalLike[],
  today: string = todayISO(),
): PastureHerdCounts {
  const counts: PastureHerdCounts = { bulls: 0, cows: 0, calves: 0, total: 0 };
  for (const animal of animals) {
    if (!isInHerd(animal.status)) continue;
    counts.total += 1;
    const group = pastureGroup(animal, today);
    if (group === 'calf') counts.calves += 1;
    else if (group === 'bull') counts.bulls += 1;
    else if (group === 'cow') counts.cows += 1;
  }
  return counts;
}
