// Dams, sires and calves: which records are a cow's calves, and what a new calf of hers starts with.
import { cleanText } from './display-name';
import { keyOf } from './record-keys';
import { sireBull } from './sire';
import { todayISO } from './dates';

/**
 * A dam or sire as entered. Parents are free text from any herd; blank, or the word "none" (the
 * older dialog's choice for an unknown parent, in any case), means not known: null.
 */
export function parentOrNull(value: string | null | undefined): string | null {
  const parent = cleanText(value);
  return parent?.toLowerCase() === 'none' ? null : parent;
}

interface Mother {
  id?: string | null;
  tag?: string | null;
  name?: string | null;
}

/** A cow's calves: the other records whose dam is her tag, or her name in any case (compared as keys). */
export function calvesOf<T extends { id?: string | null; cowTag?: string | null }>(cow: Mother, herd: readonly T[]): T[] {
  const tag = keyOf(cow.tag);
  const name = keyOf(cow.name, { anyCase: true });
  return herd.filter((animal) => {
    const dam = keyOf(animal.cowTag);
    if (dam === null || (cow.id != null && animal.id === cow.id)) return false;
    return dam === tag || dam.toLowerCase() === name;
  });
}

export interface CalfPrefill {
  type: 'Calf';
  cowTag: string | null;
  sireTag: string | null;
  birthDate: string;
  pasture: string;
  status: 'active';
}

/**
 * A new calf of this cow: type Calf, dam = her tag (or her name without one), sire = the bull she
 * was bred to, born today, in her pasture, active.
 */
export function calfPrefill(
  cow: Mother & { pasture: string; breedingSire?: string | null },
  today: string = todayISO(),
): CalfPrefill {
  return {
    type: 'Calf',
    cowTag: cleanText(cow.tag) ?? cleanText(cow.name),
    sireTag: sireBull(cow.breedingSire),
    birthDate: today,
    pasture: cow.pasture,
    status: 'active',
  };
}
