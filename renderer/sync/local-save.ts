import { ZodError } from 'zod';
import { copyOfReplica, type FarmReplica } from '../../core/replica/farm-replica';
import { memoryFarmStore } from '../../core/replica/memory-store';
import { InvalidInputError, RuleViolationError, StaleRecordError } from '../../core/errors';
import { ACTIVITY_MESSAGES, activityCreate } from '../../core/schemas/activities';
import { fieldIssues } from '../../core/schemas/field-issues';
import type { EditableKind, SyncOp } from '../../core/schemas/sync';
import { ADDED_SAVES, isAddedSave } from '../../core/sync/ops/added-saves';
import { createRecord, deleteRecord, updateRecord } from '../../core/sync/ops/record-ops';

// A save on the phone, checked as the server checks the same call: the schema's field messages, a
// tag or pasture name taken, a record gone, a breeding short of straws. A refusal here is shown on
// the form at once and nothing is queued; a save that passes is what the outbox sends, and shows
// at once in the copy of the farm. (When the op reaches the server later, the server merges it by
// the sync rules instead: by then refusing would lose the person's work.)

export interface LocalSave {
  /** The copy of the farm with the save in it. */
  replica: FarmReplica;
  /** What the procedure answers: the saved record, or `{ ok: true }` for a delete. */
  answer: unknown;
}

/** Runs `op` on a copy of `view`; throws the refusal (a DomainError) as the server would answer it. */
export function saveLocally(view: FarmReplica, op: SyncOp): LocalSave {
  const replica = copyOfReplica(view);
  const store = memoryFarmStore(replica);
  const [kind, action] = op.procedure.split('.') as [EditableKind | 'activities', string];
  try {
    const answer = store.atomically((): unknown => {
      if (kind === 'activities') {
        return store.logActivity(activityCreate.parse(op.input), () => {
          throw new RuleViolationError(ACTIVITY_MESSAGES.notEnoughStraws);
        });
      }
      if (isAddedSave(op.procedure)) return ADDED_SAVES[op.procedure](store, op.input);
      if (action === 'create') return createRecord(store, kind, op.input);
      if (action === 'delete') return (deleteRecord(store, kind, op.input), { ok: true });
      const { record, conflicts } = updateRecord(store, kind, op.input, op.base);
      // Someone's newer save of the same field reached this phone while the form was open.
      if (conflicts.length > 0) throw new StaleRecordError();
      return record;
    });
    return { replica, answer };
  } catch (error) {
    if (error instanceof ZodError) throw new InvalidInputError(fieldIssues(error));
    throw error;
  }
}
