import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { keyTaken, type KeyHolder } from '../domain/record-keys';
import type { FarmDb } from './open-farm-db';
import type { OwnedTable } from './owned-records';

/**
 * Text with a character outside printable ASCII: the only kind that can be a look-alike of a key
 * saved before keys were normalised ("777" and a zero-width space). Partial indexes on it keep the
 * few such rows apart, so looking for look-alikes reads those rows, not the whole farm; a query
 * uses such an index only when it says this condition word for word, hence one function for both.
 */
export const mayBeLookAlike = (column: SQLiteColumn): SQL => sql`${column} GLOB '*[^ -~]*'`;

/**
 * Whether another of the farm's records (not `exceptId`) holds a look-alike of `key` in `column`,
 * by the domain's rule (keyTaken). The unique index refuses the key written as it is; this finds
 * the look-alikes it cannot see, reading only the rows that may be one.
 */
export function lookAlikeTaken(db: FarmDb, table: OwnedTable, column: SQLiteColumn, userId: string, key: string, exceptId?: string): boolean {
  const holders = db
    .select({ id: table.id, key: column })
    .from(table as SQLiteTable)
    .where(and(eq(table.userId, userId), mayBeLookAlike(column), ne(column, key)))
    .all() as KeyHolder[];
  return keyTaken(key, holders, exceptId);
}
