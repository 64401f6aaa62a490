import { sortCattle } from '../domain/cattle-sort';
import {
  compareActivities,
  compareByName,
  compareConflicts,
  compareEmbryos,
  compareForage,
  compareSemenCanes,
  compareStorageTanks,
} from '../domain/list-orders';
import { semenStrawRows, semenTankRows } from '../domain/semen-lists';
import type { Comparator } from '../domain/sqlite-order';
import type { FeedKind } from '../schemas/sync';
import type { FarmReplica } from './farm-replica';

// Each list call's rows from a farm replica, in the order the server answers them (the domain's
// comparators and list builders, held to the server's SQL by property tests), so a phone shows
// its copy of the farm as the server would.

const sorted = <T>(records: readonly T[], compare: Comparator<T>) => [...records].sort(compare);

export const REPLICA_LISTS = {
  cattle: ({ records }: FarmReplica) => sortCattle(records.cattle),
  activities: ({ records }: FarmReplica) => sorted(records.activities, compareActivities),
  pastures: ({ records }: FarmReplica) => sorted(records.pastures, compareByName),
  semenTanks: ({ records }: FarmReplica) => semenTankRows(records.semenTanks, records.semenCanes, records.semenStraws),
  semenCanes: ({ records }: FarmReplica) => sorted(records.semenCanes, compareSemenCanes),
  semenStraws: ({ records }: FarmReplica) => semenStrawRows(records.semenTanks, records.semenCanes, records.semenStraws),
  embryos: ({ records }: FarmReplica) => sorted(records.embryos, compareEmbryos),
  storageTanks: ({ records }: FarmReplica) => sorted(records.storageTanks, compareStorageTanks),
  forage: ({ records }: FarmReplica) => sorted(records.forage, compareForage),
  conflicts: ({ conflicts }: FarmReplica) => sorted(conflicts, compareConflicts),
} satisfies Record<FeedKind, (replica: FarmReplica) => unknown[]>;
