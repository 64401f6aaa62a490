import type { DashboardData } from '../useDashboardData';
import { AnimalDateList } from './AnimalDateList';

/** Animals still in meat withdrawal, soonest clear first, each with the day it may be sold again. */
export function DoNotSellWidget({ data }: { data: DashboardData }) {
  const { soonest, total } = data.widgets.doNotSell;
  if (total === 0) return <p className="fh-widget-empty-text">No animals in meat withdrawal</p>;
  const more = total - soonest.length;
  return (
    <>
      <p className="fh-widget-lead">In meat withdrawal, clear to sell on the day shown:</p>
      <AnimalDateList label="In meat withdrawal until" items={soonest} />
      {more > 0 ? <p className="fh-widget-more">and {more.toLocaleString('en-US')} more in meat withdrawal</p> : null}
    </>
  );
}
