import { createOnce, type NewRecord } from '../db/create-once';
import type { FarmDb } from '../db/open-farm-db';
import type { OwnedRecords } from '../db/owned-records';
import { NotFoundError } from '../errors';

// The writes of an inventory record type, written once: safe creates, a missing or another farm's
// record answered as not found, and the type's own rules applied the same way on create and update.

export interface RecordRules<F> {
  /** What an unknown id answers ("Embryo lot not found"). */
  notFound: string;
  /** The fields as they are stored, after the server's own fills (remaining capped at total, say). */
  normalise?: (fields: F) => F;
  /**
   * Rules that need the database, such as a tank it points at being the farm's own. Throws a
   * domain error; runs in the write's transaction.
   */
  check?: (db: FarmDb, userId: string, fields: F) => void;
}

export interface RecordService<R, F> {
  list(db: FarmDb, userId: string): R[];
  create(db: FarmDb, userId: string, input: NewRecord<F>): R;
  update(db: FarmDb, userId: string, id: string, fields: F): R;
  remove(db: FarmDb, userId: string, id: string): void;
}

export function recordService<R extends Record<keyof F, unknown>, F extends object>(
  records: OwnedRecords<R, F>,
  { notFound, normalise = (fields) => fields, check = () => {} }: RecordRules<F>,
): RecordService<R, F> {
  return {
    list: (db, userId) => records.list(db, userId),

    create: (db, userId, { id, ...input }) => {
      const fields = normalise(input as F);
      return createOnce(db, {
        id,
        fields,
        findOwn: (recordId) => records.find(db, userId, recordId),
        insert: (record) => {
          check(db, userId, fields);
          return records.insert(db, userId, record);
        },
      });
    },

    update: (db, userId, id, input) =>
      db.transaction(
        () => {
          if (!records.find(db, userId, id)) throw new NotFoundError(notFound);
          const fields = normalise(input);
          check(db, userId, fields);
          return records.update(db, userId, id, fields)!;
        },
        { behavior: 'immediate' },
      ),

    remove: (db, userId, id) => {
      if (!records.remove(db, userId, id)) throw new NotFoundError(notFound);
    },
  };
}
