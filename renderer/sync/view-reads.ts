import type { FarmReplica, ReplicaKind } from '../../core/replica/farm-replica';
import { REPLICA_LISTS } from '../../core/replica/replica-lists';
import type { FarmReadPath } from '../api/farm-read-paths';
import { farmRead, type FarmLists } from '../api/farm-reads';

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

/**
 * What a read does while a new phone's first sync is still running: a list shows the records of its
 * kind that have come so far (under a notice that the farm is still coming), rather than nothing for
 * the length of the first sync; a figure worked out over the whole farm (the dashboard's, a
 * report's, the counts) asks the server, whose figures are whole.
 */
const BEFORE_WHOLE: Record<FarmReadPath, ReplicaKind | 'server'> = {
  'cattle.list': 'cattle',
  'pastures.list': 'pastures',
  'activities.list': 'activities',
  'semenTanks.list': 'semenTanks',
  'semenCanes.list': 'semenCanes',
  'semenStraws.list': 'semenStraws',
  'embryos.list': 'embryos',
  'storageTanks.list': 'storageTanks',
  'forage.list': 'forage',
  'medicines.list': 'medicines',
  'treatments.list': 'treatments',
  'pregnancyChecks.list': 'pregnancyChecks',
  'weights.list': 'weights',
  'conflicts.list': 'server',
  'dashboard.stats': 'server',
  'dashboard.widgets': 'server',
  'reports.herd': 'server',
  'data.summary': 'server',
};

/** Whether a copy not yet pulled whole shows this read now: a list, once some records of its kind have come. */
export function answersBeforeWhole(view: FarmReplica, path: FarmReadPath): boolean {
  const kind = BEFORE_WHOLE[path];
  return kind !== 'server' && view.records[kind].length > 0;
}

/** Whether this read may wait for a copy not yet whole (a list), or goes to the server meanwhile (a figure). */
export const waitsForCopy = (path: FarmReadPath) => BEFORE_WHOLE[path] !== 'server';

export function answerFromView(view: FarmReplica, path: FarmReadPath, today: string, input: unknown): unknown {
  return farmRead(path, { lists: listsOf(view), today }, input);
}
