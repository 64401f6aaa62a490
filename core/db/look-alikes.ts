import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Text with a character outside printable ASCII: the only kind that can be a look-alike of a key
 * saved before keys were normalised ("777" and a zero-width space). Partial indexes on it keep the
 * few such rows apart, so looking for look-alikes reads those rows, not the whole farm; a query
 * uses such an index only when it says this condition word for word, hence one function for both.
 */
export const mayBeLookAlike = (column: SQLiteColumn): SQL => sql`${column} GLOB '*[^ -~]*'`;
