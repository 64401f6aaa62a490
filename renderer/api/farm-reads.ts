// The reads a copy of a farm can answer by itself, written once over the farm's lists: privacy mode
// answers them from the demo farm, and a phone from its own copy of the farm (renderer/sync), each
// in the shapes the server's procedures answer. Keyed by procedure path and typed by the router.
import { REPORTS_RECENT_ACTIVITIES } from '../../core/domain/constants';
import { dashboardWidgets } from '../../core/domain/dashboard-widgets';
import { herdReport } from '../../core/domain/herd-report';
import { herdStats } from '../../core/domain/herd-stats';
import type { FarmReadPath } from './farm-read-paths';
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
  conflicts: ProcedureOutput<'conflicts.list'>;
}

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
  'conflicts.list': ({ lists }: FarmNow) => lists.conflicts,
  'dashboard.stats': ({ lists, today }: FarmNow) => herdStats(lists.cattle, lists.pastures, today),
  'dashboard.widgets': ({ lists, today }: FarmNow) => dashboardWidgets(lists.cattle, today),
  'reports.herd': ({ lists, today }: FarmNow) => ({ ...herdReport(lists.cattle, today), recentActivities: lists.activities.slice(0, REPORTS_RECENT_ACTIVITIES) }),
  'data.summary': ({ lists }: FarmNow) => ({ totalCattle: lists.cattle.length, activities: lists.activities.length, pastures: lists.pastures.length }),
} satisfies { [Path in FarmReadPath]: (farm: FarmNow) => ProcedureOutput<Path> };

/** The farm reads answered from a copy of type F, given how F shows its lists (and today's date). */
export function farmReadsOver<F>(farmNow: (farm: F) => FarmNow) {
  type Over = { [Path in FarmReadPath]: (farm: F) => ReturnType<(typeof FARM_READS)[Path]> };
  return Object.fromEntries(Object.entries(FARM_READS).map(([path, read]) => [path, (farm: F) => read(farmNow(farm))])) as Over;
}
