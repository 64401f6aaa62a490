import { Button } from '@blueprintjs/core';
import { Add, LabTest, Search } from '@blueprintjs/icons';
import { EmptyState } from '../../../ui/EmptyState';
import '../../../ui/ListStates.css';

interface EmbryoEmptyStateProps {
  /** True when the farm has lots and only the search hides them. */
  searching: boolean;
  onAdd: (() => void) | undefined;
  onClearSearch: () => void;
}

/** "No embryos in inventory" and the way to the first lot, or no lot matching the search. */
export function EmbryoEmptyState({ searching, onAdd, onClearSearch }: EmbryoEmptyStateProps) {
  if (searching) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Search size={48} />}
        title="No embryos found"
        description="No lot matches that donor dam, sire or breed."
        action={<Button variant="outlined" text="Clear search" onClick={onClearSearch} />}
      />
    );
  }
  return (
    <EmptyState
      level={2}
      className="fh-list-empty"
      icon={<LabTest size={48} />}
      title="No embryos in inventory"
      description="Record each flush or purchase: donor dam and sire, grade and stage, and how many remain in the tank."
      action={onAdd ? <Button intent="primary" size="large" icon={<Add />} text="Add Your First Lot" onClick={onAdd} /> : undefined}
    />
  );
}
