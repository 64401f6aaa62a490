import type { FarmDb } from '../db/open-farm-db';
import { insertConflict } from '../db/sync-conflicts';
import { storedOp, storeOp } from '../db/sync-ops';
import { SYNC_MESSAGES, type OpResult, type PushInput } from '../schemas/sync';
import { answerOp } from './ops/apply-op';
import { sqliteFarmStore } from './sqlite-store';

/** Why the pushing member may not make a call (its role's refusal), or null when they may. */
export type OpRefusal = (procedure: string) => string | null;

/**
 * A device's pushed operations, in order, each in its own savepoint: one refused op does not stop the
 * others. An op id already applied answers its stored result and changes nothing; another farm's is
 * refused without a word about it, and so is an op the pushing member's role does not allow. The batch is one transaction, so if the server fails midway
 * nothing of it is recorded and the device sends it again.
 */
export function pushOps(db: FarmDb, userId: string, { deviceId, ops }: PushInput, refusal: OpRefusal): OpResult[] {
  const store = sqliteFarmStore(db, userId);
  return db.transaction(
    () =>
      ops.map((op): OpResult => {
        const earlier = storedOp(db, userId, op.opId);
        if (earlier?.mine) return earlier.result;
        if (earlier) return { opId: op.opId, status: 'rejected', message: SYNC_MESSAGES.opIdInUse };
        // Not kept as the op's answer: the same op may be sent again by a member whose role allows it.
        const refused = refusal(op.procedure);
        if (refused) return { opId: op.opId, status: 'rejected', message: refused };
        const operation = { procedure: op.procedure, input: op.input };
        const result = answerOp(store, op, (conflict) => insertConflict(db, userId, deviceId, operation, conflict));
        storeOp(db, userId, deviceId, op.procedure, result);
        return result;
      }),
    { behavior: 'immediate' },
  );
}
