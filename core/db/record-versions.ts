import { sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { isStale } from '../domain/record-version';
import { StaleRecordError } from '../errors';

/** Refuses a write made on an older version of the stored record (412). Runs inside the write's transaction. */
export function requireOpenedVersion(stored: { version: number }, opened: number | undefined): void {
  if (isStale(stored.version, opened)) throw new StaleRecordError();
}

/**
 * The version a write sets: one more. A trigger adds it on every update too, but a write that answers
 * the saved row must set it itself, since RETURNING does not see what a trigger changes.
 */
export const nextVersion = (version: SQLiteColumn) => sql`${version} + 1`;
