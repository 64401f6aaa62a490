import type { FarmDb } from '../db/open-farm-db';
import { findConflict, settleConflict, type ConflictOperation } from '../db/sync-conflicts';
import { NotFoundError } from '../errors';
import { EDITABLE_KINDS, SYNC_MESSAGES, type ConflictChoice, type ConflictRecord, type EditableKind } from '../schemas/sync';
import { createRecord, restoreRecord, updateRecord } from './record-writes';

// POST /api/conflicts/{id}/resolve: "theirs" keeps what the server has; "mine" applies the device's
// value now. A settled conflict answers its settlement again and changes nothing.

const isEditable = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);

/** Applies the device's side of a conflict now: a refusal (a tag taken again, say) leaves it unsettled. */
function applyMine(db: FarmDb, userId: string, conflict: ConflictRecord, operation: ConflictOperation): void {
  const kind = conflict.recordKind;
  if (conflict.type === 'recount' || !isEditable(kind)) return;
  if (conflict.type === 'deleted') {
    restoreRecord(db, kind, userId, conflict.recordId, (conflict.mine ?? {}) as Record<string, unknown>);
  } else if (operation.procedure.endsWith('.create')) {
    createRecord(db, kind, userId, operation.input);
  } else if (conflict.field !== undefined) {
    // A field conflict, or an edit's taken tag: the rest of that edit was merged when it arrived.
    updateRecord(db, kind, userId, { id: conflict.recordId, [conflict.field]: conflict.mine });
  }
}

export function resolveConflict(db: FarmDb, userId: string, id: string, choice: ConflictChoice): ConflictRecord {
  return db.transaction(
    () => {
      const found = findConflict(db, userId, id);
      if (!found) throw new NotFoundError(SYNC_MESSAGES.conflictNotFound);
      if (found.record.resolvedAt !== undefined) return found.record;
      if (choice === 'mine') applyMine(db, userId, found.record, found.operation);
      settleConflict(db, userId, id, choice);
      return findConflict(db, userId, id)!.record;
    },
    { behavior: 'immediate' },
  );
}
