// The activity log's kinds, their labels, and how an activity names its animal
// (docs/breeding-and-calving.md).
import { cleanText } from './display-name';
import { keyOf } from './record-keys';

export const ACTIVITY_TYPES = [
  'calving',
  'breeding',
  'heat',
  'weaning',
  'vaccination',
  'movement',
  'health-check',
  'other',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const LABELS: Record<ActivityType, string> = {
  calving: 'Calving',
  breeding: 'Breeding',
  heat: 'Heat',
  weaning: 'Weaning',
  vaccination: 'Vaccination',
  movement: 'Pasture Movement',
  'health-check': 'Health Check',
  other: 'Other',
};

export function isActivityType(value: unknown): value is ActivityType {
  return typeof value === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(value);
}

/** What a screen shows for a type ("Pasture Movement" for movement); unknown types as written. */
export function activityTypeLabel(type: string): string {
  return isActivityType(type) ? LABELS[type] : type;
}

/** Breeding and heat activities: what Breeding Management lists. */
export function isBreedingOrHeat(type: string): boolean {
  return type === 'breeding' || type === 'heat';
}

export interface NamedAnimal {
  /** Tells apart animals that answer to a key equally well (two cows named Daisy). */
  id?: string;
  tag?: string | null;
  name?: string | null;
}

/** Activities name an animal by its tag, or by its name when it has none. */
export function animalKeyOf(animal: NamedAnimal): string | null {
  return cleanText(animal.tag) ?? cleanText(animal.name);
}

/**
 * How well an animal answers to a key (`key`: as keyOf gives it), best first: 0 its tag written
 * as the key, 1 its tag as a key (a look-alike), 2 its name written as the key, 3 its name as a
 * key in any case (Unicode case, "ÉLAN" for "élan"); null when it does not answer to it.
 */
function answersTo(animal: NamedAnimal, key: string): number | null {
  if (animal.tag === key) return 0;
  if (keyOf(animal.tag) === key) return 1;
  if (animal.name === key) return 2;
  return keyOf(animal.name, { anyCase: true }) === key.toLowerCase() ? 3 : null;
}

/**
 * The animal an activity names, the one rule wherever an animal is looked up by what an activity
 * says (the server's findCattleByKey, the screens, a phone's replica): the one that answers to the
 * key best (answersTo), and of equally good ones the smallest id, so the answer never depends on
 * the order the herd is read in. Keys are compared on both sides (domain/record-keys.ts).
 */
export function findNamedAnimal<T extends NamedAnimal>(animals: Iterable<T>, key: string | null | undefined): T | undefined {
  const wanted = keyOf(key);
  if (wanted === null) return undefined;
  let best: { animal: T; rank: number } | undefined;
  for (const animal of animals) {
    const rank = answersTo(animal, wanted);
    if (rank === null) continue;
    const better = !best || rank < best.rank || (rank === best.rank && (animal.id ?? '') < (best.animal.id ?? ''));
    if (better) best = { animal, rank };
  }
  return best?.animal;
}

/**
 * findNamedAnimal for many lookups: the same answers from an index built once. A screen or a rule
 * that looks up every activity of the log would otherwise scan the herd for each.
 */
export function namedAnimalLookup<T extends NamedAnimal>(animals: readonly T[]): (key: string | null | undefined) => T | undefined {
  // Every animal that answers to a key sits under that key in one of the two indexes.
  const byTag = new Map<string, T[]>();
  const byName = new Map<string, T[]>();
  const add = (index: Map<string, T[]>, key: string | null, animal: T) => {
    if (key === null) return;
    const animalsUnder = index.get(key);
    if (animalsUnder) animalsUnder.push(animal);
    else index.set(key, [animal]);
  };
  for (const animal of animals) {
    add(byTag, keyOf(animal.tag), animal);
    add(byName, keyOf(animal.name, { anyCase: true }), animal);
  }
  return (key) => {
    const wanted = keyOf(key);
    if (wanted === null) return undefined;
    return findNamedAnimal([...(byTag.get(wanted) ?? []), ...(byName.get(wanted.toLowerCase()) ?? [])], key);
  };
}
