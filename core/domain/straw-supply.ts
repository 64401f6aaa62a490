// How many straws a sire picked from a tank can give. A breeding by AI or ET whose sire is
// "bull|tank" draws its straws from every lot of that bull in that tank, so the check adds them up.
import { cleanText } from './display-name';
import { normaliseBreedingMethod } from './gestation';
import { parseSire } from './sire';

/** AI and ET use straws from a tank; natural service uses none. */
export function usesTankStraws(method: string | null | undefined): boolean {
  const known = normaliseBreedingMethod(method);
  return known === 'artificial_insemination' || known === 'embryo_transfer';
}

export interface StrawLot {
  bullName: string;
  tankName: string;
  remainingStraws: number;
}

/** Names match as the tank inventory matches them: trimmed, in any case. */
const sameName = (a: string, b: string) => cleanText(a)?.toLowerCase() === cleanText(b)?.toLowerCase();

/**
 * Straws left of the sire's bull in the sire's tank ("bull|tank"); null when the sire is not a
 * tank pick (free text, or blank), which draws nothing.
 */
export function strawsLeftForSire(lots: readonly StrawLot[], sire: string | null | undefined): number | null {
  const choice = parseSire(sire);
  if (choice?.tank == null) return null;
  const { bull, tank } = choice;
  return lots
    .filter((lot) => sameName(lot.bullName, bull) && sameName(lot.tankName, tank))
    .reduce((sum, lot) => sum + Math.max(0, lot.remainingStraws), 0);
}

/** "Not enough straws available!": more straws asked than the pick has left. Unknown supply never blocks. */
export function isShortOfStraws(requested: number | null | undefined, left: number | null): boolean {
  return left !== null && typeof requested === 'number' && requested > left;
}
