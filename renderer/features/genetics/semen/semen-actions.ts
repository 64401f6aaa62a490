import type { SemenCaneRecord, SemenStrawRecord, SemenTankRecord } from '../../../../core/schemas/semen';

/** What a tank card, a cane or a straw lot can ask the inventory to open. */
export interface SemenActions {
  addTank(): void;
  editTank(tank: SemenTankRecord): void;
  deleteTank(tank: SemenTankRecord): void;
  addCane(tankId: string): void;
  editCane(cane: SemenCaneRecord): void;
  deleteCane(cane: SemenCaneRecord): void;
  addStraws(caneId: string): void;
  editStraws(lot: SemenStrawRecord): void;
  deleteStraws(lot: SemenStrawRecord): void;
}

/** The record a delete confirmation is about. */
export type SemenDeleteTarget =
  | { kind: 'tank'; tank: SemenTankRecord }
  | { kind: 'cane'; cane: SemenCaneRecord }
  | { kind: 'lot'; lot: SemenStrawRecord };
