import { checkEffect, weighingEffect } from '../domain/animal-records';
import type { WeighingKind } from '../domain/growth';
import type { PregnancyResult } from '../domain/pregnancy-checks';
import { byTreatmentId, isSameTreatment, treatmentFields, treatmentId, withdrawalAfterPenTreatment } from '../domain/treatments';
import { ConflictError, NotFoundError } from '../errors';
import { ANIMAL_NOT_FOUND } from '../schemas/cattle';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import {
  HEALTH_MESSAGES,
  type PregnancyCheckCreate,
  type PregnancyCheckRecord,
  type TreatmentCreate,
  type TreatmentRecord,
  type TreatmentsGiven,
  type WeighingCreate,
  type WeighingRow,
} from '../schemas/health';
import { changeAnimal } from './change-animal';
import type { ReplicaWrites } from './replica-writes';

// Treatments, pregnancy checks and weighings saved on a farm replica, by the rules the server's
// services apply (core/herd/treatment-service.ts, pregnancy-check-service.ts, weighing-service.ts),
// each with its effect on its animal, all or nothing (the caller's atomically).

const animalOf = (writes: ReplicaWrites, id: string) => {
  const animal = writes.find('cattle', id);
  if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
  return animal;
};

export function giveTreatments(writes: ReplicaWrites, input: TreatmentCreate): TreatmentsGiven {
  const { id, cattleIds, ...given } = input;
  const medicine = given.medicineId === null ? undefined : writes.find('medicines', given.medicineId);
  if (given.medicineId !== null && !medicine) throw new NotFoundError(HEALTH_MESSAGES.medicineNotFound);
  const fields = treatmentFields(given, medicine);
  const batchId = id ?? crypto.randomUUID();
  const saved = writes.all('treatments').filter((treatment) => treatment.batchId === batchId);
  if (saved.length > 0) {
    if (!isSameTreatment(fields, cattleIds, saved)) throw new ConflictError(RECORD_ID_MESSAGES.savedWithOtherDetails);
    return { id: batchId, treatments: [...saved].sort(byTreatmentId) };
  }
  const animals = cattleIds.map((cattleId) => animalOf(writes, cattleId));
  const treatments = cattleIds.map((cattleId, index) => writes.insert('treatments', { ...fields, id: treatmentId(batchId, index), batchId, cattleId }) as TreatmentRecord);
  for (const { ends, ids } of withdrawalAfterPenTreatment(fields, animals)) for (const animal of ids) writes.save('cattle', animal, { ...ends });
  return { id: batchId, treatments: treatments.sort(byTreatmentId) };
}

export function recordPregnancyCheck(writes: ReplicaWrites, input: PregnancyCheckCreate): PregnancyCheckRecord {
  const { id, ...fields } = input;
  return writes.createOnce('pregnancyChecks', id, fields, (record) => {
    const animal = animalOf(writes, fields.cattleId);
    const check = writes.insert('pregnancyChecks', record) as PregnancyCheckRecord;
    const asRule = (each: PregnancyCheckRecord) => ({ ...each, result: each.result as PregnancyResult });
    const checks = writes.all('pregnancyChecks').filter((each) => each.cattleId === animal.id);
    changeAnimal(writes, animal, checkEffect(asRule(check), checks.map(asRule), animal));
    return check;
  }) as PregnancyCheckRecord;
}

/** The animal's weights moved to what its weighings now say. */
export function keepWeightsInStep(writes: ReplicaWrites, cattleId: string): void {
  const animal = writes.find('cattle', cattleId);
  if (!animal) return;
  const weighings = writes
    .all('weights')
    .filter((each) => each.cattleId === cattleId)
    .map((each) => ({ ...each, kind: each.kind as WeighingKind }));
  changeAnimal(writes, animal, weighingEffect(weighings, animal));
}

export function recordWeighing(writes: ReplicaWrites, input: WeighingCreate): WeighingRow {
  const { id, ...fields } = input;
  return writes.createOnce('weights', id, fields, (record) => {
    animalOf(writes, fields.cattleId);
    const saved = writes.insert('weights', record) as WeighingRow;
    keepWeightsInStep(writes, fields.cattleId);
    return saved;
  }) as WeighingRow;
}
