import type { DashboardData } from '../useDashboardData';
import { AnimalDateList } from './AnimalDateList';

/** Cows and heifers, not pregnant, whose next heat falls in the next 3 days: the soonest few by name. */
export function HeatNotificationsWidget({ data }: { data: DashboardData }) {
  const { soonest, total } = data.widgets.heat;
  if (total === 0) return <p className="fh-widget-empty-text">No heat notifications at this time</p>;
  const more = total - soonest.length;
  return (
    <>
      <AnimalDateList label="Expected in heat" items={soonest} />
      {more > 0 ? <p className="fh-widget-more">and {more} more in the next 3 days</p> : null}
    </>
  );
}
