import { changedAnimal, normalisedAnimal, patchedAnimal } from '../domain/cattle-changes';
import { ConflictError, NotFoundError, validated } from '../errors';
import { deleteCattle, findCattle, insertCattle, replaceCattle, tagHasLookAlike } from '../db/cattle';
import { createOnce } from '../db/create-once';
import { listTreatments } from '../db/health';
import { saleInWithdrawal } from '../domain/sale-withdrawal';
import type { FarmDb } from '../db/open-farm-db';
import { requireOpenedVersion } from '../db/record-versions';
import { conflictOnDuplicate } from '../db/unique-violation';
import {
  ANIMAL_NOT_FOUND,
  CATTLE_MESSAGES,
  checkCattle,
  type CattleCreate,
  type CattleFields,
  type CattlePatch,
  type CattleRecord,
} from '../schemas/cattle';

// The herd book's writes: the rules that need the stored record or the database (a tag already
// taken, another farm's animal, a create sent twice) on top of what the schema checks. What a change
// makes of the stored record (merged, checked, the calving date filled) is domain/cattle-changes.ts's.

const saving = <T>(write: () => T) => conflictOnDuplicate(write, CATTLE_MESSAGES.tagInUse, 'tag');

/**
 * The unique index refuses a tag saved as it is; a look-alike saved before tags were normalised
 * ("777" and a zero-width space) is the same tag, refused here in the same words.
 */
function refuseLookAlikeTag(db: FarmDb, userId: string, tag: string | null, id?: string): void {
  if (tag !== null && tagHasLookAlike(db, userId, tag, id)) throw new ConflictError(CATTLE_MESSAGES.tagInUse, 'tag');
}

/**
 * Adds an animal. With the client's id, a repeat of the same create answers the animal already
 * saved (its own tag is no conflict); the same id with other details, or another farm's id, is a
 * conflict.
 */
export function createCattle(db: FarmDb, userId: string, input: CattleCreate): CattleRecord {
  const { id, ...fields } = input;
  return saving(() =>
    createOnce(db, {
      id,
      fields: normalisedAnimal(fields),
      findOwn: (recordId) => findCattle(db, userId, recordId),
      // Looked for after the insert, so an id that was deleted is answered as deleted whatever the
      // tag, as when the unique index (checked after the deleted-id trigger) refuses it written as it is.
      insert: (record) => {
        const saved = insertCattle(db, userId, record);
        refuseLookAlikeTag(db, userId, saved.tag, saved.id);
        return saved;
      },
    }),
  );
}

function save(db: FarmDb, userId: string, id: string, fields: CattleFields, stored: CattleRecord): CattleRecord {
  if (fields.tag !== stored.tag) refuseLookAlikeTag(db, userId, fields.tag, id);
  const saved = saving(() => replaceCattle(db, userId, id, fields));
  if (!saved) throw new NotFoundError(ANIMAL_NOT_FOUND);
  return saved;
}

/**
 * PATCH: the stored record with the given fields over it, validated again as a whole (so a patch
 * cannot remove the last identifier or the pasture). A new breeding date or method without an
 * expected calving date recomputes it. A sale inside a meat withdrawal is refused unless confirmed.
 */
export function updateCattle(db: FarmDb, userId: string, patch: CattlePatch): CattleRecord {
  const { id, version: opened, confirmWithdrawal, ...changes } = patch;
  return db.transaction(
    () => {
      const stored = findCattle(db, userId, id);
      if (!stored) throw new NotFoundError(ANIMAL_NOT_FOUND);
      requireOpenedVersion(stored, opened);
      const fields = validated(patchedAnimal(stored, changes, checkCattle));
      const refusal = confirmWithdrawal ? null : saleInWithdrawal(stored, fields, listTreatments(db, userId, [id]));
      if (refusal) throw new ConflictError(refusal);
      return save(db, userId, id, fields, stored);
    },
    { behavior: 'immediate' },
  );
}

/**
 * What a record about the animal changes on it, exactly as that record's rules give it (a logged
 * activity, a pregnancy check, a weighing): they set the expected calving date themselves (a heat
 * after a breeding clears it, and it stays cleared). No change writes nothing: the animal keeps its version.
 */
export function applyAnimalChanges(db: FarmDb, userId: string, animal: CattleRecord, changes: object | null): CattleRecord {
  if (!changes || Object.keys(changes).length === 0) return animal;
  return save(db, userId, animal.id, validated(changedAnimal(animal, changes, checkCattle)), animal);
}

/** Deletes an animal; `opened`: the version the client saw, refused (412) when it was saved since. */
export function removeCattle(db: FarmDb, userId: string, id: string, opened?: number): void {
  db.transaction(
    () => {
      const stored = findCattle(db, userId, id);
      if (!stored) throw new NotFoundError(ANIMAL_NOT_FOUND);
      requireOpenedVersion(stored, opened);
      deleteCattle(db, userId, id);
    },
    { behavior: 'immediate' },
  );
}
