import { isInHerd } from '../../../core/domain/cattle-status';
import { keyOf } from '../../../core/domain/record-keys';
import { compareBinary, compareNoCase, orderBy } from '../../../core/domain/sqlite-order';

// Which animals go through the chute and in what order: a pasture's animals still in the herd, in
// the herd list's order; the next is the first after the one just done that has no weighing on the
// day, going round to the start, so an animal skipped comes up again once the rest are done.

export interface ChuteAnimal {
  id: string;
  pasture: string;
  status: string;
}

export interface PastureGroup<T> {
  /** The pasture's name as its first animal writes it. */
  name: string;
  animals: T[];
}

const comparePastureNames = orderBy<string>(compareNoCase, compareBinary);

/**
 * The pastures that have animals in the herd, sorted by name, each with those animals in the
 * herd's order. Names that look alike are one pasture, as a pasture's card counts them.
 */
export function pastureGroups<T extends ChuteAnimal>(herd: readonly T[]): PastureGroup<T>[] {
  const byKey = new Map<string, PastureGroup<T>>();
  for (const animal of herd) {
    const key = keyOf(animal.pasture);
    if (key === null || !isInHerd(animal.status)) continue;
    const group = byKey.get(key);
    if (group) group.animals.push(animal);
    else byKey.set(key, { name: animal.pasture.trim(), animals: [animal] });
  }
  return [...byKey.values()].sort((a, b) => comparePastureNames(a.name, b.name));
}

/** The ids of the animals with a weighing on `date`. */
export function weighedOn(weighings: readonly { cattleId: string; date: string }[], date: string): Set<string> {
  const weighed = new Set<string>();
  for (const weighing of weighings) if (weighing.date === date) weighed.add(weighing.cattleId);
  return weighed;
}

/**
 * The next animal to weigh: the first after place `after` in the group (-1 for the start) not yet
 * weighed, going round to the start; null when every one is weighed.
 */
export function nextToWeigh<T extends { id: string }>(group: readonly T[], isWeighed: (id: string) => boolean, after: number): T | null {
  for (let step = 1; step <= group.length; step += 1) {
    const animal = group[(after + step) % group.length]!;
    if (!isWeighed(animal.id)) return animal;
  }
  return null;
}

/** How many of the group are weighed. */
export function weighedCount(group: readonly { id: string }[], isWeighed: (id: string) => boolean): number {
  return group.reduce((count, animal) => (isWeighed(animal.id) ? count + 1 : count), 0);
}
