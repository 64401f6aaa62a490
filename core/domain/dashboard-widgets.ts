// What the dashboard's widgets show, computed from animal records with the rules that live in
// heat.ts, calving.ts, breeding.ts, withdrawal.ts and cattle-status.ts. The database reads only the rows that
// could matter to each widget (core/db/dashboard-widgets.ts) and hands them to
// widgetsFromCandidates; the browser passes a whole herd to dashboardWidgets. Both give the same
// answer because each rule below decides for itself and ignores rows it does not want.
import { conceptionRate, type ConceptionRate } from './breeding';
import { upcomingCalvings } from './calving';
import { isInHerd } from './cattle-status';
import { normaliseType, type CattleType } from './cattle-types';
import { DO_NOT_SELL_SHOWN, HEAT_WIDGET_SHOWN } from './constants';
import { heatNotifications } from './heat';
import type { AnimalLike, DateString } from './types';
import { activeWithdrawal, doNotSell } from './withdrawal';

/** An animal record as stored: the rules need its fields, the answer names it by id. */
export interface RecordedAnimal extends AnimalLike {
  id: string;
}

/** Who, and the day that matters: the next heat, the expected calving, or the end of a meat withdrawal. */
export interface WidgetAnimal {
  id: string;
  tag: string | null;
  name: string | null;
  date: DateString;
}

/** The herd by type, breeding stock first, the way a rancher counts it. */
export const HERD_TYPE_ORDER = ['Cow', 'Heifer', 'Calf', 'Bull', 'Steer'] as const satisfies readonly CattleType[];

export type HerdByType = Record<CattleType, number>;

export interface DashboardWidgetData {
  herdByType: HerdByType;
  /** The soonest few heats by name, and how many fall in the window in all. */
  heat: { soonest: WidgetAnimal[]; total: number };
  calvings: WidgetAnimal[];
  conception: ConceptionRate;
  /** The soonest few to clear their meat withdrawal, each with the day it ends, and how many are in one. */
  doNotSell: { soonest: WidgetAnimal[]; total: number };
}

/** Animals of one type and status: `head` of them (one animal when missing). */
export interface HeadOfType {
  type?: string | null;
  status?: string | null;
  head?: number;
}

/** The rows each widget may need; every list may hold more rows than its widget shows. */
export interface WidgetCandidates {
  /** Every animal, or head counts by type and status. */
  herd: readonly HeadOfType[];
  /** At least every animal whose next heat may fall in the notice window. */
  heat: readonly RecordedAnimal[];
  /**
   * At least every animal due to calve in the due-soon window up to the day of the last one the
   * widget lists (calvings are listed soonest first, so later days cannot change the list).
   */
  calvings: readonly RecordedAnimal[];
  /** At least every animal bred in the conception-rate window, or their breeding records with head counts. */
  conception: readonly BreedingRecord[];
  /** At least every animal whose meat withdrawal ends after today. */
  doNotSell: readonly RecordedAnimal[];
}

function widgetAnimal(animal: RecordedAnimal, date: DateString): WidgetAnimal {
  return { id: animal.id, tag: animal.tag ?? null, name: animal.name ?? null, date };
}

/**
 * By id first, so animals the rules rank equal (same day, same tag and name) come out in the same
 * order whichever order the rows were read in; the rules' own sorts are stable and keep it.
 */
function inIdOrder<T extends RecordedAnimal>(animals: readonly T[]): T[] {
  return [...animals].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Animals still in the herd, counted by type in any case; an unknown type is not counted. */
export function herdByType(herd: readonly HeadOfType[]): HerdByType {
  const counts = Object.fromEntries(HERD_TYPE_ORDER.map((type) => [type, 0])) as HerdByType;
  for (const group of herd) {
    const type = normaliseType(group.type);
    if (type !== null && isInHerd(group.status)) counts[type] += group.head ?? 1;
  }
  return counts;
}

/** heatNotifications: the first HEAT_WIDGET_SHOWN by name, and the total. */
export function heatWidget(animals: readonly RecordedAnimal[], today: string): DashboardWidgetData['heat'] {
  const notices = heatNotifications(inIdOrder(animals), today);
  return {
    soonest: notices.slice(0, HEAT_WIDGET_SHOWN).map(({ animal, nextHeatDate }) => widgetAnimal(animal, nextHeatDate)),
    total: notices.length,
  };
}

/** upcomingCalvings, each with its expected calving day. */
export function calvingsWidget(animals: readonly RecordedAnimal[], today: string): WidgetAnimal[] {
  return upcomingCalvings(inIdOrder(animals), today).map((animal) =>
    widgetAnimal(animal, (animal.expectedCalvingDate ?? '').trim()),
  );
}

/** doNotSell: the first DO_NOT_SELL_SHOWN, each with the end of its meat withdrawal, and the total. */
export function doNotSellWidget(animals: readonly RecordedAnimal[], today: string): DashboardWidgetData['doNotSell'] {
  const held = doNotSell(inIdOrder(animals), today);
  return {
    // Every animal doNotSell keeps has an active end: the plain date of it.
    soonest: held.slice(0, DO_NOT_SELL_SHOWN).map((animal) => widgetAnimal(animal, activeWithdrawal(animal.meatWithdrawalUntil, today)!)),
    total: held.length,
  };
}

/** An animal's breeding record, or `head` animals with the same one. */
export interface BreedingRecord extends AnimalLike {
  head?: number;
}

/** How the rate below names the one animal it passes to conceptionRate at a time. */
const THIS_ANIMAL = 'this animal';

/**
 * conceptionRate over each animal's own breeding date: the record carries its latest breeding, and
 * a calving after it or a pregnancy now tells if it took. Each breeding is judged by the animal that
 * carries it, never by another animal that happens to share its tag or name, one animal at a time
 * so a big herd costs one pass. Animals with the same breeding record count alike, so the database
 * may pass one record per kind with its head count.
 */
export function conceptionWidget(animals: readonly BreedingRecord[], today: string): ConceptionRate {
  let bred = 0;
  let conceived = 0;
  for (const animal of animals) {
    if (animal.breedingDate == null) continue;
    const own = { ...animal, tag: THIS_ANIMAL, name: null };
    const one = conceptionRate([{ cattleTag: THIS_ANIMAL, date: animal.breedingDate }], [own], today);
    const head = animal.head ?? 1;
    bred += one.bred * head;
    conceived += one.conceived * head;
  }
  return { bred, conceived, rate: bred === 0 ? null : conceived / bred };
}

/** The widgets from rows chosen per widget (see WidgetCandidates). */
export function widgetsFromCandidates(candidates: WidgetCandidates, today: string): DashboardWidgetData {
  return {
    herdByType: herdByType(candidates.herd),
    heat: heatWidget(candidates.heat, today),
    calvings: calvingsWidget(candidates.calvings, today),
    conception: conceptionWidget(candidates.conception, today),
    doNotSell: doNotSellWidget(candidates.doNotSell, today),
  };
}

/** The widgets for a whole herd. */
export function dashboardWidgets(animals: readonly RecordedAnimal[], today: string): DashboardWidgetData {
  return widgetsFromCandidates({ herd: animals, heat: animals, calvings: animals, conception: animals, doNotSell: animals }, today);
}
