import type { FarmReplica, ReplicaKind } from '../../core/replica/farm-replica';
import { REPLICA_LISTS } from '../../core/replica/replica-lists';
import { FARM_READS, type FarmLists, type FarmReadPath } from '../api/farm-reads';

// The screens' reads answered from the phone's copy of the farm. A list is worked out (sorted, its
// counts added up) the first time a read asks for it on a given view, and kept with that view, so
// the screens reading one list several times after a save sort it once.

const kept = new WeakMap<FarmReplica, Partial<FarmLists>>();

function listsOf(view: FarmReplica): FarmLists {
  const lists = kept.get(view) ?? {};
  kept.set(view, lists);
  return new Proxy(lists as FarmLists, {
    get(target, kind: keyof FarmLists) {
      // The copy's lists are the server's rows, held to its SQL by the parity property tests.
      target[kind] ??= REPLICA_LISTS[kind](view) as never;
      return target[kind];
    },
  });
}

/** The kinds of record each read shows: a copy still being pulled answers a read once it holds some of them. */
const READ_NEEDS: Record<FarmReadPath, readonly ReplicaKind[]> = {
  'cattle.list': ['cattle'],
  'pastures.list': ['pastures'],
  'activities.list': ['activities'],
  'semenTanks.list': ['semenTanks'],
  'semenCanes.list': ['semenCanes'],
  'semenStraws.list': ['semenStraws'],
  'embryos.list': ['embryos'],
  'storageTanks.list': ['storageTanks'],
  'forage.list': ['forage'],
  'conflicts.list': [],
  'dashboard.stats': ['cattle'],
  'dashboard.widgets': ['cattle'],
  'reports.herd': ['cattle'],
  'data.summary': ['cattle'],
};

/**
 * Whether a copy not yet pulled whole can answer this read: a new phone shows the herd as its
 * first pages come in (under a notice that the farm is still coming), rather than nothing for the
 * length of the first sync; a list of which no record has come yet waits, rather than say "none".
 */
export const answersBeforeWhole = (view: FarmReplica, path: FarmReadPath) => READ_NEEDS[path].every((kind) => view.records[kind].length > 0);

export function answerFromView(view: FarmReplica, path: FarmReadPath, today: string): unknown {
  return FARM_READS[path]({ lists: listsOf(view), today });
}
