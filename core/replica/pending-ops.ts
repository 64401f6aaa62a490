import type { ConflictRecord, OpResult, SyncOp } from '../schemas/sync';
import { answerOp } from '../sync/ops/apply-op';
import { isoNow, type FarmReplica } from './farm-replica';
import { memoryFarmStore } from './memory-store';

/**
 * A device's pending operations applied in order to its replica, each as a push applies it
 * (answerOp): each answers what the server will answer, and the conflicts they raise are kept in
 * the replica. (Sending each op once is the outbox's business, not the replica's.)
 */
export function applyPending(replica: FarmReplica, deviceId: string, ops: readonly SyncOp[], now: () => string = isoNow): OpResult[] {
  const store = memoryFarmStore(replica, now);
  return ops.map((op) =>
    answerOp(store, op, (conflict) => {
      const kept: ConflictRecord = { ...conflict, id: crypto.randomUUID(), deviceId, createdAt: now() };
      replica.conflicts = [...replica.conflicts, kept];
      return kept.id;
    }),
  );
}
