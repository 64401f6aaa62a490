import type { SemenCaneRecord, SemenStrawRecord, SemenTankRecord } from '../../../../core/schemas/semen';
import type { CallPath } from '../../../api/useMayCall';

/** What a tank card, a cane or a straw lot can ask the inventory to open. */
export interface SemenOpeners {
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

/** The openers the member's role allows: one absent, its button is too. */
export type SemenActions = { [Action in keyof SemenOpeners]: SemenOpeners[Action] | undefined };

/** The call each opener's dialog makes. */
const CALLS: Record<keyof SemenOpeners, CallPath> = {
  addTank: 'semenTanks.create',
  editTank: 'semenTanks.update',
  deleteTank: 'semenTanks.delete',
  addCane: 'semenCanes.create',
  editCane: 'semenCanes.update',
  deleteCane: 'semenCanes.delete',
  addStraws: 'semenStraws.create',
  editStraws: 'semenStraws.update',
  deleteStraws: 'semenStraws.delete',
};

/** Keeps each opener whose call the member may make. */
export function allowedSemenActions(openers: SemenOpeners, may: (path: CallPath) => boolean): SemenActions {
  return Object.fromEntries(Object.entries(openers).map(([action, open]) => [action, may(CALLS[action as keyof SemenOpeners]) ? open : undefined])) as SemenActions;
}

/** The record a delete confirmation is about. */
export type SemenDeleteTarget =
  | { kind: 'tank'; tank: SemenTankRecord }
  | { kind: 'cane'; cane: SemenCaneRecord }
  | { kind: 'lot'; lot: SemenStrawRecord };
