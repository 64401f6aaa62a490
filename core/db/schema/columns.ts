import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';

// Text UUIDs: records may one day be created offline on a phone and merged later.
export const uuidPrimaryKey = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

// ISO 8601 with milliseconds, written by SQLite itself so every writer agrees on the clock format.
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const createdAt = () => text('created_at').notNull().default(isoNow);

/**
 * How many times the record was saved, from 1. A client sends the version it opened with its edit
 * (REST: `If-Match`), and an edit of a record changed meanwhile is refused instead of undoing the
 * newer change. A trigger per table (migration 0005) adds 1 on every update by any path, a cascade
 * included; writes that answer the saved row add it themselves, since RETURNING does not see what
 * a trigger changes.
 */
export const version = () => integer('version').notNull().default(1);
