import { findCattle } from '../db/cattle';
import { createOnce } from '../db/create-once';
import { findPregnancyCheck, insertPregnancyCheck, listPregnancyChecks } from '../db/health';
import type { FarmDb } from '../db/open-farm-db';
import { checkEffect } from '../domain/animal-records';
import type { PregnancyResult } from '../domain/pregnancy-checks';
import { NotFoundError } from '../errors';
import { ANIMAL_NOT_FOUND } from '../schemas/cattle';
import type { PregnancyCheckCreate, PregnancyCheckRecord } from '../schemas/health';
import { applyAnimalChanges } from './cattle-service';

// A pregnancy check and what it does to its animal (status, expected calving date), one write.

/** Records a check; with the client's id, a repeat answers the check already saved and changes nothing again. */
export function recordPregnancyCheck(db: FarmDb, userId: string, input: PregnancyCheckCreate): PregnancyCheckRecord {
  const { id, ...fields } = input;
  return createOnce(db, {
    id,
    fields,
    findOwn: (recordId) => findPregnancyCheck(db, userId, recordId),
    insert: (record) => {
      const animal = findCattle(db, userId, fields.cattleId);
      if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
      const check = insertPregnancyCheck(db, userId, record);
      const asRule = (each: PregnancyCheckRecord) => ({ ...each, result: each.result as PregnancyResult });
      applyAnimalChanges(db, userId, animal, checkEffect(asRule(check), listPregnancyChecks(db, userId, [animal.id]).map(asRule), animal));
      return check;
    },
  });
}
