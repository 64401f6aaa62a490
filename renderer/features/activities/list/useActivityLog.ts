import { useMemo, useState } from 'react';
import { activitiesOfYear, currentYear, displayName, todayISO } from '../../../../core/domain';
import { animalKeyOf } from '../../../../core/domain/activities';
import type { LogEntry, LogType } from '../../../ui/activity/log-entry';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import type { YearChoice } from '../../../ui/year-choice';
import { entriesOfType, searchLog } from './log-entries';
import { useLogEntries } from './useLogEntries';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 150;

const NO_ENTRIES: readonly LogEntry[] = [];

export type LogTypeChoice = LogType | 'all';

/**
 * The log and what it shows: the chosen year's rows (this year first), then the type, then the
 * search; each keeps the log's order, newest first. Animals are named as the herd book names them.
 */
export function useActivityLog() {
  const log = useLogEntries();
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const [year, setYear] = useState<YearChoice>(() => currentYear(today));
  const [type, setType] = useState<LogTypeChoice>('all');
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  const ofYear = useMemo(() => activitiesOfYear(log.data ?? NO_ENTRIES, year === 'all' ? null : year), [log.data, year]);
  const ofType = useMemo(() => entriesOfType(ofYear, type), [ofYear, type]);
  const visible = useMemo(() => searchLog(ofType, settledQuery), [ofType, settledQuery]);
  // Rows name an animal by its key (tag, else name); the herd book gives "101 Bessie".
  const animalNames = useMemo(() => new Map((log.herd ?? []).map((animal) => [animalKeyOf(animal), displayName(animal)])), [log.herd]);

  return {
    log,
    today,
    year,
    setYear,
    type,
    setType,
    query,
    setQuery,
    clearSearchAndType: () => {
      setQuery('');
      setType('all');
    },
    /** The chosen year's rows, before the type and the search. */
    yearTotal: ofYear.length,
    visible,
    animalName: (key: string) => animalNames.get(key) ?? key,
  };
}

export type ActivityLogView = ReturnType<typeof useActivityLog>;
