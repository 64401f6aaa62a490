import { and, eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FarmDb } from '../db/open-farm-db';
import { withoutOwner } from '../db/owned-records';
import { deletedRecord } from '../db/sync-feed';
import { createActivity } from '../herd/activity-service';
import type { EditableKind } from '../schemas/sync';
import type { Fields, FarmStore } from './ops/farm-store';
import { KIND_STORAGE } from './record-kinds';

// The server's farm store: one farm's records in the SQLite file, saved through each kind's service,
// so a pushed op is saved exactly as the same call over REST. Each op runs in a savepoint.

/** The farm's stored record (every column but the owner), or undefined. */
function storedRecord(db: FarmDb, kind: EditableKind, userId: string, id: string): Fields | undefined {
  const { table } = KIND_STORAGE[kind];
  const row = db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.userId, userId), eq(table.id, id)))
    .get() as (Fields & { userId: unknown }) | undefined;
  return row && withoutOwner(row);
}

export function sqliteFarmStore(db: FarmDb, userId: string): FarmStore {
  const service = (kind: EditableKind) => KIND_STORAGE[kind].service;
  return {
    atomically: (write) => db.transaction(write),
    find: (kind, id) => storedRecord(db, kind, userId, id),
    tombstone: (kind, id) => deletedRecord(db, KIND_STORAGE[kind].table, kind, userId, id),
    create: (kind, input) => service(kind).create(db, userId, input as never) as Fields,
    update: (kind, id, fields, opened) => service(kind).update(db, userId, id, fields as never, opened) as Fields,
    remove: (kind, id) => service(kind).remove(db, userId, id),
    logActivity: (input, onShortfall) => createActivity(db, userId, input, onShortfall),
  };
}
