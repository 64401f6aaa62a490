import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { NewRecord } from './create-once';
import type { FarmDb } from './open-farm-db';
import { nextVersion } from './record-versions';

// The reads and writes every farm-owned record type needs, written once: each goes through the
// owner's id, so another farm's record is never read, changed or deleted (it is simply not found).

/** A table whose rows belong to one user and are edited: a text `id`, a `userId` and a `version`. */
export type OwnedTable = SQLiteTable & { id: SQLiteColumn; userId: SQLiteColumn; version: SQLiteColumn };

type Row<T extends OwnedTable> = T['$inferSelect'];
type Insert<T extends OwnedTable> = T['$inferInsert'];

export interface OwnedRecords<R, F> {
  list(db: FarmDb, userId: string): R[];
  find(db: FarmDb, userId: string, id: string): R | undefined;
  /** With the client's id when the record carries one, else a new UUID. */
  insert(db: FarmDb, userId: string, record: NewRecord<F>): R;
  /** The saved record, or undefined when the farm has no record with this id. */
  update(db: FarmDb, userId: string, id: string, fields: F): R | undefined;
  /** Whether a record of the farm's was deleted. */
  remove(db: FarmDb, userId: string, id: string): boolean;
}

/** The record as the API answers it: the row without its owner. */
export function withoutOwner<T extends { userId: unknown }>({ userId: _owner, ...record }: T): Omit<T, 'userId'> {
  return record;
}

/**
 * `R`: the record as the API answers it, which is the row without its owner. `orderBy`: the list's
 * order, to which the id is added last, so rows tying on it still come in one order (the domain's
 * comparators, core/domain/list-orders.ts, end the same way).
 */
export function ownedRecords<T extends OwnedTable, F extends object, R = Omit<Row<T>, 'userId'>>(
  table: T,
  { orderBy }: { orderBy: SQL[] },
): OwnedRecords<R, F> {
  const toRecord = withoutOwner as (row: Row<T>) => R;
  const own = (userId: string, id: string) => and(eq(table.userId, userId), eq(table.id, id));
  // Drizzle cannot follow a generic table through select(): the rows are this table's rows.
  const rows = (db: FarmDb, where: SQL | undefined) =>
    db
      .select()
      .from(table as SQLiteTable)
      .where(where)
      .orderBy(...orderBy, asc(table.id))
      .all() as Row<T>[];
  return {
    list: (db, userId) => rows(db, eq(table.userId, userId)).map(toRecord),
    find: (db, userId, id) => {
      const [row] = rows(db, own(userId, id));
      return row && toRecord(row);
    },
    insert: (db, userId, record) => {
      const values = { ...record, userId } as Insert<T>;
      return toRecord(db.insert(table).values(values).returning().get() as Row<T>);
    },
    update: (db, userId, id, fields) => {
      const row = db
        .update(table)
        .set({ ...fields, version: nextVersion(table.version) } as SQLiteUpdateSetSource<T>)
        .where(own(userId, id))
        .returning()
        .get() as Row<T> | undefined;
      return row && toRecord(row);
    },
    remove: (db, userId, id) => db.delete(table).where(own(userId, id)).run().changes > 0,
  };
}
