import { findCattle } from '../db/cattle';
import { createOnce } from '../db/create-once';
import { deleteWeighing, findWeighing, insertWeighing, listWeighings } from '../db/health';
import type { FarmDb } from '../db/open-farm-db';
import { requireOpenedVersion } from '../db/record-versions';
import { weighingEffect } from '../domain/animal-records';
import type { WeighingKind } from '../domain/growth';
import { NotFoundError } from '../errors';
import { ANIMAL_NOT_FOUND } from '../schemas/cattle';
import { HEALTH_MESSAGES, type WeighingCreate, type WeighingRow } from '../schemas/health';
import { applyAnimalChanges } from './cattle-service';

// A weighing and the animal's weights kept in step with its weighings, one write.

/** The animal's weights moved to what its weighings now say. */
function keepWeightsInStep(db: FarmDb, userId: string, cattleId: string): void {
  const animal = findCattle(db, userId, cattleId);
  if (!animal) return;
  const weighings = listWeighings(db, userId, [cattleId]).map((each) => ({ ...each, kind: each.kind as WeighingKind }));
  applyAnimalChanges(db, userId, animal, weighingEffect(weighings, animal));
}

/** Records a weighing; with the client's id, a repeat answers the weighing already saved. */
export function recordWeighing(db: FarmDb, userId: string, input: WeighingCreate): WeighingRow {
  const { id, ...fields } = input;
  return createOnce(db, {
    id,
    fields,
    findOwn: (recordId) => findWeighing(db, userId, recordId),
    insert: (record) => {
      if (!findCattle(db, userId, fields.cattleId)) throw new NotFoundError(ANIMAL_NOT_FOUND);
      const saved = insertWeighing(db, userId, record);
      keepWeightsInStep(db, userId, fields.cattleId);
      return saved;
    },
  });
}

/** Deletes a weighing (a wrong reading at the chute); `opened`: the version the client saw. */
export function removeWeighing(db: FarmDb, userId: string, id: string, opened?: number): void {
  db.transaction(
    () => {
      const stored = findWeighing(db, userId, id);
      if (!stored) throw new NotFoundError(HEALTH_MESSAGES.weighingNotFound);
      requireOpenedVersion(stored, opened);
      deleteWeighing(db, userId, id);
      keepWeightsInStep(db, userId, stored.cattleId);
    },
    { behavior: 'immediate' },
  );
}
