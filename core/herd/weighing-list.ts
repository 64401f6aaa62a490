import { findCattle, findCattleByKey, listCattle } from '../db/cattle';
import { listWeighings, weighingsById } from '../db/health';
import type { FarmDb } from '../db/open-farm-db';
import { namedAnimalLookup } from '../domain/activities';
import type { WeighingKind } from '../domain/growth';
import { weighingRecords } from '../domain/weighing-list';
import type { WeighingRecord } from '../schemas/health';

// The weighings as their list answers them (ADG, adjusted 205-day weight), read for a few animals
// or for the whole farm: the herd is read once for the farm, an animal at a time for a few.

export function listWeighingRecords(db: FarmDb, userId: string, animals?: readonly string[]): WeighingRecord[] {
  const rows = listWeighings(db, userId, animals).map((row) => ({ ...row, kind: row.kind as WeighingKind }));
  if (animals === undefined) {
    const herd = listCattle(db, userId);
    const byId = new Map(herd.map((animal) => [animal.id, animal]));
    return weighingRecords(rows, (id) => byId.get(id), namedAnimalLookup(herd));
  }
  return weighingRecords(
    rows,
    (id) => findCattle(db, userId, id),
    (tag) => findCattleByKey(db, userId, tag),
  );
}

/**
 * The weighings `ids` as the list answers them: each one's gain is worked out over its animal's
 * weighings, so the animals weighed are read whole.
 */
export function weighingRecordsById(db: FarmDb, userId: string, ids: readonly string[]): WeighingRecord[] {
  const wanted = new Set(ids);
  const animals = [...new Set(weighingsById(db, userId, ids).map((row) => row.cattleId))];
  return animals.length === 0 ? [] : listWeighingRecords(db, userId, animals).filter((record) => wanted.has(record.id));
}
