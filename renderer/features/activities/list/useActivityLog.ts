import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { activitiesOfYear, currentYear, displayName, searchActivities, todayISO } from '../../../../core/domain';
import { animalKeyOf } from '../../../../core/domain/activities';
import type { ActivityRecord } from '../../../../core/schemas/activities';
import { useTRPC } from '../../../api/trpc';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import type { YearChoice } from '../../../ui/year-choice';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 150;

const NO_ACTIVITIES: readonly ActivityRecord[] = [];

/**
 * The log and what it shows: the chosen year's activities (this year first), then the search; both
 * keep the log's order, newest first. Animals are named as the herd book names them.
 */
export function useActivityLog() {
  const trpc = useTRPC();
  const log = useQuery(trpc.activities.list.queryOptions());
  const herd = useQuery(trpc.cattle.list.queryOptions());
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const [year, setYear] = useState<YearChoice>(() => currentYear(today));
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  const ofYear = useMemo(() => activitiesOfYear(log.data ?? NO_ACTIVITIES, year === 'all' ? null : year), [log.data, year]);
  const visible = useMemo(() => searchActivities(ofYear, settledQuery), [ofYear, settledQuery]);
  // Activities name an animal by its key (tag, else name); the herd book gives "101 Bessie".
  const animalNames = useMemo(() => new Map((herd.data ?? []).map((animal) => [animalKeyOf(animal), displayName(animal)])), [herd.data]);

  return {
    log,
    today,
    year,
    setYear,
    query,
    setQuery,
    searching: query.trim() !== '',
    /** The chosen year's activities, before the search. */
    yearTotal: ofYear.length,
    visible,
    animalName: (key: string) => animalNames.get(key) ?? key,
  };
}

export type ActivityLogView = ReturnType<typeof useActivityLog>;
