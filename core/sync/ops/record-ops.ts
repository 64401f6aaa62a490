import { ZodError } from 'zod';
import { mergeChanges, type FieldConflict } from '../../domain/sync-merge';
import { InvalidInputError, NotFoundError } from '../../errors';
import { fieldIssues } from '../../schemas/field-issues';
import { SYNC_MESSAGES, type EditableKind } from '../../schemas/sync';
import type { Fields, FarmStore } from './farm-store';
import { editableFields, KIND_RULES } from './kind-rules';

// A pushed create, update or delete of a farm record, run through the record type's own schema and
// the store's save by the kind's rules, so it is refused, or saved, exactly as the same call over
// REST would be.

/** Input checked by a schema: a failure is the same field issues the call answers over REST. */
function parsed(schema: { parse(value: unknown): unknown }, value: unknown): Fields {
  try {
    return schema.parse(value) as Fields;
  } catch (error) {
    if (error instanceof ZodError) throw new InvalidInputError(fieldIssues(error));
    throw error;
  }
}

const recordIdOf = (input: Fields) => {
  if (typeof input.id !== 'string' || input.id === '') throw new InvalidInputError([{ path: ['id'], message: 'Record id must be a UUID' }]);
  return input.id;
};

export function createRecord(store: FarmStore, kind: EditableKind, input: Fields): Fields {
  return store.create(kind, parsed(KIND_RULES[kind].create, input));
}

export interface UpdateOutcome {
  record: Fields;
  conflicts: FieldConflict[];
}

/**
 * Merges a device's changed fields onto the stored record (field by field against `base`; none: last
 * write wins) and saves the result, checked whole as the type's update call checks it. NotFoundError
 * when the farm has no such record (a deleted one included: the caller tells the two apart).
 */
export function updateRecord(store: FarmStore, kind: EditableKind, input: Fields, base?: Fields): UpdateOutcome {
  const rules = KIND_RULES[kind];
  const id = recordIdOf(input);
  const { id: _id, version: _opened, ...changes } = input;
  const editable = editableFields(rules);
  const unknown = Object.keys(changes).find((field) => !editable.includes(field));
  if (unknown !== undefined) throw new InvalidInputError([{ path: [unknown], message: SYNC_MESSAGES.unknownField(unknown) }]);
  const stored = store.find(kind, id);
  if (!stored) throw new NotFoundError(rules.notFound);
  const { apply, conflicts } = mergeChanges(stored, changes, base, rules.counters);
  if (Object.keys(apply).length === 0) return { record: stored, conflicts };
  const whole = rules.replacesWhole ? { ...Object.fromEntries(editable.map((field) => [field, stored[field]])), ...apply } : apply;
  const { id: _checkedId, version: _v, ...fields } = parsed(rules.update, { ...whole, id, version: stored.version });
  return { record: store.update(kind, id, fields, stored.version as number), conflicts };
}

/** Deletes the farm's record: a delete wins over edits made meanwhile. True when it was already deleted. */
export function deleteRecord(store: FarmStore, kind: EditableKind, input: Fields): { alreadyDeleted: boolean } {
  const id = recordIdOf(input);
  if (!store.find(kind, id)) {
    if (store.tombstone(kind, id)) return { alreadyDeleted: true };
    throw new NotFoundError(KIND_RULES[kind].notFound);
  }
  store.remove(kind, id);
  return { alreadyDeleted: false };
}
