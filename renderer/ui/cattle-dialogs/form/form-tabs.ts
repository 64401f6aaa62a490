import type { FieldErrors } from 'react-hook-form';
import type { CattleFormField, CattleFormValues } from '../../../../core/schemas/cattle-form';

export type CattleFormTab = 'basic' | 'breeding' | 'records' | 'calving' | 'health' | 'weights' | 'history';

/** The tabs that hold the animal's inputs (Breeding, Health and History are read only; Weights saves its own). */
type InputTab = Exclude<CattleFormTab, 'breeding' | 'health' | 'weights' | 'history'>;

// Which tab holds each field, so a failed save can open the tab that shows the message.
const TAB_OF: Record<CattleFormField, InputTab> = {
  identifier: 'basic',
  type: 'basic',
  gender: 'basic',
  breed: 'basic',
  breedComposition: 'basic',
  pasture: 'basic',
  birthDate: 'basic',
  weight: 'basic',
  birthWeight: 'basic',
  status: 'basic',
  cowTag: 'records',
  sireTag: 'records',
  registrationNumber: 'records',
  notes: 'records',
  disposition: 'records',
  salePrice: 'records',
  buyer: 'records',
  buyerContact: 'records',
  saleLocation: 'records',
  dispositionDate: 'records',
  cowType: 'calving',
  cameBackInHeat: 'calving',
  heatReturnDate: 'calving',
};

const TAB_ORDER: InputTab[] = ['basic', 'records', 'calving'];

/** The first tab, in reading order, holding one of these fields. */
export function firstTabOf(fields: readonly CattleFormField[]): InputTab | undefined {
  const tabs = new Set(fields.map((field) => TAB_OF[field]));
  return TAB_ORDER.find((tab) => tabs.has(tab));
}

/** The first tab with a validation message. */
export function firstTabWithError(errors: FieldErrors<CattleFormValues>): InputTab | undefined {
  return firstTabOf(Object.keys(errors) as CattleFormField[]);
}
