import { ConflictError, NotFoundError } from '../errors';
import type { FarmDb } from '../db/open-farm-db';
import { deletePasture, findPasture, headInPasture, insertPasture, savePasture } from '../db/pastures';
import { conflictOnDuplicate } from '../db/unique-violation';
import { PASTURE_MESSAGES, type PastureFields, type PastureRecord } from '../schemas/pastures';

export const PASTURE_NOT_FOUND = 'Pasture not found';

const saving = <T>(write: () => T) => conflictOnDuplicate(write, PASTURE_MESSAGES.nameTaken, 'name');

export function createPasture(db: FarmDb, userId: string, fields: PastureFields): PastureRecord {
  return saving(() => insertPasture(db, userId, fields));
}

export function updatePasture(db: FarmDb, userId: string, id: string, fields: PastureFields): PastureRecord {
  const saved = saving(() => savePasture(db, userId, id, fields));
  if (!saved) throw new NotFoundError(PASTURE_NOT_FOUND);
  return saved;
}

/** Nothing is lost by one click: a pasture with animals in it is not deleted out from under them. */
export function removePasture(db: FarmDb, userId: string, id: string): void {
  const pasture = findPasture(db, userId, id);
  if (!pasture) throw new NotFoundError(PASTURE_NOT_FOUND);
  const head = headInPasture(db, userId, pasture.name);
  if (head > 0) {
    throw new ConflictError(`Move the ${head} head in ${pasture.name} to another pasture before deleting it`);
  }
  deletePasture(db, userId, id);
}
