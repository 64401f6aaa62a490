import { History } from '@blueprintjs/icons';
import { BoardEmpty } from '../BoardEmpty';
import { BoardStatus } from '../BoardStatus';
import { BreedingActivities } from '../BreedingActivities';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Activities: every breeding and heat logged, newest first. */
export function ActivitiesPanel({ view }: { view: BreedingBoardView }) {
  if (!view.log.data) return <BoardStatus query={view.log} what="breeding activities" />;
  if (view.activities.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No breeding activities recorded yet"
        icon={<History size={48} />}
        hint="Breedings and heats logged with Log Activity are listed here."
      />
    );
  }
  return <BreedingActivities activities={view.activities} view={view} label="Breeding and heat activities" />;
}
