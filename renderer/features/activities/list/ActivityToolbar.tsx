import { countOf } from '../../../../core/domain';
import { LOG_TYPES } from '../../../ui/activity/log-entry';
import { HTMLSelect } from '../../../ui/controls';
import { SearchBox } from '../../../ui/SearchBox';
import { YearPicker } from '../../../ui/YearPicker';
import { logTypeLabel } from './log-entries';
import type { ActivityLogView, LogTypeChoice } from './useActivityLog';
import '../../../ui/Toolbar.css';

const TYPE_OPTIONS = [{ value: 'all', label: 'All types' }, ...LOG_TYPES.map((type) => ({ value: type, label: logTypeLabel(type) }))];

/** Search, the year (previous, list, next), the type, and how many rows show. */
export function ActivityToolbar({ view }: { view: ActivityLogView }) {
  const shown = view.visible.length;
  return (
    <section className="fh-toolbar fh-toolbar-stacked fh-activity-toolbar" aria-label="Search and filters">
      <SearchBox className="fh-toolbar-search" label="Search activities" placeholder="Animal, type, pasture, sire, product or notes" value={view.query} onChange={view.setQuery} />
      <div className="fh-activity-toolbar-row">
        <YearPicker label="Activity year" value={view.year} today={view.today} onChange={view.setYear} />
        <HTMLSelect
          className="fh-activity-type-filter"
          aria-label="Type"
          value={view.type}
          onChange={(event) => view.setType(event.currentTarget.value as LogTypeChoice)}
          options={TYPE_OPTIONS}
        />
        {view.log.data ? (
          <p className="fh-activity-count" aria-live="polite">
            {shown === view.yearTotal ? countOf(shown, 'activity', 'activities') : `${shown.toLocaleString('en-US')} of ${countOf(view.yearTotal, 'activity', 'activities')}`}
          </p>
        ) : null}
      </div>
    </section>
  );
}
