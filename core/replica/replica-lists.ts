import { sortCattle } from '../domain/cattle-sort';
import {
  compareActivities,
  compareByName,
  compareConflicts,
  compareEmbryos,
  compareForage,
  compareOldestFirst,
  compareSemenCanes,
  compareStorageTanks,
} from '../domain/list-orders';
import { namedAnimalLookup } from '../domain/activities';
import { compareWeighings, type WeighingKind } from '../domain/growth';
import { compareChecks } from '../domain/pregnancy-checks';
import { semenStrawRows, semenTankRows } from '../domain/semen-lists';
import { weighingRecords } from '../domain/weighing-list';
import { withActiveWithdrawal } from '../domain/withdrawal-answer';
import type { Comparator } from '../domain/sqlite-order';
import type { FeedKind } from '../schemas/sync';
import type { FarmReplica } from './farm-replica';

// Each list call's rows from a farm replica, in the order the server answers them (the domain's
// comparators and list builders, held to the server's SQL by property tests), so a phone shows
// its copy of the farm as the server would.

const sorted = <T>(records: readonly T[], compare: Comparator<T>) => [...records].sort(compare);

export const REPLICA_LISTS = {
  // An ended withdrawal reads null, as the server answers it.
  cattle: ({ records }: FarmReplica) => sortCattle(records.cattle).map((animal) => withActiveWithdrawal(animal)),
  activities: ({ records }: FarmReplica) => sorted(records.activities, compareActivities),
  pastures: ({ records }: FarmReplica) => sorted(records.pastures, compareByName),
  semenTanks: ({ records }: FarmReplica) => semenTankRows(records.semenTanks, records.semenCanes, records.semenStraws),
  semenCanes: ({ records }: FarmReplica) => sorted(records.semenCanes, compareSemenCanes),
  semenStraws: ({ records }: FarmReplica) => semenStrawRows(records.semenTanks, records.semenCanes, records.semenStraws),
  embryos: ({ records }: FarmReplica) => sorted(records.embryos, compareEmbryos),
  storageTanks: ({ records }: FarmReplica) => sorted(records.storageTanks, compareStorageTanks),
  forage: ({ records }: FarmReplica) => sorted(records.forage, compareForage),
  medicines: ({ records }: FarmReplica) => sorted(records.medicines, compareStorageTanks),
  treatments: ({ records }: FarmReplica) => sorted(records.treatments, compareOldestFirst),
  pregnancyChecks: ({ records }: FarmReplica) => sorted(records.pregnancyChecks, compareChecks),
  weights: ({ records }: FarmReplica) => {
    const byId = new Map(records.cattle.map((animal) => [animal.id, animal]));
    const rows = sorted(records.weights, compareWeighings).map((row) => ({ ...row, kind: row.kind as WeighingKind }));
    return weighingRecords(rows, (id) => byId.get(id), namedAnimalLookup(records.cattle));
  },
  conflicts: ({ conflicts }: FarmReplica) => sorted(conflicts, compareConflicts),
} satisfies Record<FeedKind, (replica: FarmReplica) => unknown[]>;
