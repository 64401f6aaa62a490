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
      // Looked for after the insert, so an id that was deleted is answered as deleted whatever the
      // name, as when the unique index (checked after the deleted-id trigger) refuses it written as it is.
      insert: (record) => {
        const saved = insertPasture(db, userId, record);
        refuseLookAlikeName(db, userId, saved.name, saved.id);
        return saved;
      },
    }),
  );
}

/**
 * Saves a pasture (a rename moves its animals along). A pasture keeping its own name is no clash, as
 * an animal keeping its own tag: only a new name is looked for among the look-alikes.
 */
export function updatePasture(db: FarmDb, userId: string, id: string, fields: PastureFields, opened?: number): PastureRecord {
  return db.transaction(
    () => {
      if (fields.name !== findPasture(db, userId, id)?.name) refuseLookAlikeName(db, userId, fields.name, id);
      const saved = saving(() => savePasture(db, userId, id, fields, opened));
      if (!saved) throw new NotFoundError(PASTURE_NOT_FOUND);
      return saved;
    },
    { behavior: 'immediate' },
  );
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
