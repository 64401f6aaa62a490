import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { createCattleSearch, isShownInCattleList, todayISO } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { YearChoice } from '../../../ui/year-choice';
import { chipCounts, matchesChip, matchesYear, type ChipId } from './herd-filters';
import { changedSince, IMPORTED_PARAM, importedSince } from '../../../ui/imported-filter';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { withoutParam } from '../../../ui/search-params';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 150;

const NO_CATTLE: readonly CattleRecord[] = [];

/**
 * The list's state and what it shows: the age rule, then the search (one index per herd), then the
 * year; chip counts over that, and the chosen chip last. The herd's order, or while searching the
 * matches best first, exact tags and names before all. A link from an import (`?imported=<time>`)
 * narrows the herd to the animals it added or changed, until the person shows the whole herd.
 */
export function useHerdView(herd: readonly CattleRecord[] | undefined) {
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const [query, setQuery] = useState('');
  const [chip, setChip] = useState<ChipId>('all');
  const [year, setYear] = useState<YearChoice>('all');
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [params, setParams] = useSearchParams();
  const imported = importedSince(params.get(IMPORTED_PARAM));

  const listed = useMemo(
    () => (herd ?? NO_CATTLE).filter((a) => isShownInCattleList(a, today) && (imported === null || changedSince(a, imported))),
    [herd, today, imported],
  );
  const index = useMemo(() => createCattleSearch(listed), [listed]);
  const found = useMemo(() => index.filter(settledQuery), [index, settledQuery]);
  const inYear = useMemo(() => found.filter((a) => matchesYear(a, year, today)), [found, year, today]);
  const counts = useMemo(() => chipCounts(inYear, today), [inYear, today]);
  const visible = useMemo(() => inYear.filter((a) => matchesChip(a, chip, today)), [inYear, chip, today]);
  const yearTotal = useMemo(() => listed.filter((a) => matchesYear(a, year, today)).length, [listed, year, today]);

  return {
    today,
    query,
    setQuery,
    searching: query.trim() !== '',
    chip,
    setChip,
    year,
    setYear,
    counts,
    visible,
    /** When the import the list is narrowed to began; null for the whole herd. */
    imported,
    showWholeHerd: () => setParams(withoutParam(IMPORTED_PARAM), { replace: true }),
    /** Animals of the chosen year before search and chip: the header's head count. */
    yearTotal,
  };
}

export type HerdView = ReturnType<typeof useHerdView>;
