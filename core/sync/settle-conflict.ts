import type { FarmDb } from '../db/open-farm-db';
import { findConflict, settleConflict, type ConflictOperation } from '../db/sync-conflicts';
import { forgetTombstone } from '../db/sync-feed';
import { ForbiddenError, NotFoundError, RuleViolationError } from '../errors';
import { EDITABLE_KINDS, SYNC_MESSAGES, type ConflictChoice, type ConflictRecord, type EditableKind } from '../schemas/sync';
import type { Fields, FarmStore } from './ops/farm-store';
import { editableFields, KIND_RULES } from './ops/kind-rules';
import { createRecord, updateRecord } from './ops/record-ops';
import type { OpRefusal } from './push';
import { sqliteFarmStore } from './sqlite-store';

// POST /api/conflicts/{id}/resolve: "theirs" keeps what the server has; "mine" applies the device's
// value now. A settled conflict answers its settlement again and changes nothing.

const isEditable = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);

/**
 * Puts a deleted record back under its id, as it was with `changes` over it (a `deleted` conflict's
 * "restore"). The type's create call checks it whole.
 */
function restoreRecord(db: FarmDb, store: FarmStore, kind: EditableKind, userId: string, id: string, changes: Fields): void {
  const was = store.tombstone(kind, id);
  if (!was) throw new RuleViolationError('This record is not deleted any more.');
  forgetTombstone(db, kind, userId, id);
  const fields = Object.fromEntries(editableFields(KIND_RULES[kind]).filter((field) => field in was).map((field) => [field, was[field]]));
  const { id: _given, version: _opened, ...mine } = changes;
  createRecord(store, kind, { ...fields, ...mine, id });
}

/** Applies the device's side of a conflict now: a refusal (a tag taken again, say) leaves it unsettled. */
function applyMine(db: FarmDb, userId: string, conflict: ConflictRecord, operation: ConflictOperation): void {
  const kind = conflict.recordKind;
  if (conflict.type === 'recount' || !isEditable(kind)) return;
  const store = sqliteFarmStore(db, userId);
  if (conflict.type === 'deleted') {
    restoreRecord(db, store, kind, userId, conflict.recordId, (conflict.mine ?? {}) as Fields);
  } else if (operation.procedure.endsWith('.create')) {
    createRecord(store, kind, operation.input);
  } else if (conflict.field !== undefined) {
    // A field conflict, or an edit's taken tag: the rest of that edit was merged when it arrived.
    updateRecord(store, kind, { id: conflict.recordId, [conflict.field]: conflict.mine });
  }
}

export function resolveConflict(db: FarmDb, userId: string, id: string, choice: ConflictChoice, refusal: OpRefusal): ConflictRecord {
  return db.transaction(
    () => {
      const found = findConflict(db, userId, id);
      if (!found) throw new NotFoundError(SYNC_MESSAGES.conflictNotFound);
      if (found.record.resolvedAt !== undefined) return found.record;
      if (choice === 'mine') {
        // Keeping "mine" makes the device's write now: the settling member's role must allow it.
        const refused = refusal(found.operation.procedure);
        if (refused) throw new ForbiddenError(refused);
        applyMine(db, userId, found.record, found.operation);
      }
      settleConflict(db, userId, id, choice);
      return findConflict(db, userId, id)!.record;
    },
    { behavior: 'immediate' },
  );
}
