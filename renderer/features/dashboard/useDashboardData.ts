import { useQuery } from '@tanstack/react-query';
import type { DashboardStats, DashboardWidgets } from '../../../core/schemas/dashboard';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';

export interface DashboardData {
  stats: DashboardStats;
  /** What the widgets show, summed up on the server: the dashboard never downloads the herd. */
  widgets: DashboardWidgets;
}

export type DashboardDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: DashboardData };

/** The farm's counts and the widgets' summary; a change to the herd refreshes both. */
export function useDashboardData(): DashboardDataState {
  const trpc = useTRPC();
  const stats = useQuery(trpc.dashboard.stats.queryOptions());
  const widgets = useQuery(trpc.dashboard.widgets.queryOptions());
  const error = stats.error ?? widgets.error;
  if (error) return { status: 'error', message: errorMessage(error, 'Unknown error') };
  if (stats.data && widgets.data) return { status: 'ready', data: { stats: stats.data, widgets: widgets.data } };
  return { status: 'loading' };
}
