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
