import { isSameCreate } from '../domain/repeated-create';
import { ConflictError, DeletedRecordError } from '../errors';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import type { FarmDb } from './open-farm-db';

// Creates that are safe to repeat. A phone that loses signal after sending a save cannot know
// whether the save arrived, so the client makes the new record's id itself (when the form opens)
// and sends it with the create; sending that create again must not make a second record. Every
// record type's create goes through createOnce the same way (see docs/safe-writes.md).

/** True when SQLite refused a write because the primary key (the record id) is already taken. */
export function isPrimaryKeyViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

// What the triggers of migration 0007 say when an insert names an id that was deleted.
const DELETED_ID = 'farm-hand: deleted record id';
const TOMBSTONED_ELSEWHERE = 'farm-hand: record id in use';

/** True when the id is taken: by a record, or by another farm's deleted record (which stays deleted). */
export function isIdTaken(error: unknown): boolean {
  return isPrimaryKeyViolation(error) || (error instanceof Error && error.message === TOMBSTONED_ELSEWHERE);
}

/** True when the id is the farm's own deleted record's: an id that was deleted stays deleted. */
export function isDeletedId(error: unknown): boolean {
  return error instanceof Error && error.message === DELETED_ID;
}

/** The fields a create stores, plus the client's id for the record when it sent one. */
export type NewRecord<F> = F & { id?: string | undefined };

export interface CreateOnceSteps<F extends object, R extends Record<keyof F, unknown>> {
  /** The client's id for the new record; without one the database makes an id, as for any create. */
  id: string | undefined;
  /**
   * The fields as they will be stored: after the schema's normalising and the server's own fills
   * (an expected calving date, say), so a repeat is compared with what was really saved.
   */
  fields: F;
  /** The caller's own record with this id, looked up by owner and id (never by id alone). */
  findOwn: (id: string) => R | undefined;
  /**
   * Writes the record, with `id` when given, and answers it. Everything the create writes belongs
   * here, so a repeat writes none of it again. It runs inside createOnce's transaction: it must not
   * open a transaction of its own.
   */
  insert: (record: NewRecord<F>) => R;
}

/**
 * Creates a record once. Without an id, inserts as usual. With an id:
 * - the caller's own record with that id and the same fields → that record, nothing written;
 * - the caller's own record with that id and other fields → ConflictError (savedWithOtherDetails);
 * - another farm's record with that id → ConflictError (inUse), telling nothing of that record,
 *   which is found out by the insert hitting the primary key, not by reading another farm's rows;
 * - the id of a record that was deleted → DeletedRecordError: a create repeated after a delete
 *   does not bring the record back;
 * - otherwise → the record is inserted with that id.
 * The lookup and the insert share one IMMEDIATE transaction, so two processes sharing the file
 * cannot both miss the record and both insert it.
 */
export function createOnce<F extends object, R extends Record<keyof F, unknown>>(db: FarmDb, steps: CreateOnceSteps<F, R>): R {
  const { id, fields } = steps;
  return db.transaction(
    () => {
      if (id !== undefined) {
        const own = steps.findOwn(id);
        if (own) {
          if (!isSameCreate(fields, own)) throw new ConflictError(RECORD_ID_MESSAGES.savedWithOtherDetails);
          return own;
        }
      }
      try {
        return steps.insert(id === undefined ? fields : { ...fields, id });
      } catch (error) {
        if (isIdTaken(error)) throw new ConflictError(RECORD_ID_MESSAGES.inUse);
        if (isDeletedId(error)) throw new DeletedRecordError();
        throw error;
      }
    },
    { behavior: 'immediate' },
  );
}
