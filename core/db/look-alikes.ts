import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Keys are saved normalised (domain/record-keys.ts), but a row saved before that may hold a
 * look-alike ("777" and a zero-width space). Only text with a character outside printable ASCII can
 * be one: normalising leaves printable ASCII as it is, and every invisible character is outside it.
 * This narrows a query to those rows (as a rule none, found from the index), which the caller then
 * compares with sameKey.
 */
export function mayBeLookAlike(column: SQLiteColumn): SQL {
  return sql`${column} GLOB '*[^ -~]*'`;
}
