import { Button } from '@blueprintjs/core';
import { Add, Search } from '@blueprintjs/icons';
import { CowIcon } from '../../../ui/CowIcon';
import { EmptyState } from '../../../ui/EmptyState';

interface CattleEmptyStateProps {
  searching: boolean;
  /** True when the farm has animals and only the search or filters hide them. */
  herdHasAnimals: boolean;
  /** Absent where the member's role cannot add animals. */
  onAdd: (() => void) | undefined;
  onClearSearch: () => void;
}

/** "No cattle found", and the way on: add the first animal, or clear the search. */
export function CattleEmptyState({ searching, herdHasAnimals, onAdd, onClearSearch }: CattleEmptyStateProps) {
  const description = searching
    ? 'No animal matches that name, tag, breed or pasture.'
    : herdHasAnimals
      ? 'No animal matches this filter and year. Try another chip or year, or add an animal.'
      : 'Your herd book is empty. Add your first animal to start keeping records.';
  return (
    <EmptyState
      level={2}
      className="fh-list-empty"
      icon={searching ? <Search size={48} /> : <CowIcon size={48} />}
      title="No cattle found"
      description={description}
      action={
        searching ? (
          <Button variant="outlined" text="Clear search" onClick={onClearSearch} />
        ) : onAdd ? (
          <Button intent="primary" size="large" icon={<Add />} text="Add First Animal" onClick={onAdd} />
        ) : undefined
      }
    />
  );
}
