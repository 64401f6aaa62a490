import { useMemo } from 'react';
import { SEARCH_LIMITS } from '../../../core/domain/cattle-search';
import { useCattleSearch } from '../../ui/useCattleSearch';
import type { CattleRecord } from '../../../core/schemas/cattle';

/** The animals a search for the chute finds, best first, at most the search's usual number; none for no text. */
export function useFoundAnimals(herd: readonly CattleRecord[] | undefined, query: string): readonly CattleRecord[] {
  const search = useCattleSearch(herd);
  return useMemo(() => (query.trim() === '' ? [] : search.filter(query.trim(), SEARCH_LIMITS.default)), [search, query]);
}
