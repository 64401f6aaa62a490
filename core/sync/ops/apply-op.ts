import { ZodError } from 'zod';
import { ConflictError, DeletedRecordError, DomainError, InvalidInputError, type FieldIssue } from '../../errors';
import type { StrawShortfall } from '../../domain/logged-activity';
import { activityCreate } from '../../schemas/activities';
import { fieldIssues } from '../../schemas/field-issues';
import type { EditableKind, NewConflict, OpResult, SyncOp } from '../../schemas/sync';
import { ADDED_SAVES, isAddedSave } from './added-saves';
import type { Fields, FarmStore } from './farm-store';
import { KIND_RULES } from './kind-rules';
import { createRecord, deleteRecord, updateRecord } from './record-ops';

// One pushed operation, merged as docs/sync.md says: creates are safe to repeat, updates merge field
// by field, counters as deltas, a delete wins, activities are only added, and what cannot merge by
// itself becomes a conflict record instead of being lost or written over. Written once against a
// FarmStore: the server runs it on its SQLite file, a phone on its copy of the farm.

export interface OpOutcome {
  status: OpResult['status'];
  record?: Fields;
  message?: string;
  issues?: FieldIssue[];
  conflicts: NewConflict[];
}

const applied = (record?: Fields, conflicts: NewConflict[] = []): OpOutcome => ({
  status: conflicts.length > 0 ? 'conflict' : 'applied',
  ...(record ? { record } : {}),
  conflicts,
});

/** Runs `write` all or nothing in the store: a refusal undoes all of it, and only a domain refusal is answered. */
function inOwnTransaction(store: FarmStore, write: () => OpOutcome, refused: (error: DomainError) => OpOutcome): OpOutcome {
  try {
    return store.atomically(write);
  } catch (error) {
    if (error instanceof ZodError) return refused(new InvalidInputError(fieldIssues(error)));
    if (error instanceof DomainError) return refused(error);
    throw error;
  }
}

const rejected = (error: DomainError): OpOutcome => ({
  status: 'rejected',
  message: error.message,
  ...(error.issues ? { issues: error.issues } : {}),
  conflicts: [],
});

/** A tag or pasture name another record holds: the refusal names the kind's unique field. */
const isClashOn = (error: DomainError, field: string | undefined): field is string =>
  error instanceof ConflictError && field !== undefined && error.issues?.[0]?.path[0] === field;

/**
 * A refusal that is a conflict to settle rather than an error: a deleted id (`deleted`), or a tag or
 * pasture name another record holds (`duplicate`, the record not saved twice).
 */
function conflictOrRejected(store: FarmStore, kind: EditableKind, op: SyncOp, error: DomainError): OpOutcome {
  const rules = KIND_RULES[kind];
  const id = typeof op.input.id === 'string' ? op.input.id : '';
  const { id: _id, version: _v, ...mine } = op.input;
  if (error instanceof DeletedRecordError) {
    const was = store.tombstone(kind, id) ?? op.input;
    return applied(undefined, [{ type: 'deleted', recordKind: kind, recordId: id, recordLabel: rules.label(was), mine, base: op.base }]);
  }
  const field = rules.unique?.field;
  if (isClashOn(error, field)) {
    const label = rules.label({ ...(op.procedure.endsWith('.update') ? {} : op.input), [field]: op.input[field] });
    return applied(undefined, [{ type: 'duplicate', recordKind: kind, recordId: id, recordLabel: label, field, mine: op.input[field] }]);
  }
  return rejected(error);
}

function applyEdit(store: FarmStore, kind: EditableKind, action: string, op: SyncOp): OpOutcome {
  const refused = (error: DomainError) => conflictOrRejected(store, kind, op, error);
  if (action === 'create') return inOwnTransaction(store, () => applied(createRecord(store, kind, op.input)), refused);
  if (action === 'delete') return inOwnTransaction(store, () => (deleteRecord(store, kind, op.input), applied()), refused);
  const id = typeof op.input.id === 'string' ? op.input.id : '';
  const was = store.tombstone(kind, id);
  if (was) {
    // A delete wins: the edit waits in a `deleted` conflict, to restore the record with it or discard it.
    const { id: _id, version: _v, ...mine } = op.input;
    const label = KIND_RULES[kind].label(was);
    return applied(undefined, [{ type: 'deleted', recordKind: kind, recordId: id, recordLabel: label, mine, ...(op.base ? { base: op.base } : {}) }]);
  }
  const merge = (input: Fields, base: Fields | undefined) => () => {
    const { record, conflicts } = updateRecord(store, kind, input, base);
    const label = KIND_RULES[kind].label(record);
    return applied(
      record,
      conflicts.map((conflict) => ({ type: 'field', recordKind: kind, recordId: id, recordLabel: label, ...conflict })),
    );
  };
  const field = KIND_RULES[kind].unique?.field;
  return inOwnTransaction(store, merge(op.input, op.base), (error) => {
    if (!isClashOn(error, field)) return refused(error);
    // The new tag (or pasture name) is taken: it alone waits in a `duplicate` conflict, and the rest
    // of the edit merges as it would have without it, so no other field's change is dropped.
    const { [field]: _taken, ...rest } = op.input;
    const { [field]: _base, ...restBase } = op.base ?? {};
    const merged = inOwnTransaction(store, merge(rest, op.base ? restBase : undefined), refused);
    if (merged.status === 'rejected') return merged;
    return applied(merged.record, [...merged.conflicts, ...refused(error).conflicts]);
  });
}

/**
 * An activity logged on a device: its effects are computed here, as they are today. A breeding is
 * never refused for want of straws (the cow was bred): the lots go to 0 and a `recount` conflict
 * names the lot and the shortfall.
 */
function applyActivity(store: FarmStore, op: SyncOp): OpOutcome {
  return inOwnTransaction(
    store,
    () => {
      const shortfalls: StrawShortfall[] = [];
      const activity = store.logActivity(activityCreate.parse(op.input), (shortfall) => shortfalls.push(shortfall));
      return applied(
        activity,
        shortfalls.map((short) => ({
          type: 'recount',
          recordKind: short.lotId ? 'semenStraws' : 'activities',
          recordId: short.lotId ?? activity.id,
          recordLabel: `${short.bull} in ${short.tank}`,
          field: 'remainingStraws',
          theirs: short.used - short.shortfall,
          mine: short.used,
        })),
      );
    },
    rejected,
  );
}

export function applyOp(store: FarmStore, op: SyncOp): OpOutcome {
  if (op.procedure === 'activities.create') return applyActivity(store, op);
  if (isAddedSave(op.procedure)) {
    const save = ADDED_SAVES[op.procedure];
    // A create answers its record; a weighing taken back answers none.
    const creates = op.procedure.endsWith('.create');
    return inOwnTransaction(store, () => applied(creates ? (save(store, op.input) as Fields) : (save(store, op.input), undefined)), rejected);
  }
  const [kind, action] = op.procedure.split('.') as [EditableKind, string];
  return applyEdit(store, kind, action, op);
}

/**
 * An op applied to `store`, each conflict it raised kept by `keep` (which answers the kept
 * conflict's id): the op's answer, as a push gives it.
 */
export function answerOp(store: FarmStore, op: SyncOp, keep: (conflict: NewConflict) => string): OpResult {
  const { conflicts, ...outcome } = applyOp(store, op);
  const conflictIds = conflicts.map(keep);
  return { opId: op.opId, ...outcome, ...(conflictIds.length > 0 ? { conflicts: conflictIds } : {}) };
}
