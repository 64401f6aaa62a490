// The semen tank list and the straw list as the API answers them (GET /api/semen-tanks and
// /api/semen-straws), built from plain arrays of a farm's tanks, canes and straw lots: the same rows
// in the same order, so a phone can show them from its copy of the farm. The server builds them in
// SQL (core/db/semen.ts); a property test holds the two to the same answers.
import { compareByName, compareSemenStraws } from './list-orders';
import type { SemenCaneLike } from './semen-inventory';

interface Tank {
  id: string;
  name: string;
}

interface StrawLot {
  id: string;
  caneId: string;
  bullName: string;
  remainingStraws: number;
}

/** Where a straw lot sits, as the straw list gives it beside the lot. */
export interface StrawPlace {
  tankId: string;
  tankName: string;
  caneNumber: string;
  caneLabel: string | null;
}

/** Each tank, by name, with the straws left in all of its canes' lots (0 for none). */
export function semenTankRows<T extends Tank>(
  tanks: readonly T[],
  canes: readonly Pick<SemenCaneLike, 'id' | 'tankId'>[],
  straws: readonly Pick<StrawLot, 'caneId' | 'remainingStraws'>[],
): (T & { remainingStraws: number })[] {
  const tankOfCane = new Map(canes.map((cane) => [cane.id, cane.tankId]));
  const left = new Map<string, number>();
  for (const straw of straws) {
    const tankId = tankOfCane.get(straw.caneId);
    if (tankId !== undefined) left.set(tankId, (left.get(tankId) ?? 0) + straw.remainingStraws);
  }
  return tanks.map((tank) => ({ ...tank, remainingStraws: left.get(tank.id) ?? 0 })).sort(compareByName);
}

/**
 * Each straw lot with the tank and cane it sits in, by tank name, cane number and bull name. A lot
 * whose cane, or whose cane's tank, is not in the lists is left out.
 */
export function semenStrawRows<S extends StrawLot>(
  tanks: readonly Tank[],
  canes: readonly SemenCaneLike[],
  straws: readonly S[],
): (S & StrawPlace)[] {
  const tankById = new Map(tanks.map((tank) => [tank.id, tank]));
  const caneById = new Map(canes.map((cane) => [cane.id, cane]));
  const rows: (S & StrawPlace)[] = [];
  for (const straw of straws) {
    const cane = caneById.get(straw.caneId);
    const tank = cane && tankById.get(cane.tankId);
    if (cane && tank) rows.push({ ...straw, tankId: tank.id, tankName: tank.name, caneNumber: cane.caneNumber, caneLabel: cane.label });
  }
  return rows.sort(compareSemenStraws);
}
