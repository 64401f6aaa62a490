import { ProgressBar } from '@blueprintjs/core';
import { conceptionRate } from '../../../../core/domain/breeding';
import type { DashboardData } from '../useDashboardData';

/**
 * DECISIONS: the conception rate of the last 12 months. Each animal's record carries its latest
 * breeding, which is what the rate is built from here; calving or pregnancy since tells if it took.
 */
export function BreedingEfficiencyWidget({ data }: { data: DashboardData }) {
  const breedings = data.cattle.flatMap((animal) =>
    animal.breedingDate ? [{ cattleTag: animal.tag ?? animal.name, date: animal.breedingDate }] : [],
  );
  const { bred, conceived, rate } = conceptionRate(breedings, data.cattle);
  return (
    <div className="fh-efficiency">
      <p className="fh-efficiency-rate">
        <strong>{rate === null ? '—' : `${Math.round(rate * 100)}%`}</strong>
        <span>conception rate</span>
      </p>
      <p className="fh-efficiency-detail">
        {bred === 0
          ? 'No breedings recorded in the last 12 months'
          : `${conceived} of ${bred} ${bred === 1 ? 'breeding' : 'breedings'} in the last 12 months conceived`}
      </p>
      {rate !== null ? (
        <ProgressBar className="fh-efficiency-bar" value={rate} intent="primary" stripes={false} animate={false} />
      ) : null}
    </div>
  );
}
