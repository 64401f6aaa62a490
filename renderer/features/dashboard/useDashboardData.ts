import { useQuery } from '@tanstack/react-query';
import { todayISO } from '../../../core/domain/dates';
import type { AnimalLike } from '../../../core/domain/types';
import type { DashboardStats } from '../../../core/schemas/dashboard';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { privacyAtLoad } from '../privacy/privacy';
import { herdStats } from './herd-stats';

export interface DashboardData {
  stats: DashboardStats;
  /** Every animal of the farm, for the widgets. */
  cattle: readonly AnimalLike[];
}

export type DashboardDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: DashboardData };

type QueryLike<T> = { data: T | undefined; error: unknown };

function stateOf(stats: QueryLike<DashboardStats>, cattle: QueryLike<readonly AnimalLike[]>): DashboardDataState {
  const error = stats.error ?? cattle.error;
  if (error) return { status: 'error', message: errorMessage(error, 'Unknown error') };
  if (stats.data && cattle.data) return { status: 'ready', data: { stats: stats.data, cattle: cattle.data } };
  return { status: 'loading' };
}

/** The farm's counts and animals from the API; other screens invalidate both after a change. */
function useFarmDashboardData(): DashboardDataState {
  const trpc = useTRPC();
  const stats = useQuery(trpc.dashboard.stats.queryOptions());
  const cattle = useQuery(trpc.cattle.list.queryOptions());
  return stateOf(stats, cattle);
}

/**
 * Privacy mode (DECISIONS): the generated demo farm, built here in the browser so no request for
 * real data is sent. Loaded on demand, so normal use does not download the generator.
 */
function useDemoDashboardData(): DashboardDataState {
  const today = todayISO();
  const demo = useQuery({
    queryKey: ['privacy', 'demo-dashboard', today],
    queryFn: async () => {
      const { generateDemoFarm } = await import('../../../core/demo/demo-farm');
      const farm = generateDemoFarm({ today });
      return { stats: herdStats(farm.cattle, farm.pastures, today), cattle: farm.cattle };
    },
  });
  return stateOf(
    { data: demo.data?.stats, error: demo.error },
    { data: demo.data?.cattle, error: demo.error },
  );
}

// Privacy mode is fixed for a page load (turning it on or off reloads), so the choice is made once.
export const useDashboardData: () => DashboardDataState = privacyAtLoad ? useDemoDashboardData : useFarmDashboardData;
