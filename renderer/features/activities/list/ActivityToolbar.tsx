import { YearPicker } from '../../../ui/YearPicker';
import { SearchBox } from '../../../ui/SearchBox';
import type { ActivityLogView } from './useActivityLog';
import '../../../ui/Toolbar.css';
import { countOf } from '../../../../core/domain';


/** Search, the year (previous, list, next), and how many activities show. */
export function ActivityToolbar({ view }: { view: ActivityLogView }) {
  const shown = view.visible.length;
  return (
    <section className="fh-toolbar fh-toolbar-stacked fh-activity-toolbar" aria-label="Search and year">
      <SearchBox className="fh-toolbar-search" label="Search activities" placeholder="Animal, type, pasture, sire or notes" value={view.query} onChange={view.setQuery} />
      <div className="fh-activity-toolbar-row">
        <YearPicker label="Activity year" value={view.year} today={view.today} onChange={view.setYear} />
        {view.log.data ? (
          <p className="fh-activity-count" aria-live="polite">
            {shown === view.yearTotal ? countOf(shown, 'activity', 'activities') : `${shown.toLocaleString('en-US')} of ${countOf(view.yearTotal, 'activity', 'activities')}`}
          </p>
        ) : null}
      </div>
    </section>
  );
}
