import { isSameCreate } from './repeated-create';
import type { DateString } from './types';
import { withdrawalAfterTreatment } from './withdrawal';
import type { WithdrawalEnds } from './withdrawal-answer';

// A group treatment's record for each animal: what the pen was given and the withdrawal it takes.
// The same rule on the server and on a phone's copy of the farm.

export interface CabinetMedicine {
  id: string;
  name: string;
  meatWithdrawalDays: number;
  milkWithdrawalDays: number;
}

export interface TreatmentGiven {
  date: DateString | string;
  medicineId: string | null;
  product: string | null;
  dose: string | null;
  route: string | null;
  reason: string | null;
  meatWithdrawalDays: number | null;
  milkWithdrawalDays: number | null;
  notes: string | null;
}

export interface TreatmentFields {
  date: string;
  medicineId: string | null;
  product: string;
  dose: string | null;
  route: string | null;
  reason: string | null;
  meatWithdrawalDays: number;
  milkWithdrawalDays: number;
  notes: string | null;
}

/**
 * The stored fields of a treatment: a cabinet medicine gives its name as the product and its
 * withdrawal days, unless the call overrides the days; a product outside the cabinet takes the
 * days given, or none.
 */
export function treatmentFields(given: TreatmentGiven, medicine: CabinetMedicine | undefined): TreatmentFields {
  return {
    date: given.date,
    medicineId: medicine?.id ?? null,
    product: medicine?.name ?? given.product ?? '',
    dose: given.dose,
    route: given.route,
    reason: given.reason,
    meatWithdrawalDays: given.meatWithdrawalDays ?? medicine?.meatWithdrawalDays ?? 0,
    milkWithdrawalDays: given.milkWithdrawalDays ?? medicine?.milkWithdrawalDays ?? 0,
    notes: given.notes,
  };
}

export interface TreatedAnimal extends WithdrawalEnds {
  id: string;
}

/**
 * The withdrawal ends a pen's treatment moves, each with the animals moved to it: the later of the
 * stored end and the treatment's (withdrawal never shortens). An animal whose ends stay is in no
 * group; most of a pen moves to the same days, so it is saved in one write.
 */
export function withdrawalAfterPenTreatment(fields: TreatmentFields, animals: readonly TreatedAnimal[]): { ends: WithdrawalEnds; ids: string[] }[] {
  const moved = new Map<string, { ends: WithdrawalEnds; ids: string[] }>();
  for (const animal of animals) {
    const ends = withdrawalAfterTreatment(animal, fields);
    if (ends.meatWithdrawalUntil === animal.meatWithdrawalUntil && ends.milkWithdrawalUntil === animal.milkWithdrawalUntil) continue;
    const key = `${ends.meatWithdrawalUntil}|${ends.milkWithdrawalUntil}`;
    if (!moved.has(key)) moved.set(key, { ends, ids: [] });
    moved.get(key)!.ids.push(animal.id);
  }
  return [...moved.values()];
}

/** Whether a repeat of a group treatment is the same one: the same animals, and the same fields for each. */
export function isSameTreatment(fields: TreatmentFields, cattleIds: readonly string[], saved: readonly (TreatmentFields & { cattleId: string })[]): boolean {
  const treated = new Set(saved.map((each) => each.cattleId));
  return treated.size === cattleIds.length && cattleIds.every((id) => treated.has(id)) && saved.every((each) => isSameCreate(fields, each));
}

/**
 * The id of the record of the `index`th animal of a group treatment: the group's id with its last
 * eight hex digits XORed with the index. The same ids on the server and on a phone, so the records a
 * phone shows before it syncs are the ones the server keeps.
 */
export function treatmentId(batchId: string, index: number): string {
  const head = batchId.slice(0, -8);
  const tail = (Number.parseInt(batchId.slice(-8), 16) ^ index) >>> 0;
  return `${head}${tail.toString(16).padStart(8, '0')}`;
}

/** A group's records in one order everywhere: by id. */
export const byTreatmentId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
