import { upcomingCalvings } from '../../../../core/domain/calving';
import type { DashboardData } from '../useDashboardData';
import { AnimalDateList } from './AnimalDateList';

/** Spec 1 §2.4 upcoming-calvings: at most 3 animals due in 0 to 30 days, soonest first. */
export function UpcomingCalvingsWidget({ data }: { data: DashboardData }) {
  const due = upcomingCalvings(data.cattle);
  if (due.length === 0) return <p className="fh-widget-empty-text">No upcoming calvings</p>;
  return (
    <AnimalDateList
      label="Due to calve"
      items={due.flatMap((animal) => (animal.expectedCalvingDate ? [{ animal, date: animal.expectedCalvingDate }] : []))}
    />
  );
}
