import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { ActivityRow } from './ActivityRow';
import type { LogEntry } from './log-entry';
// The rows' look lives with the page's; Breeding Management shows these rows too.
import './ActivityList.css';
import '../RowCard.css';

/**
 * Rows drawn at a time. A big ranch logs thousands of activities a year; drawing them a page at a
 * time keeps the screen quick, and the search narrows the rest.
 */
export const ACTIVITY_PAGE = 100;

interface ActivityListProps {
  activities: readonly LogEntry[];
  animalName: (key: string) => string;
  today: string;
  label: string;
}

/** The log's rows, newest first, a page at a time with "Show more" under them. */
export function ActivityList({ activities, animalName, today, label }: ActivityListProps) {
  const [shown, setShown] = useState(ACTIVITY_PAGE);
  const more = Math.min(ACTIVITY_PAGE, activities.length - shown);
  return (
    <>
      <ol className="fh-row-card" aria-label={label}>
        {activities.slice(0, shown).map((activity) => (
          <ActivityRow key={activity.id} activity={activity} animal={animalName(activity.cattleTag)} today={today} />
        ))}
      </ol>
      {more > 0 ? (
        <div className="fh-activity-more">
          <Button variant="outlined" size="large" text={`Show ${more} more`} onClick={() => setShown((n) => n + ACTIVITY_PAGE)} />
          <span className="fh-activity-more-count">
            {shown.toLocaleString('en-US')} of {activities.length.toLocaleString('en-US')} shown
          </span>
        </div>
      ) : null}
    </>
  );
}
