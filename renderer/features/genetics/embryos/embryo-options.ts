import { BREEDS, EMBRYO_GRADES, EMBRYO_STAGES } from '../../../../core/domain';
import type { StorageTankRecord } from '../../../../core/schemas/storage-tanks';
import type { SelectOption } from '../../../ui/SelectField';

// The Add/Edit Embryos form's choices, each led by its blank: breed is required, the rest optional.

export const BREED_OPTIONS: readonly SelectOption[] = [{ value: '', label: 'Select a breed' }, ...BREEDS];
export const GRADE_OPTIONS: readonly SelectOption[] = [{ value: '', label: 'Not graded' }, ...EMBRYO_GRADES];
export const STAGE_OPTIONS: readonly SelectOption[] = [{ value: '', label: 'Not recorded' }, ...EMBRYO_STAGES];

/**
 * The farm's storage tanks. While they load, the edited lot's own tank stays a choice, so the
 * select keeps it and a save does not unlink the lot.
 */
export function storageTankOptions(tanks: readonly StorageTankRecord[] | undefined, current: string): SelectOption[] {
  const none = { value: '', label: 'No storage tank' };
  if (!tanks) return current ? [none, { value: current, label: 'Loading storage tanks…' }] : [none];
  return [none, ...tanks.map((tank) => ({ value: tank.id, label: tank.name }))];
}
