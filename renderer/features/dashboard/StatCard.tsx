import { Minus, TrendingDown, TrendingUp } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { trendText } from '../../../core/domain/trends';
import { Classes } from '../../ui/controls';

interface StatCardProps {
  label: string;
  icon: ReactNode;
  /** Null while the count loads: the card keeps its size, its figures shown as skeletons. */
  value: number | null;
  /** Percent change against 30 days ago; null without history. */
  change: number | null;
}

function TrendIcon({ change }: { change: number | null }) {
  if (change === null) return null;
  if (change > 0) return <TrendingUp />;
  if (change < 0) return <TrendingDown />;
  return <Minus />;
}

/** One count on the dashboard, with its trend line (the change against 30 days ago, "—" without history). */
export function StatCard({ label, icon, value, change }: StatCardProps) {
  const loading = value === null;
  const direction = loading || change === null ? 'none' : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const skeleton = loading ? Classes.SKELETON : undefined;
  return (
    <div className="fh-stat-card" role="group" aria-label={label}>
      <div className="fh-stat-head">
        <span className="fh-stat-label">{label}</span>
        <span className="fh-icon-tile fh-stat-icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className={['fh-stat-value', skeleton].filter(Boolean).join(' ')}>{loading ? '000' : value.toLocaleString()}</p>
      <p className={[`fh-stat-trend fh-stat-trend-${direction}`, skeleton].filter(Boolean).join(' ')}>
        <TrendIcon change={change} />
        <span>{loading ? '+0% from last month' : trendText(change)}</span>
      </p>
    </div>
  );
}
