import { createOnce, type NewRecord } from '../db/create-once';
import type { FarmDb } from '../db/open-farm-db';
import type { OwnedRecords } from '../db/owned-records';
import { requireOpenedVersion } from '../db/record-versions';
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
  /** What an unknown id answers. */
  notFound: string;
  list(db: FarmDb, userId: string): R[];
  create(db: FarmDb, userId: string, input: NewRecord<F>): R;
  /** `opened`: the version the client edited, refused (412) when the record was saved since. */
  update(db: FarmDb, userId: string, id: string, fields: F, opened?: number): R;
  remove(db: FarmDb, userId: string, id: string, opened?: number): void;
}

export function recordService<R extends Record<keyof F, unknown> & { version: number }, F extends object>(
  records: OwnedRecords<R, F>,
  { notFound, normalise = (fields) => fields, check = () => {} }: RecordRules<F>,
): RecordService<R, F> {
  return {
    notFound,
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

    update: (db, userId, id, input, opened) =>
      db.transaction(
        () => {
          const stored = records.find(db, userId, id);
          if (!stored) throw new NotFoundError(notFound);
          requireOpenedVersion(stored, opened);
          const fields = normalise(input);
          check(db, userId, fields);
          return records.update(db, userId, id, fields)!;
        },
        { behavior: 'immediate' },
      ),

    remove: (db, userId, id, opened) =>
      db.transaction(
        () => {
          const stored = records.find(db, userId, id);
          if (!stored) throw new NotFoundError(notFound);
          requireOpenedVersion(stored, opened);
          records.remove(db, userId, id);
        },
        { behavior: 'immediate' },
      ),
  };
}
