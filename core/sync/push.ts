import type { FarmDb } from '../db/open-farm-db';
import { insertConflict } from '../db/sync-conflicts';
import { storedOp, storeOp } from '../db/sync-ops';
import { SYNC_MESSAGES, type OpResult, type PushInput } from '../schemas/sync';
import { answerOp } from './ops/apply-op';
import { sqliteFarmStore } from './sqlite-store';

/**
 * A device's pushed operations, in order, each in its own savepoint: one refused op does not stop the
 * others. An op id already applied answers its stored result and changes nothing; another farm's is
 * refused without a word about it. The batch is one transaction, so if the server fails midway
 * nothing of it is recorded and the device sends it again.
 */
export function pushOps(db: FarmDb, userId: string, { deviceId, ops }: PushInput): OpResult[] {
  const store = sqliteFarmStore(db, userId);
  return db.transaction(
    () =>
      ops.map((op): OpResult => {
        const earlier = storedOp(db, userId, op.opId);
        if (earlier?.mine) return earlier.result;
        if (earlier) return { opId: op.opId, status: 'rejected', message: SYNC_MESSAGES.opIdInUse };
        const operation = { procedure: op.procedure, input: op.input };
        const result = answerOp(store, op, (conflict) => insertConflict(db, userId, deviceId, operation, conflict));
        storeOp(db, userId, deviceId, op.procedure, result);
        return result;
      }),
    { behavior: 'immediate' },
  );
}
