import { calfPrefill, displayName } from '../../../core/domain';
import { findNamedAnimal } from '../../../core/domain/activities';
import type { ActivityRecord } from '../../../core/schemas/activities';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { CalfOffer } from './CalfOfferDialog';

/**
 * The calf a logged calving brings: the dam's calf (her tag, the bull she was bred to, her pasture),
 * born on the calving's date. A dam the herd book does not hold still names the calf's dam.
 */
export function calfOfferFor(calving: ActivityRecord, herd: readonly CattleRecord[]): CalfOffer {
  const dam = findNamedAnimal(herd, calving.cattleTag);
  const mother = dam ?? { tag: calving.cattleTag, pasture: calving.pasture ?? '' };
  return { dam: displayName(mother), calf: calfPrefill(mother, calving.date) };
}
