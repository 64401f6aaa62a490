// What deleting a record does to the records that point at it, declared once. On the server the
// database does it: the foreign keys (core/db/schema, onDelete) delete or unlink in the delete's own
// statement, and removePasture refuses a pasture with head in it. A phone deleting from its copy of
// the farm applies the same table (afterDelete). A test holds the table to the foreign keys, so the
// two cannot drift apart.
import { headInPasture } from './pasture-animals';

/** The farm's kinds of record, as a copy of the farm holds them. */
export type RecordKind =
  | 'cattle'
  | 'pasture'
  | 'storageTank'
  | 'semenTank'
  | 'semenCane'
  | 'semenStraw'
  | 'embryo'
  | 'forage'
  | 'activity'
  | 'medicine'
  | 'treatment'
  | 'pregnancyCheck'
  | 'weighing';

export interface DeleteEffect {
  /** The kind whose records point at the deleted one. */
  of: RecordKind;
  /** Their field that points at it. */
  by: string;
  /** The deleted record's field they point at: its id, unless said (a pasture's name). */
  to?: string;
  /**
   * delete: they are deleted too (and what points at them, in turn); unlink: the field is set to
   * null and they stay; refuse: the delete is refused while any still in the herd point at it.
   */
  then: 'delete' | 'unlink' | 'refuse';
}

export const DELETE_EFFECTS: Readonly<Partial<Record<RecordKind, readonly DeleteEffect[]>>> = {
  // A tank goes with its canes, and a cane with its straw lots.
  semenTank: [{ of: 'semenCane', by: 'tankId', then: 'delete' }],
  semenCane: [{ of: 'semenStraw', by: 'caneId', then: 'delete' }],
  // What sat in a storage tank is kept, unlinked.
  storageTank: [
    { of: 'semenTank', by: 'storageTankId', then: 'unlink' },
    { of: 'embryo', by: 'storageTankId', then: 'unlink' },
  ],
  // Nothing is lost by one click: animals name their pasture (domain/pasture-animals.ts).
  pasture: [{ of: 'cattle', by: 'pasture', to: 'name', then: 'refuse' }],
  // An animal's treatments, checks and weighings are its own: they go with it.
  cattle: [
    { of: 'treatment', by: 'cattleId', then: 'delete' },
    { of: 'pregnancyCheck', by: 'cattleId', then: 'delete' },
    { of: 'weighing', by: 'cattleId', then: 'delete' },
  ],
  // A treatment outlives its medicine in the cabinet: it keeps the product's name and its days.
  medicine: [{ of: 'treatment', by: 'medicineId', then: 'unlink' }],
};

export interface StoredRecord {
  id: string;
  readonly [field: string]: unknown;
}

/** A copy of one farm's records, kind by kind. */
export type FarmCopy = Partial<Record<RecordKind, readonly StoredRecord[]>>;

export type DeleteOutcome = { ok: true; farm: FarmCopy } | { ok: false; refusedBy: { of: RecordKind; head: number } };

/** The records of `farm` pointing at `deleted` through `effect`. */
const pointingAt = (farm: FarmCopy, effect: DeleteEffect, deleted: StoredRecord) =>
  (farm[effect.of] ?? []).filter((record) => record[effect.by] === deleted[effect.to ?? 'id']);

/**
 * The farm after deleting `kind`'s record `id`, with all that DELETE_EFFECTS says goes with it or
 * is unlinked from it; or the refusal, with how many head in the herd stand in the way. A record the
 * farm does not hold changes nothing.
 */
export function afterDelete(farm: FarmCopy, kind: RecordKind, id: string): DeleteOutcome {
  const record = farm[kind]?.find((each) => each.id === id);
  if (!record) return { ok: true, farm };
  // A refusal counts the head in the herd whose pasture is the name as a key (headInPasture).
  for (const effect of DELETE_EFFECTS[kind] ?? []) {
    if (effect.then !== 'refuse') continue;
    const animals = (farm[effect.of] ?? []).map((animal) => ({ pasture: String(animal[effect.by]), status: String(animal.status) }));
    const head = headInPasture(String(record[effect.to ?? 'id']), animals);
    if (head > 0) return { ok: false, refusedBy: { of: effect.of, head } };
  }
  const deleted = new Set<StoredRecord>([record]);
  const unlinked = new Map<StoredRecord, string[]>();
  const follow = (from: RecordKind, gone: StoredRecord) => {
    for (const effect of DELETE_EFFECTS[from] ?? []) {
      for (const pointing of pointingAt(farm, effect, gone)) {
        if (effect.then === 'unlink') unlinked.set(pointing, [...(unlinked.get(pointing) ?? []), effect.by]);
        if (effect.then === 'delete' && !deleted.has(pointing)) {
          deleted.add(pointing);
          follow(effect.of, pointing);
        }
      }
    }
  };
  follow(kind, record);
  const after = Object.fromEntries(
    Object.entries(farm).map(([each, records]) => [
      each,
      records
        .filter((stored) => !deleted.has(stored))
        .map((stored) => {
          const fields = unlinked.get(stored);
          return fields ? { ...stored, ...Object.fromEntries(fields.map((field) => [field, null])) } : stored;
        }),
    ]),
  );
  return { ok: true, farm: after };
}
