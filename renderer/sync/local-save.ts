import { ZodError } from 'zod';
import { copyOfReplica, type FarmReplica } from '../../core/replica/farm-replica';
import { memoryFarmStore } from '../../core/replica/memory-store';
import { ConflictError, InvalidInputError, RuleViolationError, StaleRecordError } from '../../core/errors';
import { ACTIVITY_MESSAGES, activityCreate } from '../../core/schemas/activities';
import { fieldIssues } from '../../core/schemas/field-issues';
import { ADDED_PROCEDURES, type EditableKind, type SyncOp } from '../../core/schemas/sync';
import { applyOp } from '../../core/sync/ops/apply-op';
import type { FarmStore } from '../../core/sync/ops/farm-store';
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

const ADDED = new Set<string>(ADDED_PROCEDURES);

/**
 * A record only ever added about an animal (a treatment, a pregnancy check, a weighing, or a
 * weighing taken back), by the op rules themselves, which answer a refusal rather than throw it: it
 * is thrown here as the call's own (field issues, or the rule's words).
 */
function addLocally(store: FarmStore, op: SyncOp): unknown {
  const outcome = applyOp(store, op);
  if (outcome.status === 'rejected') throw outcome.issues ? new InvalidInputError(outcome.issues) : new ConflictError(outcome.message ?? '');
  return outcome.record ?? { ok: true };
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
      if (ADDED.has(op.procedure)) return addLocally(store, op);
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
