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
  tag?: string | null;
  name?: string | null;
}

/** Activities name an animal by its tag, or by its name when it has none. */
export function animalKeyOf(animal: NamedAnimal): string | null {
  return cleanText(animal.tag) ?? cleanText(animal.name);
}

/**
 * The animal an activity names: the one with that tag, else the one with that name in any case,
 * compared as keys on both sides (domain/record-keys.ts), so a look-alike finds the animal.
 */
export function findNamedAnimal<T extends NamedAnimal>(animals: readonly T[], key: string | null | undefined): T | undefined {
  const tag = keyOf(key);
  if (tag === null) return undefined;
  const name = tag.toLowerCase();
  return animals.find((a) => keyOf(a.tag) === tag) ?? animals.find((a) => keyOf(a.name, { anyCase: true }) === name);
}

/**
 * findNamedAnimal for many lookups: the same answers from an index built once. A screen or a rule
 * that looks up every activity of the log would otherwise scan the herd for each.
 */
export function namedAnimalLookup<T extends NamedAnimal>(animals: readonly T[]): (key: string | null | undefined) => T | undefined {
  const byTag = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const animal of animals) {
    const tag = keyOf(animal.tag);
    const name = keyOf(animal.name, { anyCase: true });
    if (tag !== null && !byTag.has(tag)) byTag.set(tag, animal);
    if (name !== null && !byName.has(name)) byName.set(name, animal);
  }
  return (key) => {
    const tag = keyOf(key);
    return tag === null ? undefined : (byTag.get(tag) ?? byName.get(tag.toLowerCase()));
  };
}
