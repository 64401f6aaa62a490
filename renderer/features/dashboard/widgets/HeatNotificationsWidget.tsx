import { heatNotifications } from '../../../../core/domain/heat';
import type { DashboardData } from '../useDashboardData';
import { AnimalDateList } from './AnimalDateList';

// Enough to plan the next few days' heat checks without the card outgrowing its neighbours.
const SHOWN = 5;

/** DECISIONS: cows and heifers, not pregnant, whose next heat falls in the next 3 days. */
export function HeatNotificationsWidget({ data }: { data: DashboardData }) {
  const notices = heatNotifications(data.cattle);
  if (notices.length === 0) return <p className="fh-widget-empty-text">No heat notifications at this time</p>;
  const more = notices.length - SHOWN;
  return (
    <>
      <AnimalDateList
        label="Expected in heat"
        items={notices.slice(0, SHOWN).map(({ animal, nextHeatDate }) => ({ animal, date: nextHeatDate }))}
      />
      {more > 0 ? <p className="fh-widget-more">and {more} more in the next 3 days</p> : null}
    </>
  );
}
