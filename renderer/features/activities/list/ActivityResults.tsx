import { Button } from '@blueprintjs/core';
import { Add, Refresh, Search, TimelineEvents, WarningSign } from '@blueprintjs/icons';
import { errorMessage } from '../../../api/errors';
import { EmptyState } from '../../../ui/EmptyState';
import { yearLabel } from '../../../ui/year-choice';
import { ActivityList } from '../../../ui/activity/ActivityList';
import { logTypeLabel } from './log-entries';
import type { ActivityLogView } from './useActivityLog';

interface ActivityResultsProps {
  view: ActivityLogView;
  /** Absent where the member's role cannot log activities. */
  onLog: (() => void) | undefined;
}

/** Why nothing shows: the search, the type, or both; and the button that clears what hides the rows. */
function noMatch({ year, type, query }: ActivityLogView): { description: string; clear: string } {
  const inYear = yearLabel(year);
  if (type === 'all') return { description: `No activity in ${inYear} matches that animal, type, pasture, sire, product or note.`, clear: 'Clear search' };
  const kind = logTypeLabel(type).toLowerCase();
  if (query.trim() === '') return { description: `No ${kind} recorded in ${inYear}.`, clear: 'Show all types' };
  return { description: `No ${kind} in ${inYear} matches the search.`, clear: 'Clear search and type' };
}

/** Under the toolbar: loading, the error, the empty year, nothing matching, or the rows. */
export function ActivityResults({ view, onLog }: ActivityResultsProps) {
  const { log } = view;
  const year = yearLabel(view.year);
  if (log.isPending) {
    return (
      <div className="fh-activity-loading" aria-label="Loading activities" role="status">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="fh-activity-skeleton bp6-skeleton" />
        ))}
      </div>
    );
  }
  if (!log.data) {
    return (
      <EmptyState
        level={2}
        className="fh-activity-empty"
        icon={<WarningSign size={48} />}
        title="Could not load your activities"
        description={errorMessage(log.error, 'Something went wrong loading the activity log.')}
        action={<Button variant="outlined" icon={<Refresh />} text="Try again" onClick={log.refetch} />}
      />
    );
  }
  if (view.yearTotal === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-activity-empty"
        icon={<TimelineEvents size={48} />}
        title={view.year === 'all' ? 'No activities recorded yet' : `No activities recorded for ${year}`}
        description="Log calvings, breedings, heats, weanings, vaccinations, pasture moves and health checks as they happen. Treatments and pregnancy checks show here too."
        action={onLog ? <Button intent="primary" size="large" icon={<Add />} text="Log Activity" onClick={onLog} /> : undefined}
      />
    );
  }
  if (view.visible.length === 0) {
    const { description, clear } = noMatch(view);
    return (
      <EmptyState
        level={2}
        className="fh-activity-empty"
        icon={<Search size={48} />}
        title="No activities found"
        description={description}
        action={<Button variant="outlined" text={clear} onClick={view.clearSearchAndType} />}
      />
    );
  }
  return (
    <ActivityList
      // A new year, type or search starts again from its first page.
      key={`${view.year}|${view.type}|${view.query}`}
      activities={view.visible}
      animalName={view.animalName}
      today={view.today}
      label={view.year === 'all' ? 'Activities' : `Activities in ${year}`}
    />
  );
}
