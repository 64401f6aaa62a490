import { batchIdTaken, insertTreatments, treatmentsOfBatch } from '../db/health';
import { setWithdrawal, withdrawalEndsOf } from '../db/cattle';
import type { FarmDb } from '../db/open-farm-db';
import { byTreatmentId, isSameTreatment, treatmentFields, treatmentId, withdrawalAfterPenTreatment } from '../domain/treatments';
import { isDeletedId, isIdTaken } from '../db/create-once';
import { ConflictError, DeletedRecordError, NotFoundError } from '../errors';
import { medicineRecords } from '../inventory/medicines';
import { ANIMAL_NOT_FOUND } from '../schemas/cattle';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import { HEALTH_MESSAGES, type TreatmentCreate, type TreatmentsGiven } from '../schemas/health';

// A group treatment: every animal of a pen treated at the chute in one write, all or none. Each
// animal gets its own record and its withdrawal ends move. An animal the farm does not have (or
// another farm's) refuses the whole call, so half a pen is never recorded.

/**
 * The pen's records, whose ids follow from the call's: a call repeated after its records were
 * deleted (with their animal) does not bring them back, as no create does (create-once.ts).
 */
function insertOnce<T>(insert: () => T): T {
  try {
    return insert();
  } catch (error) {
    if (isDeletedId(error)) throw new DeletedRecordError();
    if (isIdTaken(error)) throw new ConflictError(RECORD_ID_MESSAGES.inUse);
    throw error;
  }
}

/**
 * Treats every listed animal in one IMMEDIATE transaction. With the call's id, a repeat of the same
 * call answers the treatments already saved and writes nothing again.
 */
export function giveTreatments(db: FarmDb, userId: string, input: TreatmentCreate): TreatmentsGiven {
  const { id, cattleIds, ...given } = input;
  return db.transaction(
    () => {
      const medicine = given.medicineId === null ? undefined : medicineRecords.find(db, userId, given.medicineId);
      if (given.medicineId !== null && !medicine) throw new NotFoundError(HEALTH_MESSAGES.medicineNotFound);
      const fields = treatmentFields(given, medicine);
      const batchId = id ?? crypto.randomUUID();
      const saved = id === undefined ? [] : treatmentsOfBatch(db, userId, id);
      if (saved.length > 0) {
        if (!isSameTreatment(fields, cattleIds, saved)) throw new ConflictError(RECORD_ID_MESSAGES.savedWithOtherDetails);
        return { id: batchId, treatments: saved };
      }
      if (id !== undefined && batchIdTaken(db, id)) throw new ConflictError(RECORD_ID_MESSAGES.inUse);
      const animals = withdrawalEndsOf(db, userId, cattleIds);
      if (animals.length !== cattleIds.length) throw new NotFoundError(ANIMAL_NOT_FOUND);
      const treatments = insertOnce(() => insertTreatments(db, userId, cattleIds.map((cattleId, index) => ({ ...fields, id: treatmentId(batchId, index), batchId, cattleId }))));
      for (const { ends, ids } of withdrawalAfterPenTreatment(fields, animals)) setWithdrawal(db, userId, ids, ends);
      return { id: batchId, treatments: treatments.sort(byTreatmentId) };
    },
    { behavior: 'immediate' },
  );
}
