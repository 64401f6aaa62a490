import { breedLabel } from '../../../../core/domain';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';

type Searchable = Pick<EmbryoRecord, 'donorDam' | 'sire' | 'breed'>;

/** Whether a lot's donor dam, sire or breed holds what was typed, ignoring case; blank finds all. */
export function matchesEmbryoSearch(lot: Searchable, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  return [lot.donorDam, lot.sire, lot.breed, breedLabel(lot.breed)].some((text) => text.toLowerCase().includes(wanted));
}
