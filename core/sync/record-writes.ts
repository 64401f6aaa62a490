import { and, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ZodError } from 'zod';
import type { FarmDb } from '../db/open-farm-db';
import { withoutOwner } from '../db/owned-records';
import { deletedRecord, forgetTombstone } from '../db/sync-feed';
import { mergeChanges, type FieldConflict } from '../domain/sync-merge';
import { InvalidInputError, NotFoundError, RuleViolationError } from '../errors';
import { fieldIssues } from '../schemas/field-issues';
import { SYNC_MESSAGES, type EditableKind } from '../schemas/sync';
import { EDITABLE_KIND_RULES, type EditableKindRules } from './record-kinds';

// A pushed create, update or delete of a farm record, run through the record type's own schema and
// service, so it is refused, or saved, exactly as the same call over REST would be.

type Fields = Record<string, unknown>;

/** Input checked by a schema: a failure is the same field issues the call answers over REST. */
function parsed(schema: { parse(value: unknown): unknown }, value: unknown): Fields {
  try {
    return schema.parse(value) as Fields;
  } catch (error) {
    if (error instanceof ZodError) throw new InvalidInputError(fieldIssues(error));
    throw error;
  }
}

/** The fields a record type's update may change (its update call's fields but the id and version). */
export function editableFields(rules: EditableKindRules): string[] {
  return Object.keys(rules.update.shape).filter((key) => key !== 'id' && key !== 'version');
}

/** The farm's stored record (every column but the owner), or undefined. */
export function storedRecord(db: FarmDb, rules: EditableKindRules, userId: string, id: string): Fields | undefined {
  const row = db
    .select()
    .from(rules.table as SQLiteTable)
    .where(and(eq(rules.table.userId, userId), eq(rules.table.id, id)))
    .get() as (Fields & { userId: unknown }) | undefined;
  return row && withoutOwner(row);
}

/** The record as it was when deleted, or undefined when the farm never deleted a record with that id. */
export const tombstoneOf = (db: FarmDb, kind: EditableKind, userId: string, id: string) =>
  deletedRecord(db, EDITABLE_KIND_RULES[kind].table, kind, userId, id);

const recordIdOf = (input: Fields) => {
  if (typeof input.id !== 'string' || input.id === '') throw new InvalidInputError([{ path: ['id'], message: 'Record id must be a UUID' }]);
  return input.id;
};

export function createRecord(db: FarmDb, kind: EditableKind, userId: string, input: Fields): Fields {
  const rules = EDITABLE_KIND_RULES[kind];
  return rules.service.create(db, userId, parsed(rules.create, input) as never) as Fields;
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
export function updateRecord(db: FarmDb, kind: EditableKind, userId: string, input: Fields, base?: Fields): UpdateOutcome {
  const rules = EDITABLE_KIND_RULES[kind];
  const id = recordIdOf(input);
  const { id: _id, version: _opened, ...changes } = input;
  const editable = editableFields(rules);
  const unknown = Object.keys(changes).find((field) => !editable.includes(field));
  if (unknown !== undefined) throw new InvalidInputError([{ path: [unknown], message: SYNC_MESSAGES.unknownField(unknown) }]);
  const stored = storedRecord(db, rules, userId, id);
  if (!stored) throw new NotFoundError(rules.service.notFound);
  const { apply, conflicts } = mergeChanges(stored, changes, base, rules.counters);
  if (Object.keys(apply).length === 0) return { record: stored, conflicts };
  const whole = rules.replacesWhole ? { ...Object.fromEntries(editable.map((field) => [field, stored[field]])), ...apply } : apply;
  const { id: _checkedId, version: _v, ...fields } = parsed(rules.update, { ...whole, id, version: stored.version });
  return { record: rules.service.update(db, userId, id, fields as never, stored.version as number) as Fields, conflicts };
}

/** Deletes the farm's record: a delete wins over edits made meanwhile. True when it was already deleted. */
export function deleteRecord(db: FarmDb, kind: EditableKind, userId: string, input: Fields): { alreadyDeleted: boolean } {
  const rules = EDITABLE_KIND_RULES[kind];
  const id = recordIdOf(input);
  if (!storedRecord(db, rules, userId, id)) {
    if (tombstoneOf(db, kind, userId, id)) return { alreadyDeleted: true };
    throw new NotFoundError(rules.service.notFound);
  }
  rules.service.remove(db, userId, id);
  return { alreadyDeleted: false };
}

/**
 * Puts a deleted record back under its id, as it was with `changes` over it (a `deleted` conflict's
 * "restore"). The type's create call checks it whole.
 */
export function restoreRecord(db: FarmDb, kind: EditableKind, userId: string, id: string, changes: Fields): Fields {
  const rules = EDITABLE_KIND_RULES[kind];
  const was = tombstoneOf(db, kind, userId, id);
  if (!was) throw new RuleViolationError('This record is not deleted any more.');
  forgetTombstone(db, kind, userId, id);
  const fields = Object.fromEntries(editableFields(rules).filter((field) => field in was).map((field) => [field, was[field]]));
  const { id: _given, version: _opened, ...mine } = changes;
  return createRecord(db, kind, userId, { ...fields, ...mine, id });
}
