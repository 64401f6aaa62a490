import { isInHerd } from '../../../../core/domain/cattle-status';
import { normaliseType, type CattleType } from '../../../../core/domain/cattle-types';
import type { DashboardData } from '../useDashboardData';

// Breeding stock first, the way a rancher counts the herd.
const TYPES: readonly [CattleType, string][] = [
  ['Cow', 'Cows'],
  ['Heifer', 'Heifers'],
  ['Calf', 'Calves'],
  ['Bull', 'Bulls'],
  ['Steer', 'Steers'],
];

/** Spec 1 §2.4 cattle-overview: the head count and how many are pregnant, with the herd by type. */
export function CattleOverviewWidget({ data }: { data: DashboardData }) {
  const { totalCattle, pregnantCows } = data.stats;
  const byType = new Map<CattleType, number>();
  for (const animal of data.cattle) {
    const type = normaliseType(animal.type);
    if (type && isInHerd(animal.status)) byType.set(type, (byType.get(type) ?? 0) + 1);
  }
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
        {TYPES.map(([type, label]) => (
          <li key={type}>
            <span>{label}</span>
            <strong>{(byType.get(type) ?? 0).toLocaleString()}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
