import type { FarmDb } from '../db/open-farm-db';
import { deletedRecord } from '../db/sync-feed';
import { weights } from '../db/schema';
import { createActivity } from '../herd/activity-service';
import { recordPregnancyCheck } from '../herd/pregnancy-check-service';
import { giveTreatments } from '../herd/treatment-service';
import { recordWeighing, removeWeighing } from '../herd/weighing-service';
import { NotFoundError } from '../errors';
import type { EditableKind } from '../schemas/sync';
import type { Fields, FarmStore } from './ops/farm-store';
import { KIND_STORAGE, ownRows } from './record-kinds';

// The server's farm store: one farm's records in the SQLite file, saved through each kind's service,
// so a pushed op is saved exactly as the same call over REST. Each op runs in a savepoint.

export function sqliteFarmStore(db: FarmDb, userId: string): FarmStore {
  const service = (kind: EditableKind) => KIND_STORAGE[kind].service;
  return {
    atomically: (write) => db.transaction(write),
    // The farm's stored record, every column but the owner.
    find: (kind, id) => ownRows(db, KIND_STORAGE[kind].table, userId, [id])[0],
    tombstone: (kind, id) => deletedRecord(db, KIND_STORAGE[kind].table, kind, userId, id),
    create: (kind, input) => service(kind).create(db, userId, input as never) as Fields,
    update: (kind, id, fields, opened) => service(kind).update(db, userId, id, fields as never, opened) as Fields,
    remove: (kind, id) => service(kind).remove(db, userId, id),
    logActivity: (input, onShortfall) => createActivity(db, userId, input, onShortfall),
    giveTreatments: (input) => giveTreatments(db, userId, input),
    recordPregnancyCheck: (input) => recordPregnancyCheck(db, userId, input),
    recordWeighing: (input) => recordWeighing(db, userId, input),
    removeWeighing: (id, opened) => {
      try {
        removeWeighing(db, userId, id, opened);
      } catch (error) {
        if (!(error instanceof NotFoundError) || !deletedRecord(db, weights, 'weights', userId, id)) throw error;
      }
    },
  };
}
