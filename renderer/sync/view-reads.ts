import type { FarmReplica } from '../../core/replica/farm-replica';
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

export function answerFromView(view: FarmReplica, path: FarmReadPath, today: string): unknown {
  return FARM_READS[path]({ lists: listsOf(view), today });
}
