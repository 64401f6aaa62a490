import { Minus, TrendingDown, TrendingUp } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { trendText } from '../../../core/domain/trends';

interface StatCardProps {
  label: string;
  icon: ReactNode;
  value: number;
  /** Percent change against 30 days ago; null without history. */
  change: number | null;
}

function TrendIcon({ change }: { change: number | null }) {
  if (change === null) return null;
  if (change > 0) return <TrendingUp />;
  if (change < 0) return <TrendingDown />;
  return <Minus />;
}

/** One count on the dashboard, with its trend line (DECISIONS: computed, "—" without history). */
export function StatCard({ label, icon, value, change }: StatCardProps) {
  const direction = change === null ? 'none' : change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <div className="fh-stat-card" role="group" aria-label={label}>
      <div className="fh-stat-head">
        <span className="fh-stat-label">{label}</span>
        <span className="fh-icon-tile fh-stat-icon" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="fh-stat-value">{value.toLocaleString()}</p>
      <p className={`fh-stat-trend fh-stat-trend-${direction}`}>
        <TrendIcon change={change} />
        <span>{trendText(change)}</span>
      </p>
    </div>
  );
}
