import { isStale } from '../domain/record-version';
import { ConflictError, NotFoundError, StaleRecordError } from '../errors';
import type { EditableKind } from '../schemas/sync';
import type { FarmStore } from '../sync/ops/farm-store';
import { KIND_RULES } from '../sync/ops/kind-rules';
import { isoNow, type FarmReplica } from './farm-replica';
import { giveTreatments, keepWeightsInStep, recordPregnancyCheck, recordWeighing } from './health-saves';
import { HEALTH_MESSAGES } from '../schemas/health';
import { KIND_SAVES } from './kind-saves';
import { logActivity } from './log-activity';
import { replicaWrites } from './replica-writes';

// The farm store over a replica in memory: the same op logic the server runs (core/sync/ops) saves
// into a phone's copy of its farm, by each kind's rules (kind-saves.ts, log-activity.ts), so a save
// made offline shows what the server will make of it. It never reaches a database or the network.

/** `now`: the clock stamping records and conflicts (the server stamps with its own). */
export function memoryFarmStore(replica: FarmReplica, now: () => string = isoNow): FarmStore {
  const writes = replicaWrites(replica, now);
  const stored = (kind: EditableKind, id: string) => {
    const record = writes.find(kind, id);
    if (!record) throw new NotFoundError(KIND_RULES[kind].notFound);
    return record;
  };
  return {
    atomically: (write) => {
      // Writes put new arrays and maps in, never change them: the two objects are the snapshot.
      const records = { ...replica.records };
      const tombstones = { ...replica.tombstones };
      try {
        return write();
      } catch (error) {
        replica.records = records;
        replica.tombstones = tombstones;
        throw error;
      }
    },
    find: (kind, id) => writes.find(kind, id),
    tombstone: (kind, id) => replica.tombstones[kind].get(id),
    create: (kind, input) => KIND_SAVES[kind].create(writes, input),
    update: (kind, id, fields, opened) => {
      const was = stored(kind, id);
      if (isStale(was.version, opened)) throw new StaleRecordError();
      return KIND_SAVES[kind].update(writes, was, fields);
    },
    remove: (kind, id) => {
      const was = stored(kind, id);
      const refused = writes.remove(kind, id);
      if (refused) throw new ConflictError(KIND_SAVES[kind].refusedDelete!(was, refused.refusedForHead));
    },
    logActivity: (input, onShortfall) => logActivity(writes, input, onShortfall),
    giveTreatments: (input) => giveTreatments(writes, input),
    recordPregnancyCheck: (input) => recordPregnancyCheck(writes, input),
    recordWeighing: (input) => recordWeighing(writes, input),
    removeWeighing: (id, opened) => {
      const was = writes.find('weights', id);
      if (!was) {
        if (replica.tombstones.weights.has(id)) return;
        throw new NotFoundError(HEALTH_MESSAGES.weighingNotFound);
      }
      if (isStale(was.version, opened)) throw new StaleRecordError();
      writes.remove('weights', id);
      keepWeightsInStep(writes, was.cattleId);
    },
  };
}
