import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  activitiesOfAnimals,
  breedingActivities,
  breedingBoard,
  displayName,
  FUZZY_SEARCH_MIN_CHARS,
  namedAnimalLookup,
  recentBreedingActivities,
  SEARCH_LIMITS,
  todayISO,
} from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { ActivityRecord } from '../../../core/schemas/activities';
import { useTRPC } from '../../api/trpc';
import { useCattleSearch } from '../../ui/useCattleSearch';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { isFiltering, matchesBoardFilters, NO_FILTERS, type BoardFilters } from './board-filters';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 150;

const NO_CATTLE: readonly CattleRecord[] = [];
const NO_ACTIVITIES: readonly ActivityRecord[] = [];

/**
 * The herd and the activity log, narrowed by the search (the fuzzy cattle search, at most 100
 * matches, best first) and the filters, then laid out as the board's tabs and counters.
 */
export function useBreedingBoard() {
  const trpc = useTRPC();
  const herd = useQuery(trpc.cattle.list.queryOptions());
  const log = useQuery(trpc.activities.list.queryOptions());
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<BoardFilters>(NO_FILTERS);
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  const animals = herd.data ?? NO_CATTLE;
  const search = useCattleSearch(herd.data);

  const shown = useMemo(() => {
    const found = settledQuery === '' ? animals : search.filter(settledQuery, SEARCH_LIMITS.breedingPage);
    return found.filter((animal) => matchesBoardFilters(animal, filters));
  }, [animals, search, settledQuery, filters]);

  const clearSearchAndFilters = useCallback(() => {
    setQuery('');
    setFilters(NO_FILTERS);
  }, []);

  const narrowed = settledQuery !== '' || isFiltering(filters);
  const board = useMemo(
    () => breedingBoard(shown, { today, ranked: settledQuery.length >= FUZZY_SEARCH_MIN_CHARS }),
    [shown, today, settledQuery],
  );
  const activities = useMemo(() => {
    const logged = log.data ?? NO_ACTIVITIES;
    return breedingActivities(narrowed ? activitiesOfAnimals(logged, animals, shown) : logged);
  }, [log.data, narrowed, animals, shown]);
  const recent = useMemo(() => recentBreedingActivities(activities), [activities]);
  const animalOf = useMemo(() => namedAnimalLookup(animals), [animals]);
  const animalName = useCallback(
    (key: string) => {
      const animal = animalOf(key);
      return animal ? displayName(animal) : key;
    },
    [animalOf],
  );

  return {
    today,
    query,
    setQuery,
    filters,
    setFilters,
    clearSearchAndFilters,
    /** True while a search or a filter hides part of the herd. */
    narrowed,
    /** The animals the search and filters leave, in the search's order. */
    shown,
    shownCount: shown.length,
    herdCount: animals.length,
    board,
    activities,
    recent,
    /** An activity's animal as the herd book names it ("101 Bessie"), else as the activity does. */
    animalName,
    /** The herd's and the log's loading and errors, each with its own retry. */
    herd,
    log,
  };
}

export type BreedingBoardView = ReturnType<typeof useBreedingBoard>;
