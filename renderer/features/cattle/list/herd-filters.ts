// What the cattle list shows (docs/herd-book.md): animals of 12 months or more (or with no birth
// date), in the chosen birth year, narrowed by one filter chip.
import {
  isDueSoon,
  isInHerd,
  isInYear,
  isPregnant,
  isBreedingFemale,
  isInWithdrawal,
  normaliseType,
  type AnimalLike,
} from '../../../../core/domain';
import type { YearChoice } from '../../../ui/year-choice';

export const CHIPS = [
  { id: 'all', label: 'All' },
  { id: 'cows', label: 'Cows' },
  { id: 'bulls', label: 'Bulls' },
  { id: 'pregnant', label: 'Pregnant' },
  { id: 'dueSoon', label: 'Due Soon' },
  { id: 'withdrawal', label: 'Withdrawal' },
] as const;

export type ChipId = (typeof CHIPS)[number]['id'];
export type ChipCounts = Record<ChipId, number>;

export function matchesChip(animal: AnimalLike, chip: ChipId, today: string): boolean {
  switch (chip) {
    case 'all':
      return true;
    case 'cows':
      return isBreedingFemale(animal.type);
    case 'bulls':
      return normaliseType(animal.type) === 'Bull';
    case 'pregnant':
      return isPregnant(animal.status);
    case 'dueSoon':
      // Sold and deceased cows are no longer the rancher's to watch (as on the dashboard widget).
      return isInHerd(animal.status) && isDueSoon(animal.expectedCalvingDate, today);
    case 'withdrawal':
      // The animals wearing the Withdrawal badge: not to be sold, nor milked into the tank.
      return isInWithdrawal(animal, today);
  }
}

export function matchesYear(animal: AnimalLike, year: YearChoice, today: string): boolean {
  return year === 'all' || isInYear(animal, year, today);
}

/** How many animals each chip would show out of `animals`, counted in one pass. */
export function chipCounts(animals: readonly AnimalLike[], today: string): ChipCounts {
  const counts: ChipCounts = { all: 0, cows: 0, bulls: 0, pregnant: 0, dueSoon: 0, withdrawal: 0 };
  for (const animal of animals) {
    for (const { id } of CHIPS) if (matchesChip(animal, id, today)) counts[id] += 1;
  }
  return counts;
}
