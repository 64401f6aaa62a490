import { copyOfReplica, RECORD_SHAPES, type FarmReplica, type ReplicaKind } from '../../core/replica/farm-replica';
import type { ConflictRecord, FeedChange } from '../../core/schemas/sync';
import type { Fields } from '../../core/sync/ops/farm-store';
import { markDirty, type DirtyBuckets } from './replica-store';

// The change feed's page laid into a phone's copy of the farm: each record in its latest state, a
// deleted one gone and remembered (an id that was deleted stays deleted on the phone too). The feed
// sends each kind in its list shape; the copy keeps what the record stores, as the server does (a
// semen tank's counts and a straw lot's tank name are worked out again when a list is read).

const storedFields = new Map(Object.entries(RECORD_SHAPES).map(([kind, shape]) => [kind, Object.keys(shape.shape)]));

function stored(kind: ReplicaKind, record: Fields): Fields {
  return Object.fromEntries(storedFields.get(kind)!.map((field) => [field, record[field]]));
}

/** `base` with the page's changes laid in (new arrays and maps; `base` itself is left as it was), and the buckets they touched marked. */
export function withChanges(base: FarmReplica, changes: readonly FeedChange[], dirty: DirtyBuckets): FarmReplica {
  const next = copyOfReplica(base);
  const byKind = new Map<FeedChange['kind'], FeedChange[]>();
  for (const change of changes) {
    if (!byKind.has(change.kind)) byKind.set(change.kind, []);
    byKind.get(change.kind)!.push(change);
  }
  for (const [kind, kindChanges] of byKind) {
    for (const change of kindChanges) markDirty(dirty, kind, change.id);
    if (kind === 'conflicts') {
      const conflicts = new Map(next.conflicts.map((conflict) => [conflict.id, conflict]));
      for (const change of kindChanges) {
        if (change.deleted) conflicts.delete(change.id);
        else conflicts.set(change.id, change.record as unknown as ConflictRecord);
      }
      next.conflicts = [...conflicts.values()];
      continue;
    }
    const records = new Map((next.records[kind] as unknown as Fields[]).map((record) => [record.id as string, record]));
    const tombstones = new Map(next.tombstones[kind]);
    for (const change of kindChanges) {
      if (change.deleted) {
        tombstones.set(change.id, records.get(change.id) ?? { id: change.id });
        records.delete(change.id);
      } else {
        records.set(change.id, stored(kind, change.record as Fields));
      }
    }
    (next.records as unknown as Record<ReplicaKind, Fields[]>)[kind] = [...records.values()];
    next.tombstones[kind] = tombstones;
  }
  return next;
}
