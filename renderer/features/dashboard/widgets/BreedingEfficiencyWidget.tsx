import { ProgressBar } from '@blueprintjs/core';
import { countOf } from '../../../../core/domain/plural';
import type { DashboardData } from '../useDashboardData';

/** The conception rate of the last 12 months: how many breedings took, of how many. */
export function BreedingEfficiencyWidget({ data }: { data: DashboardData }) {
  const { bred, conceived, rate } = data.widgets.conception;
  return (
    <div className="fh-efficiency">
      <p className="fh-efficiency-rate">
        <strong>{rate === null ? '—' : `${Math.round(rate * 100)}%`}</strong>
        <span>conception rate</span>
      </p>
      <p className="fh-efficiency-detail">
        {bred === 0
          ? 'No breedings recorded in the last 12 months'
          : `${conceived.toLocaleString('en-US')} of ${countOf(bred, 'breeding')} in the last 12 months conceived`}
      </p>
      {rate !== null ? (
        <ProgressBar className="fh-efficiency-bar" value={rate} intent="primary" stripes={false} animate={false} />
      ) : null}
    </div>
  );
}
