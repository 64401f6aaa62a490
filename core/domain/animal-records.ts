import { weightsFromWeighings, type WeighingLike } from './growth';
import { daysBetween } from './dates';
import { checkChanges, type CheckChanges, type CheckedAnimal, type CheckLike } from './pregnancy-checks';

// What a pregnancy check or a weighing changes on its animal, given the animal's records of that
// kind: the same answer on the server and on a phone's copy of the farm.

/**
 * A check changes the animal unless the animal has a check of a later day: a check from last month
 * entered today does not undo this week's. Of checks on the same day, the one being recorded counts
 * (what was found last). `checks`: the animal's other checks (this one may be among them).
 */
export function checkEffect(check: CheckLike, checks: readonly CheckLike[], animal: CheckedAnimal): CheckChanges {
  const later = checks.some((other) => other.id !== check.id && (daysBetween(check.date, other.date) ?? 0) > 0);
  return later ? {} : checkChanges(check, animal);
}

export interface WeighedAnimalWeights {
  weight: number | null;
  birthWeight: number | null;
  weanWeight: number | null;
}

/**
 * The animal's weights after its weighings changed (one added or deleted): the current weight is
 * the latest weighing's, a birth or weaning weighing sets that weight. Only the weights that move
 * are answered; with no weighing of a kind left, the animal keeps what it had.
 */
export function weighingEffect(weighings: readonly WeighingLike[], animal: WeighedAnimalWeights): Partial<WeighedAnimalWeights> {
  const weights = weightsFromWeighings(weighings);
  return Object.fromEntries(Object.entries(weights).filter(([field, value]) => animal[field as keyof WeighedAnimalWeights] !== value));
}
