import type { DashboardData } from '../useDashboardData';
import { AnimalDateList } from './AnimalDateList';

/** At most 3 animals due to calve in the next 30 days, soonest first. */
export function UpcomingCalvingsWidget({ data }: { data: DashboardData }) {
  const due = data.widgets.calvings;
  if (due.length === 0) return <p className="fh-widget-empty-text">No upcoming calvings</p>;
  return <AnimalDateList label="Due to calve" items={due} />;
}
