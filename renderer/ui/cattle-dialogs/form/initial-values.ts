import { DEFAULT_PASTURE } from '../../../../core/domain';
import type { CattleInput, CattleRecord } from '../../../../core/schemas/cattle';
import { formValuesFrom, type CattleFormValues } from '../../../../core/schemas/cattle-form';

/**
 * What the form opens with: the edited animal, else the prefill (a calf from the calf history).
 * A farm without pastures starts from "Imported", the default pasture.
 */
export function initialValues(animal: CattleRecord | null, prefill: Partial<CattleInput> | undefined, pastures: readonly string[]): CattleFormValues {
  const values = formValuesFrom(animal ?? prefill);
  if (!animal && values.pasture === '' && pastures.length === 0) values.pasture = DEFAULT_PASTURE;
  return values;
}
