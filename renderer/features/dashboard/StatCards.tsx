import { Callout, Spinner } from '@blueprintjs/core';
import { Heart } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { DashboardStats } from '../../../core/schemas/dashboard';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { StatCard } from './StatCard';
import type { DashboardDataState } from './useDashboardData';
import './StatCards.css';

type Count = keyof DashboardStats['trends'];

const CARDS: readonly { key: Count; label: string; icon: ReactNode }[] = [
  { key: 'totalCattle', label: 'Total Cattle', icon: <ScreenIcon path="/cattle" /> },
  { key: 'pregnantCows', label: 'Pregnant Cows', icon: <Heart /> },
  { key: 'calves', label: 'Calves', icon: <ScreenIcon path="/calves" /> },
  { key: 'totalPastures', label: 'Pastures', icon: <ScreenIcon path="/pastures" /> },
];

/**
 * The four counts with their change against last month, or the error box. While they load, the
 * cards stand empty at their full size under the loading line, so nothing below moves when the
 * numbers arrive.
 */
export function StatCards({ state }: { state: DashboardDataState }) {
  if (state.status === 'error') {
    return (
      <Callout className="fh-dashboard-error" intent="danger" role="alert">
        Error loading data: {state.message}
      </Callout>
    );
  }
  const stats = state.status === 'ready' ? state.data.stats : null;
  return (
    <div className="fh-stat-area" aria-busy={stats === null}>
      <div className="fh-stat-grid" aria-hidden={stats === null || undefined}>
        {CARDS.map(({ key, label, icon }) => (
          <StatCard key={key} label={label} icon={icon} value={stats?.[key] ?? null} change={stats?.trends[key] ?? null} />
        ))}
      </div>
      {stats === null ? (
        <p className="fh-dashboard-loading" role="status">
          <Spinner size={18} aria-hidden="true" />
          Loading farm data...
        </p>
      ) : null}
    </div>
  );
}
