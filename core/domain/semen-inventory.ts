// The semen inventory as the screen shows it (docs/inventory-and-pastures.md): tanks hold canes,
// canes hold straw lots; counts, a search and the "sexed" note.
import { breedLabel } from './breeds';
import { tankUsage, type TankUsage } from './tank-capacity';

export interface SemenTankLike {
  id: string;
  name: string;
  /** Canes it holds. */
  capacity: number;
}

export interface SemenCaneLike {
  id: string;
  tankId: string;
  caneNumber: string;
  label: string | null;
}

export interface StrawLotLike {
  caneId: string;
  bullName: string;
  registrationNumber: string | null;
  breed: string;
  remainingStraws: number;
}

export interface CaneStock<C extends SemenCaneLike, S extends StrawLotLike> {
  cane: C;
  /** "Cane 1 Angus calving ease", or "Cane 1" without a label. */
  title: string;
  lots: S[];
  /** Each bull once, in the lots' order. */
  bulls: string[];
  strawsLeft: number;
}

export interface TankStock<T extends SemenTankLike, C extends SemenCaneLike, S extends StrawLotLike> {
  tank: T;
  canes: CaneStock<C, S>[];
  strawsLeft: number;
  /** Straw lots in all of its canes. */
  lotCount: number;
  canesUsed: number;
  /** Canes used of its capacity, for a bar. */
  usage: TankUsage;
}

export interface SemenSummary {
  physicalTanks: number;
  totalCanes: number;
  /** Straws left in every lot. */
  totalStraws: number;
}

/**
 * The number a new cane in a tank is offered: one past the highest whole number among its canes
 * ("1" in an empty tank), so canes added in order need no typing. Numbers that are not whole
 * numbers ("A2") are passed over.
 */
export function nextCaneNumber(canes: readonly Pick<SemenCaneLike, 'caneNumber'>[]): string {
  const numbers = canes.map((cane) => cane.caneNumber.trim()).filter((text) => /^\d+$/.test(text)).map(Number);
  return String(Math.max(0, ...numbers) + 1);
}

/** "Cane 1 Angus calving ease": its number, then its label when it has one. */
export function caneTitle(cane: Pick<SemenCaneLike, 'caneNumber' | 'label'>): string {
  const label = cane.label?.trim();
  return label ? `Cane ${cane.caneNumber} ${label}` : `Cane ${cane.caneNumber}`;
}

/** Notes that mention "sexed" as a word, in any case ("Sexed female", "sexed heifer semen"). */
export function isSexed(notes: string | null | undefined): boolean {
  return typeof notes === 'string' && /\bsexed\b/i.test(notes);
}

const strawsIn = (lots: readonly StrawLotLike[]) => lots.reduce((sum, lot) => sum + Math.max(0, lot.remainingStraws), 0);

function caneStock<C extends SemenCaneLike, S extends StrawLotLike>(cane: C, lots: S[]): CaneStock<C, S> {
  return { cane, title: caneTitle(cane), lots, bulls: [...new Set(lots.map((lot) => lot.bullName))], strawsLeft: strawsIn(lots) };
}

/** Cane numbers as people count them: 2 before 10. */
const byCaneNumber = (a: SemenCaneLike, b: SemenCaneLike) => a.caneNumber.localeCompare(b.caneNumber, 'en', { numeric: true });

/**
 * Each tank with its canes (by number) and each cane with its straw lots, in the order given. A
 * cane whose tank or a lot whose cane is not in the lists is left out.
 */
export function semenInventory<T extends SemenTankLike, C extends SemenCaneLike, S extends StrawLotLike>(
  tanks: readonly T[],
  canes: readonly C[],
  lots: readonly S[],
): TankStock<T, C, S>[] {
  const lotsByCane = new Map<string, S[]>();
  for (const lot of lots) lotsByCane.set(lot.caneId, [...(lotsByCane.get(lot.caneId) ?? []), lot]);
  return tanks.map((tank) => {
    const own = canes
      .filter((cane) => cane.tankId === tank.id)
      .sort(byCaneNumber)
      .map((cane) => caneStock(cane, lotsByCane.get(cane.id) ?? []));
    return {
      tank,
      canes: own,
      strawsLeft: own.reduce((sum, cane) => sum + cane.strawsLeft, 0),
      lotCount: own.reduce((sum, cane) => sum + cane.lots.length, 0),
      canesUsed: own.length,
      usage: tankUsage(own.length, tank.capacity),
    };
  });
}

/** Physical Tanks, Total Canes and Total Straws (straws left) of the whole inventory. */
export function semenSummary(inventory: readonly TankStock<SemenTankLike, SemenCaneLike, StrawLotLike>[]): SemenSummary {
  return {
    physicalTanks: inventory.length,
    totalCanes: inventory.reduce((sum, tank) => sum + tank.canesUsed, 0),
    totalStraws: inventory.reduce((sum, tank) => sum + tank.strawsLeft, 0),
  };
}

const contains = (text: string | null | undefined, query: string) => typeof text === 'string' && text.toLowerCase().includes(query);

/** Whether a lot's bull name, registration, breed, tank or cane holds the query (any case). */
function lotMatches(lot: StrawLotLike, tankName: string, cane: string, query: string): boolean {
  return [lot.bullName, lot.registrationNumber, lot.breed, breedLabel(lot.breed), tankName, cane].some((text) => contains(text, query));
}

/**
 * The straw lots that match the query, still in their tanks and canes; canes and tanks left with no
 * match are dropped, and a cane's bulls and straws left count only its matches. A tank keeps its own
 * straws left and canes used. A blank query keeps everything, empty tanks and canes too.
 */
export function searchSemenInventory<T extends SemenTankLike, C extends SemenCaneLike, S extends StrawLotLike>(
  inventory: readonly TankStock<T, C, S>[],
  query: string,
): TankStock<T, C, S>[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...inventory];
  return inventory
    .map((tank) => ({
      ...tank,
      canes: tank.canes
        .map(({ cane, title, lots }) => caneStock(cane, lots.filter((lot) => lotMatches(lot, tank.tank.name, title, wanted))))
        .filter((cane) => cane.lots.length > 0),
    }))
    .filter((tank) => tank.canes.length > 0);
}
