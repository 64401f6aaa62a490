import { Button } from '@blueprintjs/core';
import { Add, Search, Tag } from '@blueprintjs/icons';
import { EmptyState } from '../../ui/EmptyState';
import '../../ui/ListStates.css';

interface CalfEmptyStateProps {
  searching: boolean;
  /** True when the farm has calves and only the year, the search or the tab hides them. */
  farmHasCalves: boolean;
  /** Absent where the member's role cannot add calves. */
  onAdd: (() => void) | undefined;
  onClearSearch: () => void;
}

/** "No calves found", and the way on: add the first calf, clear the search, or try another year or tab. */
export function CalfEmptyState({ searching, farmHasCalves, onAdd, onClearSearch }: CalfEmptyStateProps) {
  if (!farmHasCalves) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Tag size={48} />}
        title="No calves found"
        description="Follow each calf from birth to weaning: its dam and sire, weights and pasture."
        action={onAdd ? <Button intent="primary" size="large" icon={<Add />} text="Add Your First Calf" onClick={onAdd} /> : undefined}
      />
    );
  }
  return (
    <EmptyState
      level={2}
      className="fh-list-empty"
      icon={<Search size={48} />}
      title="No calves found"
      description={
        searching ? 'No calf matches that name, tag, dam or sire.' : 'Nothing in this tab for the chosen birth year. Try another tab or year.'
      }
      action={searching ? <Button variant="outlined" text="Clear search" onClick={onClearSearch} /> : undefined}
    />
  );
}
