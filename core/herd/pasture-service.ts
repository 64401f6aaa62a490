import { ConflictError, NotFoundError } from '../errors';
import { createOnce } from '../db/create-once';
import type { FarmDb } from '../db/open-farm-db';
import { headInPasture } from '../domain/pasture-animals';
import { animalsThatMayGraze, deletePasture, findPasture, insertPasture, pastureNameHasLookAlike, savePasture } from '../db/pastures';
import { requireOpenedVersion } from '../db/record-versions';
import { conflictOnDuplicate } from '../db/unique-violation';
import { PASTURE_MESSAGES, PASTURE_NOT_FOUND, type PastureCreate, type PastureFields, type PastureRecord } from '../schemas/pastures';

// Pasture writes: the rules that need the database (a name already taken, animals still grazing,
// another farm's pasture, a create sent twice) on top of what the schema checks.

const saving = <T>(write: () => T) => conflictOnDuplicate(write, PASTURE_MESSAGES.nameTaken, 'name');

/** A look-alike name saved before names were normalised is the same name, refused in the unique index's words. */
function refuseLookAlikeName(db: FarmDb, userId: string, name: string, id?: string): void {
  if (pastureNameHasLookAlike(db, userId, name, id)) throw new ConflictError(PASTURE_MESSAGES.nameTaken, 'name');
}

/**
 * Adds a pasture. With the client's id, a repeat of the same create answers the pasture already
 * saved (its own name is no conflict); the same id with other details, or another farm's id, is a
 * conflict.
 */
export function createPasture(db: FarmDb, userId: string, input: PastureCreate): PastureRecord {
  const { id, ...fields } = input;
  return saving(() =>
    createOnce(db, {
      id,
      fields,
      findOwn: (recordId) => findPasture(db, userId, recordId),
      insert: (record) => {
        refuseLookAlikeName(db, userId, record.name, record.id);
        return insertPasture(db, userId, record);
      },
    }),
  );
}

export function updatePasture(db: FarmDb, userId: string, id: string, fields: PastureFields, opened?: number): PastureRecord {
  refuseLookAlikeName(db, userId, fields.name, id);
  const saved = saving(() => savePasture(db, userId, id, fields, opened));
  if (!saved) throw new NotFoundError(PASTURE_NOT_FOUND);
  return saved;
}

/** Nothing is lost by one click: a pasture with animals in it is not deleted out from under them. */
export function removePasture(db: FarmDb, userId: string, id: string, opened?: number): void {
  db.transaction(
    () => {
      const pasture = findPasture(db, userId, id);
      if (!pasture) throw new NotFoundError(PASTURE_NOT_FOUND);
      requireOpenedVersion(pasture, opened);
      const head = headInPasture(pasture.name, animalsThatMayGraze(db, userId, pasture.name));
      if (head > 0) {
        throw new ConflictError(PASTURE_MESSAGES.stillGrazed(head, pasture.name));
      }
      deletePasture(db, userId, id);
    },
    { behavior: 'immediate' },
  );
}
