import { useMemo } from 'react';
import { createCattleSearch, type CattleSearch, type SearchableAnimal } from '../../core/domain/cattle-search';

/** The fuzzy search over these animals, built once per list (the list's identity changes when the herd does). */
export function useCattleSearch<T extends SearchableAnimal>(animals: readonly T[] | undefined): CattleSearch<T> {
  return useMemo(() => createCattleSearch(animals ?? []), [animals]);
}
