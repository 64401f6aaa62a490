import { compareBinary, compareNoCase } from './sqlite-order';

// Which straw lots a breeding draws from (docs/breeding-and-calving.md): the lots in the order given
// (soonest to expire first), each emptied before the next is touched.

export interface StrawLot {
  id: string;
  remainingStraws: number;
}

export interface StrawAllocation {
  draws: { id: string; taken: number }[];
  /** Straws wanted beyond what the lots hold: 0 when they cover the breeding. */
  shortfall: number;
}

export function allocateStraws(lots: readonly StrawLot[], wanted: number): StrawAllocation {
  const draws: StrawAllocation['draws'] = [];
  let left = wanted;
  for (const lot of lots) {
    if (left === 0) break;
    const taken = Math.min(left, Math.max(0, lot.remainingStraws));
    if (taken > 0) draws.push({ id: lot.id, taken });
    left -= taken;
  }
  return { draws, shortfall: left };
}

export interface BreedingLot extends StrawLot {
  bullName: string;
  tankName: string;
  expirationDate: string | null;
}

const sameName = (a: string, b: string) => compareNoCase(a, b) === 0;
/** An undated lot is used last. */
const expiry = (lot: BreedingLot) => lot.expirationDate ?? '9999-12-31';

/**
 * The lots a breeding from "bull|tank" draws from, in the order it draws: the bull's lots in that tank
 * (names in any ASCII case, as SQLite's NOCASE), soonest to expire first, so the oldest semen is used
 * first; lots expiring together stay in the straw list's order. Empty lots are kept (the draw skips
 * them): a breeding short of straws names the lot to recount even when all are used.
 */
export function lotsForBreeding<T extends BreedingLot>(strawList: readonly T[], bull: string, tank: string): T[] {
  return strawList
    .filter((lot) => sameName(lot.bullName, bull) && sameName(lot.tankName, tank))
    .sort((a, b) => compareBinary(expiry(a), expiry(b)));
}
