import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

// Text UUIDs: records may one day be created offline on a phone and merged later.
export const uuidPrimaryKey = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

// ISO 8601 with milliseconds, written by SQLite itself so every writer agrees on the clock format.
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const createdAt = () => text('created_at').notNull().default(isoNow);
