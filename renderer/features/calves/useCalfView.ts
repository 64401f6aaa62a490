import { useMemo, useState } from 'react';
import {
  calfCounts,
  calvesOfYear,
  currentYear,
  isCalfPageAnimal,
  matchesCalfSearch,
  matchesCalfTab,
  todayISO,
  type CalfTab,
} from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { YearChoice } from '../../ui/year-choice';

const NO_CATTLE: readonly CattleRecord[] = [];

/**
 * The page's state and what it shows: the calves of the chosen birth year (the summary cards count
 * them), then the search (the tabs count those), then the chosen tab. Everything keeps herd order.
 */
export function useCalfView(herd: readonly CattleRecord[] | undefined) {
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<CalfTab>('all');
  const [year, setYear] = useState<YearChoice>(() => currentYear(today));

  const cattle = herd ?? NO_CATTLE;
  const yearCalves = useMemo(() => calvesOfYear(cattle, year, today), [cattle, year, today]);
  const summary = useMemo(() => calfCounts(yearCalves, today), [yearCalves, today]);
  const found = useMemo(() => yearCalves.filter((calf) => matchesCalfSearch(calf, query)), [yearCalves, query]);
  const counts = useMemo(() => calfCounts(found, today), [found, today]);
  const visible = useMemo(() => found.filter((calf) => matchesCalfTab(calf, tab, today)), [found, tab, today]);
  const farmHasCalves = useMemo(() => cattle.some(isCalfPageAnimal), [cattle]);

  return {
    today,
    query,
    setQuery,
    searching: query.trim() !== '',
    tab,
    setTab,
    year,
    setYear,
    /** The chosen year's calves, before the search: the summary cards. */
    summary,
    /** After the search: each tab's count. */
    counts,
    visible,
    /** False when the farm has no calf in any year: the page invites the first one. */
    farmHasCalves,
  };
}

export type CalfView = ReturnType<typeof useCalfView>;
