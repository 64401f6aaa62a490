import { cleanText, todayISO } from '../../../../../core/domain';
import type { CattleInput, CattleRecord } from '../../../../../core/schemas/cattle';

// The Cow Calf History's rules (spec 1 §2.5): which records are her calves, and what a new calf of
// hers starts with.

/** Records whose dam (cowTag) is the cow's tag or her name; names match in any case. */
export function calvesOf(cow: CattleRecord, herd: readonly CattleRecord[]): CattleRecord[] {
  const tag = cleanText(cow.tag);
  const name = cleanText(cow.name)?.toLowerCase();
  return herd.filter((animal) => {
    const dam = cleanText(animal.cowTag);
    if (animal.id === cow.id || dam === null) return false;
    return dam === tag || dam.toLowerCase() === name;
  });
}

/** A sire picked from a tank is stored as "bull|tank"; the calf's sire is the bull. */
const bullOf = (sire: string | null): string | null => cleanText(sire?.split('|')[0]);

/** Type Calf, dam = her tag or name, sire = her breeding sire, born today, her pasture, active. */
export function calfPrefill(cow: CattleRecord, today: string = todayISO()): Partial<CattleInput> {
  return {
    type: 'Calf',
    cowTag: cleanText(cow.tag) ?? cleanText(cow.name),
    sireTag: bullOf(cow.breedingSire),
    birthDate: today,
    pasture: cow.pasture,
    status: 'active',
  };
}
