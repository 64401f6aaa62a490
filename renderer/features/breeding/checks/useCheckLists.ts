import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { openCows, rechecksDue } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { PregnancyCheckRecord } from '../../../../core/schemas/health';
import { useTRPC } from '../../../api/trpc';
import { ruledChecks } from '../../../ui/pregnancy-check-words';

const NO_CHECKS: readonly PregnancyCheckRecord[] = [];

/**
 * The farm's pregnancy checks, and the two lists they make of the animals on screen (the board's
 * search and filters narrow these as every tab): Recheck Due, soonest first, and Open Cows, oldest
 * check first.
 */
export function useCheckLists(shown: readonly CattleRecord[], today: string) {
  const trpc = useTRPC();
  const checks = useQuery(trpc.pregnancyChecks.list.queryOptions({}));
  const all = checks.data ?? NO_CHECKS;
  const ruled = useMemo(() => ruledChecks(all), [all]);
  const rechecks = useMemo(() => rechecksDue(shown, ruled, today), [shown, ruled, today]);
  const open = useMemo(() => openCows(shown, ruled), [shown, ruled]);
  return { query: checks, all, rechecks, open };
}

export type CheckLists = ReturnType<typeof useCheckLists>;
export type RecheckRow = CheckLists['rechecks'][number];
export type OpenCowRow = CheckLists['open'][number];
