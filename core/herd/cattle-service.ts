import { expectedCalvingDate } from '../domain/gestation';
import { InvalidInputError, NotFoundError } from '../errors';
import { deleteCattle, findCattle, insertCattle, replaceCattle } from '../db/cattle';
import type { FarmDb } from '../db/open-farm-db';
import { conflictOnDuplicate } from '../db/unique-violation';
import { CATTLE_MESSAGES, cattleInput, type CattleFields, type CattlePatch, type CattleRecord } from '../schemas/cattle';
import { fieldIssues } from '../schemas/field-issues';

// The herd book's writes: the rules that need the stored record or the database (gestation fill,
// a tag already taken, another farm's animal) on top of what the schema checks.

export const ANIMAL_NOT_FOUND = 'Animal not found';

/** DECISIONS: with a breeding date and method but no expected calving date, fill it (280/283 days). */
function withExpectedCalving(fields: CattleFields): CattleFields {
  if (fields.expectedCalvingDate || !fields.breedingDate || !fields.breedingMethod) return fields;
  return { ...fields, expectedCalvingDate: expectedCalvingDate(fields.breedingDate, fields.breedingMethod) };
}

const saving = <T>(write: () => T) => conflictOnDuplicate(write, CATTLE_MESSAGES.tagInUse, 'tag');

export function createCattle(db: FarmDb, userId: string, fields: CattleFields): CattleRecord {
  return saving(() => insertCattle(db, userId, withExpectedCalving(fields)));
}

/**
 * PATCH: the stored record with the given fields over it, validated again as a whole (so a patch
 * cannot remove the last identifier or the pasture). A new breeding date or method without an
 * expected calving date recomputes it.
 */
export function updateCattle(db: FarmDb, userId: string, patch: CattlePatch): CattleRecord {
  const { id, ...changes } = patch;
  const stored = findCattle(db, userId, id);
  if (!stored) throw new NotFoundError(ANIMAL_NOT_FOUND);
  const breedingChanged = 'breedingDate' in changes || 'breedingMethod' in changes;
  const recompute = breedingChanged && !('expectedCalvingDate' in changes);
  const parsed = cattleInput.safeParse({ ...stored, ...(recompute ? { expectedCalvingDate: null } : {}), ...changes });
  if (!parsed.success) throw new InvalidInputError(fieldIssues(parsed.error));
  const saved = saving(() => replaceCattle(db, userId, id, withExpectedCalving(parsed.data)));
  if (!saved) throw new NotFoundError(ANIMAL_NOT_FOUND);
  return saved;
}

export function removeCattle(db: FarmDb, userId: string, id: string): void {
  if (!deleteCattle(db, userId, id)) throw new NotFoundError(ANIMAL_NOT_FOUND);
}
