import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';
import { currentActor } from '../write-scope';

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

/**
 * Who added the record and who changed it last: the member's name at the time (null for records
 * from before a farm had members, and for the server's own writes). Set on every insert and update
 * made through Drizzle, by whoever the call runs as.
 */
// Drizzle types a default as non-null; a nullable column takes null all the same, bound like any value.
const actorName = () => (currentActor()?.name ?? null) as string;
export const createdBy = () => text('created_by').$defaultFn(actorName);
export const updatedBy = () => text('updated_by').$defaultFn(actorName).$onUpdateFn(actorName);
