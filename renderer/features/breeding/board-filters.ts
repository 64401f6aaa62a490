// The filters beside the breeding board's search: the kind of female, her status, and whether she
// has ever come back into heat. Each narrows every tab at once.
import { normaliseStatus, normaliseType, type AnimalLike } from '../../../core/domain';

export const TYPE_FILTERS = [
  { value: 'all', label: 'All types' },
  { value: 'Cow', label: 'Cows' },
  { value: 'Heifer', label: 'Heifers' },
] as const;

export const STATUS_FILTERS = [
  { value: 'all', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'bred', label: 'Bred' },
  { value: 'pregnant', label: 'Pregnant' },
  { value: 'open', label: 'Open' },
] as const;

export interface BoardFilters {
  type: (typeof TYPE_FILTERS)[number]['value'];
  status: (typeof STATUS_FILTERS)[number]['value'];
  /** Only animals that have come back into heat after a breeding, now or before. */
  returnedToHeat: boolean;
}

export const NO_FILTERS: BoardFilters = { type: 'all', status: 'all', returnedToHeat: false };

export function isFiltering(filters: BoardFilters): boolean {
  return filters.type !== 'all' || filters.status !== 'all' || filters.returnedToHeat;
}

interface FilteredAnimal extends AnimalLike {
  cameBackInHeat?: boolean | null;
}

export function matchesBoardFilters(animal: FilteredAnimal, filters: BoardFilters): boolean {
  if (filters.type !== 'all' && normaliseType(animal.type) !== filters.type) return false;
  if (filters.status !== 'all' && normaliseStatus(animal.status) !== filters.status) return false;
  return !filters.returnedToHeat || Boolean(animal.cameBackInHeat) || (animal.heatReturnCount ?? 0) > 0;
}
