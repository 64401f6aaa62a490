// Which animals a pasture's "Cattle in …" dialog lists, by the same groups as the card's counts
// (pastureGroup), so a tab's count matches the card.
import { isInHerd, pastureGroup, type AnimalLike } from '../../../core/domain';
import { cowTypeBadge } from '../../ui/animal-display';

export const PASTURE_TABS = [
  { id: 'all', label: 'All', noun: 'cattle' },
  { id: 'bulls', label: 'Bulls', noun: 'bulls' },
  { id: 'cows', label: 'Cows', noun: 'cows' },
  { id: 'donors', label: 'Donors', noun: 'donors' },
  { id: 'recipients', label: 'Recipients', noun: 'recipients' },
  { id: 'calves', label: 'Calves', noun: 'calves' },
] as const;

export type PastureTab = (typeof PASTURE_TABS)[number]['id'];

/** Sold and deceased animals are off the pasture: no tab lists them, as no count counts them. */
export function matchesPastureTab(animal: AnimalLike, tab: PastureTab, today: string): boolean {
  if (!isInHerd(animal.status)) return false;
  const group = pastureGroup(animal, today);
  switch (tab) {
    case 'all':
      return true;
    case 'bulls':
      return group === 'bull';
    case 'cows':
      return group === 'cow';
    case 'donors':
      return group === 'cow' && cowTypeBadge(animal.cowType) === 'Donor';
    case 'recipients':
      return group === 'cow' && cowTypeBadge(animal.cowType) === 'Recipient';
    case 'calves':
      return group === 'calf';
  }
}

export function pastureTabCounts(animals: readonly AnimalLike[], today: string): Record<PastureTab, number> {
  const entries = PASTURE_TABS.map(({ id }) => [id, animals.filter((animal) => matchesPastureTab(animal, id, today)).length]);
  return Object.fromEntries(entries) as Record<PastureTab, number>;
}

/** Every animal record by the pasture it names, sold and deceased ones included (the counts leave them out). */
export function cattleByPasture<T extends { pasture: string }>(cattle: readonly T[]): ReadonlyMap<string, readonly T[]> {
  const byName = new Map<string, T[]>();
  for (const animal of cattle) {
    const group = byName.get(animal.pasture);
    if (group) group.push(animal);
    else byName.set(animal.pasture, [animal]);
  }
  return byName;
}
