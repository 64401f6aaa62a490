// Breed make-up as percentages, so a calf's breedComposition follows from its dam and sire
// ("50% Angus 50% Simmental") the way a rancher would write it.
import type { Random } from './random';

export type Composition = Readonly<Record<string, number>>;

export function purebred(breed: string): Composition {
  return { [breed]: 100 };
}

/** Parses "50% Angus 50% Simmental". */
export function parseComposition(text: string): Composition {
  const parts: Record<string, number> = {};
  for (const match of text.matchAll(/([\d.]+)%\s+([A-Za-z][A-Za-z ]*?)(?=\s+[\d.]+%|$)/g)) {
    const [, percent, breed] = match;
    if (percent && breed) parts[breed.trim()] = Number(percent);
  }
  return parts;
}

/** A calf carries half of each parent. */
export function mixComposition(dam: Composition, sire: Composition): Composition {
  const result: Record<string, number> = {};
  for (const parent of [dam, sire]) {
    for (const [breed, percent] of Object.entries(parent)) result[breed] = (result[breed] ?? 0) + percent / 2;
  }
  return result;
}

export function formatComposition(composition: Composition): string {
  return Object.entries(composition)
    .sort(([a, pa], [b, pb]) => pb - pa || a.localeCompare(b))
    .map(([breed, percent]) => `${Number(percent.toFixed(2))}% ${breed}`)
    .join(' ');
}

/** Stored breed and composition: one breed at 100 % is that breed, anything else Composite. */
export function breedFields(composition: Composition): { breed: string; breedComposition: string | null } {
  const entries = Object.entries(composition);
  const only = entries.length === 1 ? entries[0] : undefined;
  if (only) return { breed: only[0], breedComposition: null };
  return { breed: 'Composite', breedComposition: formatComposition(composition) };
}

// Roughly a Northern Plains commercial herd: mostly black, some red, baldies and crossbreds.
const COW_MAKEUP: readonly (readonly [string, number])[] = [
  ['100% Angus', 34],
  ['100% Red Angus', 12],
  ['100% Hereford', 7],
  ['100% Simmental', 7],
  ['100% Charolais', 3],
  ['100% Gelbvieh', 3],
  ['100% Shorthorn', 2],
  ['50% Angus 50% Simmental', 10],
  ['50% Angus 50% Hereford', 9],
  ['75% Angus 25% Simmental', 5],
  ['50% Red Angus 50% Gelbvieh', 5],
  ['50% Angus 50% Charolais', 3],
];

export function randomCowComposition(rng: Random): Composition {
  return parseComposition(rng.weighted(COW_MAKEUP));
}

const REGISTRY: Readonly<Record<string, { prefix: string; digits: number; first: string }>> = {
  Angus: { prefix: 'AAA ', digits: 8, first: '20' },
  'Red Angus': { prefix: 'RAAA ', digits: 7, first: '4' },
  Simmental: { prefix: 'ASA ', digits: 7, first: '4' },
  Hereford: { prefix: 'P', digits: 8, first: '44' },
  Charolais: { prefix: 'M', digits: 6, first: '9' },
  Gelbvieh: { prefix: 'AMGV', digits: 7, first: '14' },
  Shorthorn: { prefix: 'X', digits: 7, first: '4' },
};

/** A registration number in the breed association's usual shape; null for unregistered breeds. */
export function registrationNumber(breed: string, rng: Random): string | null {
  const registry = REGISTRY[breed];
  if (!registry) return null;
  let digits = registry.first;
  while (digits.length < registry.digits) digits += String(rng.int(0, 9));
  return registry.prefix + digits;
}
