import { memo } from 'react';
import { breedingMethodLabel, countOf, relativeDay, sireBull } from '../../../core/domain';
import { activityTypeLabel } from '../../../core/domain/activities';
import type { ActivityRecord } from '../../../core/schemas/activities';
import { displayDate } from '../display-format';
import { activityIcon, activityTone } from './activity-look';
import type { LogEntry } from './log-entry';
import './ActivityRow.css';

interface ActivityRowProps {
  activity: LogEntry;
  /** The animal as the herd book names it ("101 Bessie"), else as the activity does. */
  animal: string;
  today: string;
}

/** A breeding's method, bull and straws: "AI · Connealy Capitalist · 2 straws". */
function breedingLine({ breedingMethod, breedingSire, strawsUsed }: ActivityRecord): string | null {
  const parts = [breedingMethod ? breedingMethodLabel(breedingMethod) : null, sireBull(breedingSire), strawsUsed ? countOf(strawsUsed, 'straw') : null];
  const shown = parts.filter((part): part is string => part !== null);
  return shown.length > 0 ? shown.join(' · ') : null;
}

/**
 * One row of the log: its kind (or a treatment's or check's own title), the animal, when, where, a
 * breeding's or a record's details, the notes and who logged it.
 */
export const ActivityRow = memo(function ActivityRow({ activity, animal, today }: ActivityRowProps) {
  const Icon = activityIcon(activity.type);
  const breeding = activity.type === 'breeding' ? breedingLine(activity) : null;
  const { summary } = activity;
  return (
    <li className="fh-activity">
      <span className={`fh-activity-icon ${activityTone(activity.type)}`} aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className="fh-activity-main">
        <p className="fh-activity-title">
          <span className="fh-activity-type">{summary?.title ?? activityTypeLabel(activity.type)}</span>
          <span className="fh-activity-animal">{animal}</span>
        </p>
        {activity.pasture ? <p className="fh-activity-pasture">{activity.pasture}</p> : null}
        {breeding ? <p className="fh-activity-breeding-line">{breeding}</p> : null}
        {summary?.details.map((line) => (
          <p key={line} className="fh-activity-detail">
            {line}
          </p>
        ))}
        {activity.notes ? <p className="fh-activity-notes">{activity.notes}</p> : null}
        {/* Activities logged before the farm had members were logged by nobody known: nothing is said. */}
        {activity.createdBy ? <p className="fh-activity-by">Logged by {activity.createdBy}</p> : null}
      </div>
      <p className="fh-activity-when">
        <time dateTime={activity.date}>{displayDate(activity.date)}</time>
        <span className="fh-activity-relative">{relativeDay(activity.date, today)}</span>
      </p>
    </li>
  );
});
