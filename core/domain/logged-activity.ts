// What logging an activity stores and what its breeding draws (docs/breeding-and-calving.md): the
// server's activity service and a phone's copy of the farm run these, so a breeding logged offline
// takes the same straws from the same lots as it will on the server. What the activity then does
// to its animal is activity-effects.ts's.
import { parseSire } from './sire';
import { allocateStraws, type StrawAllocation, type StrawLot } from './straw-allocation';
import { usesTankStraws } from './straw-supply';

/** The fields of an activity that say what a breeding was. */
export interface BreedingDetails {
  type: string;
  breedingMethod: string | null;
  breedingSire: string | null;
  strawsUsed: number | null;
}

/** Breeding details belong to breedings; an AI or ET breeding uses one straw unless told. */
export function loggedActivity<F extends BreedingDetails>(fields: F): F {
  if (fields.type !== 'breeding') return { ...fields, breedingMethod: null, breedingSire: null, strawsUsed: null };
  return { ...fields, strawsUsed: fields.strawsUsed ?? (usesTankStraws(fields.breedingMethod) ? 1 : null) };
}

/** A breeding that used more straws than its lots held (logged offline, where the cow was bred anyway). */
export interface StrawShortfall {
  bull: string;
  tank: string;
  /** Straws the breeding used beyond those there were. */
  shortfall: number;
  used: number;
  /** The lot the straws came from (the last one drawn), or null when the tank held none of the bull's. */
  lotId: string | null;
}

export interface BreedingDraw {
  draws: StrawAllocation['draws'];
  /** Null when the lots covered the breeding. */
  shortfall: StrawShortfall | null;
}

/**
 * The straws an AI or ET breeding whose sire was picked from a tank ("bull|tank") takes: from
 * `lotsOf(bull, tank)`, the bull's lots in that tank in the order they are drawn (lotsForBreeding),
 * each emptied before the next. Null when the activity draws no straws (not such a breeding).
 */
export function breedingDraw(activity: BreedingDetails, lotsOf: (bull: string, tank: string) => readonly StrawLot[]): BreedingDraw | null {
  if (activity.type !== 'breeding' || !usesTankStraws(activity.breedingMethod)) return null;
  const sire = parseSire(activity.breedingSire);
  if (sire?.tank == null) return null;
  const used = activity.strawsUsed ?? 1;
  const lots = lotsOf(sire.bull, sire.tank);
  const { draws, shortfall } = allocateStraws(lots, used);
  // The lot to recount: the last one drawn, else the first of the bull's lots (all used).
  const lotId = draws.at(-1)?.id ?? lots[0]?.id ?? null;
  return { draws, shortfall: shortfall > 0 ? { bull: sire.bull, tank: sire.tank, shortfall, used, lotId } : null };
}
