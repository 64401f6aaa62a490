import { normalisedAnimal, patchedAnimal } from '../domain/cattle-changes';
import { DELETE_EFFECTS, type DeleteEffect, type RecordKind, type StoredRecord } from '../domain/delete-effects';
import { movedByRename } from '../domain/pasture-animals';
import { withinTotals } from '../domain/stock-levels';
import { ConflictError, NotFoundError, validated } from '../errors';
import { saleInWithdrawal } from '../domain/sale-withdrawal';
import { withActiveWithdrawal, type WithdrawalEnds } from '../domain/withdrawal-answer';
import { checkCattle, type CattleFields } from '../schemas/cattle';
import { PASTURE_MESSAGES } from '../schemas/pastures';
import type { EditableKind } from '../schemas/sync';
import type { Fields } from '../sync/ops/farm-store';
import { KIND_RULES } from '../sync/ops/kind-rules';
import { DOMAIN_KIND, REPLICA_KIND } from './farm-replica';
import type { ReplicaWrites } from './replica-writes';

// Each kind's saves on a farm replica, by the rules the server's services apply (core/herd,
// core/inventory), checked in the same order so a refusal answers the same: the fields as stored
// (an expected calving date filled, a count capped at its total), the records it must name, a PATCH
// checked whole, a pasture's rename carried to its animals.

export interface KindSaves {
  /** `input`: what the kind's create schema parsed. */
  create(writes: ReplicaWrites, input: Fields): StoredRecord;
  /** `fields`: what the kind's update schema parsed, id and version left out. */
  update(writes: ReplicaWrites, stored: StoredRecord, fields: Fields): StoredRecord;
  /** The words a delete is refused with while `head` in the herd still point at the record (DELETE_EFFECTS' `refuse`). */
  refusedDelete?(record: StoredRecord, head: number): string;
}

const LINKS = Object.entries(DELETE_EFFECTS) as [RecordKind, readonly DeleteEffect[]][];

const answered = (animal: StoredRecord) => withActiveWithdrawal(animal as StoredRecord & WithdrawalEnds);

/**
 * The farm's records a record names must be there (a cane's tank, a lot's cane, a storage tank),
 * or the save is refused as that kind's "not found". They are the links DELETE_EFFECTS declares for
 * deletes, but for an animal's pasture, which may name a pasture the farm has not listed.
 */
function requireNamedRecords(writes: ReplicaWrites, kind: EditableKind, fields: Fields): void {
  for (const [named, effects] of LINKS) {
    for (const effect of effects) {
      const value = fields[effect.by];
      if (effect.of !== DOMAIN_KIND[kind] || effect.then === 'refuse' || value === null || value === undefined) continue;
      const namedKind = REPLICA_KIND[named] as EditableKind;
      const to = effect.to ?? 'id';
      if (!writes.all(namedKind).some((record) => (record as StoredRecord)[to] === value)) throw new NotFoundError(KIND_RULES[namedKind].notFound);
    }
  }
}

/** An inventory record (recordService's rules): its counts capped at their totals, and the records it names there. */
function inventorySaves(kind: EditableKind): KindSaves {
  const asStored = (fields: Fields) => withinTotals(fields, KIND_RULES[kind].counters);
  return {
    create: (writes, { id, ...input }) => {
      const fields = asStored(input);
      return writes.createOnce(kind, id as string | undefined, fields, (record) => {
        requireNamedRecords(writes, kind, fields);
        return writes.insert(kind, record);
      });
    },
    update: (writes, stored, input) => {
      const fields = asStored(input);
      requireNamedRecords(writes, kind, fields);
      return writes.save(kind, stored.id, fields);
    },
  };
}

export const KIND_SAVES: Record<EditableKind, KindSaves> = {
  // The herd book (cattle-service.ts): the calving date filled in, the status its disposition says; a
  // PATCH laid over the animal and checked whole. An animal answers an ended withdrawal as null, as the server does; it keeps the end it had.
  cattle: {
    create: (writes, { id, ...fields }) =>
      answered(
        writes.createOnce('cattle', id as string | undefined, normalisedAnimal(fields as CattleFields), (record) =>
          // A new animal has had no treatment: no withdrawal, as the columns' defaults.
          writes.insert('cattle', { ...record, meatWithdrawalUntil: null, milkWithdrawalUntil: null }),
        ),
      ),
    update: (writes, stored, { confirmWithdrawal, ...changes }) => {
      const fields = validated(patchedAnimal(stored, changes, checkCattle));
      const treatments = writes.all('treatments').filter((treatment) => treatment.cattleId === stored.id);
      const refusal = confirmWithdrawal === true ? null : saleInWithdrawal(writes.find('cattle', stored.id)!, fields, treatments);
      if (refusal) throw new ConflictError(refusal);
      return answered(writes.save('cattle', stored.id, fields));
    },
  },
  // Pastures (pasture-service.ts): a rename moves the animals grazing it; a pasture with head in it stays.
  pastures: {
    create: (writes, { id, ...fields }) => writes.createOnce('pastures', id as string | undefined, fields, (record) => writes.insert('pastures', record)),
    update: (writes, stored, fields) => {
      const saved = writes.save('pastures', stored.id, fields);
      for (const animal of movedByRename(String(stored.name), String(fields.name), writes.all('cattle'))) writes.save('cattle', animal.id, { pasture: fields.name });
      return saved;
    },
    refusedDelete: (pasture, head) => PASTURE_MESSAGES.stillGrazed(head, String(pasture.name)),
  },
  semenTanks: inventorySaves('semenTanks'),
  semenCanes: inventorySaves('semenCanes'),
  semenStraws: inventorySaves('semenStraws'),
  embryos: inventorySaves('embryos'),
  storageTanks: inventorySaves('storageTanks'),
  forage: inventorySaves('forage'),
  medicines: inventorySaves('medicines'),
};
