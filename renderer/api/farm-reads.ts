// The reads a copy of a farm can answer by itself, written once over the farm's lists: privacy mode
// answers them from the demo farm, and a phone from its own copy of the farm (renderer/sync), each
// in the shapes the server's procedures answer. Keyed by procedure path and typed by the router.
import { REPORTS_RECENT_ACTIVITIES } from '../../core/domain/constants';
import { dashboardWidgets } from '../../core/domain/dashboard-widgets';
import { herdReport } from '../../core/domain/herd-report';
import { herdStats } from '../../core/domain/herd-stats';
import { FARM_READ_PATHS, type FarmReadPath } from './farm-read-paths';
import type { ProcedureOutput } from './procedure-paths';

/** Each list call's rows, in the order the server answers them. */
export interface FarmLists {
  cattle: ProcedureOutput<'cattle.list'>;
  pastures: ProcedureOutput<'pastures.list'>;
  /** Newest first. */
  activities: ProcedureOutput<'activities.list'>;
  semenTanks: ProcedureOutput<'semenTanks.list'>;
  semenCanes: ProcedureOutput<'semenCanes.list'>;
  semenStraws: ProcedureOutput<'semenStraws.list'>;
  embryos: ProcedureOutput<'embryos.list'>;
  storageTanks: ProcedureOutput<'storageTanks.list'>;
  forage: ProcedureOutput<'forage.list'>;
  medicines: ProcedureOutput<'medicines.list'>;
  /** Oldest first, as are checks and weighings. */
  treatments: ProcedureOutput<'treatments.list'>;
  pregnancyChecks: ProcedureOutput<'pregnancyChecks.list'>;
  weights: ProcedureOutput<'weights.list'>;
  conflicts: ProcedureOutput<'conflicts.list'>;
}

/** A list read's input: one animal's records (`cattleId`), or the farm's. */
// `void`: the lists without an input are called without one.
type ByAnimal = { cattleId?: string | undefined } | undefined | void;
const ofAnimal = <R extends { cattleId: string }>(records: R[], input: ByAnimal): R[] => {
  const cattleId = input ? input.cattleId : undefined;
  return cattleId === undefined ? records : records.filter((record) => record.cattleId === cattleId);
};

export interface FarmNow {
  /** Read as needed: a copy may work a list out only when it is asked for. */
  lists: FarmLists;
  today: string;
}

export const FARM_READS = {
  'cattle.list': ({ lists }: FarmNow) => lists.cattle,
  'pastures.list': ({ lists }: FarmNow) => lists.pastures,
  'activities.list': ({ lists }: FarmNow) => lists.activities,
  'semenTanks.list': ({ lists }: FarmNow) => lists.semenTanks,
  'semenCanes.list': ({ lists }: FarmNow) => lists.semenCanes,
  'semenStraws.list': ({ lists }: FarmNow) => lists.semenStraws,
  'embryos.list': ({ lists }: FarmNow) => lists.embryos,
  'storageTanks.list': ({ lists }: FarmNow) => lists.storageTanks,
  'forage.list': ({ lists }: FarmNow) => lists.forage,
  'medicines.list': ({ lists }: FarmNow) => lists.medicines,
  'treatments.list': ({ lists }: FarmNow, input?: ByAnimal) => ofAnimal(lists.treatments, input),
  'pregnancyChecks.list': ({ lists }: FarmNow, input?: ByAnimal) => ofAnimal(lists.pregnancyChecks, input),
  'weights.list': ({ lists }: FarmNow, input?: ByAnimal) => ofAnimal(lists.weights, input),
  'conflicts.list': ({ lists }: FarmNow) => lists.conflicts,
  'dashboard.stats': ({ lists, today }: FarmNow) => herdStats(lists.cattle, lists.pastures, today),
  'dashboard.widgets': ({ lists, today }: FarmNow) => dashboardWidgets(lists.cattle, today),
  'reports.herd': ({ lists, today }: FarmNow) => ({ ...herdReport(lists.cattle, today), recentActivities: lists.activities.slice(0, REPORTS_RECENT_ACTIVITIES) }),
  'data.summary': ({ lists }: FarmNow) => ({ totalCattle: lists.cattle.length, activities: lists.activities.length, pastures: lists.pastures.length }),
} satisfies { [Path in FarmReadPath]: (farm: FarmNow, input?: ByAnimal) => ProcedureOutput<Path> };

/** The read at `path` over a copy of the farm, with the call's input. */
export function farmRead(path: FarmReadPath, farm: FarmNow, input: unknown): unknown {
  return (FARM_READS[path] as (farm: FarmNow, input?: ByAnimal) => unknown)(farm, input as ByAnimal);
}

/** The farm reads answered from a copy of type F, given how F shows its lists (and today's date). */
export function farmReadsOver<F>(farmNow: (farm: F) => FarmNow) {
  type Over = { [Path in FarmReadPath]: (farm: F, input?: ByAnimal) => ReturnType<(typeof FARM_READS)[Path]> };
  return Object.fromEntries(FARM_READ_PATHS.map((path) => [path, (farm: F, input?: ByAnimal) => farmRead(path, farmNow(farm), input)])) as Over;
}
