import { Button } from '@blueprintjs/core';
import { ArrowRight, History } from '@blueprintjs/icons';
import { useId } from 'react';
import { BoardEmpty } from '../BoardEmpty';
import { BoardStatus } from '../BoardStatus';
import { BreedingActivities } from '../BreedingActivities';
import type { BreedingBoardView } from '../useBreedingBoard';
import { BreedingCounters } from './BreedingCounters';

/** Overview: the four counters, then the latest breedings and heats. */
export function OverviewPanel({ view, onShowAll }: { view: BreedingBoardView; onShowAll: () => void }) {
  const headingId = useId();
  const more = view.activities.length > view.recent.length;
  return (
    <div className="fh-board-overview">
      <BreedingCounters counts={view.board.counts} />
      <section className="fh-board-section" aria-labelledby={headingId}>
        <div className="fh-board-section-head">
          <h2 id={headingId} className="fh-board-section-title">
            Recent Breeding Activity
          </h2>
          {more ? <Button variant="minimal" endIcon={<ArrowRight />} text="View all activities" onClick={onShowAll} /> : null}
        </div>
        {!view.log.data ? (
          <BoardStatus query={view.log} what="breeding activities" level={3} />
        ) : view.recent.length === 0 ? (
          <BoardEmpty
            view={view}
            level={3}
            title="No breeding activities recorded yet"
            icon={<History size={40} />}
            hint="Log a breeding or a heat with Log Activity and it shows here."
          />
        ) : (
          <BreedingActivities activities={view.recent} view={view} label="Recent breeding and heat activities" />
        )}
      </section>
    </div>
  );
}
