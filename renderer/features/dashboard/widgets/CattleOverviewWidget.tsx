import { HERD_TYPE_ORDER } from '../../../../core/domain/dashboard-widgets';
import type { DashboardData } from '../useDashboardData';

const PLURALS = { Cow: 'Cows', Heifer: 'Heifers', Calf: 'Calves', Bull: 'Bulls', Steer: 'Steers' } as const;

/** The head count and how many are pregnant, with the herd by type. */
export function CattleOverviewWidget({ data }: { data: DashboardData }) {
  const { totalCattle, pregnantCows } = data.stats;
  return (
    <>
      <dl className="fh-overview-figures">
        <div className="fh-overview-figure">
          <dt>Total cattle</dt>
          <dd>{totalCattle.toLocaleString()}</dd>
        </div>
        <div className="fh-overview-figure fh-overview-pregnant">
          <dt>Pregnant</dt>
          <dd>{pregnantCows.toLocaleString()}</dd>
        </div>
      </dl>
      <ul className="fh-overview-types" aria-label="Herd by type">
        {HERD_TYPE_ORDER.map((type) => (
          <li key={type}>
            <span>{PLURALS[type]}</span>
            <strong>{data.widgets.herdByType[type].toLocaleString()}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
