import { useMemo, useState } from 'react';
import { currentYear, todayISO } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';
import type { YearChoice } from '../../ui/year-choice';
import { forageTotals } from './forage-summary';
import { lotsOfYear } from './forage-year';

const NO_LOTS: readonly ForageRecord[] = [];

/** The chosen harvest year (this year to start) and its lots, in the server's order, with their totals. */
export function useForageView(forage: readonly ForageRecord[] | undefined) {
  // A page stays open across midnight rarely enough that one "today" per visit is right.
  const [today] = useState(todayISO);
  const [year, setYear] = useState<YearChoice>(() => currentYear(today));
  const all = forage ?? NO_LOTS;
  const lots = useMemo(() => lotsOfYear(all, year, today), [all, year, today]);
  const totals = useMemo(() => forageTotals(lots), [lots]);
  return {
    today,
    year,
    setYear,
    lots,
    totals,
    /** False when the farm has no lot in any year: the empty year invites the first one. */
    farmHasLots: all.length > 0,
  };
}

export type ForageView = ReturnType<typeof useForageView>;
