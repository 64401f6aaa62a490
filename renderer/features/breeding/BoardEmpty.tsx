import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import type { BreedingBoardView } from './useBreedingBoard';

interface BoardEmptyProps {
  view: BreedingBoardView;
  title: string;
  icon: ReactNode;
  /** What would appear here, said when nothing is hidden by the search or filters. */
  hint: string;
  level?: 2 | 3;
}

/** A tab with nothing to list, and the way on when the search or the filters are the reason. */
export function BoardEmpty({ view, title, icon, hint, level = 2 }: BoardEmptyProps) {
  return (
    <EmptyState
      level={level}
      className="fh-board-empty"
      icon={icon}
      title={title}
      description={view.narrowed ? 'Nothing here matches the search and filters.' : hint}
      action={view.narrowed ? <Button variant="outlined" text="Clear search and filters" onClick={view.clearSearchAndFilters} /> : undefined}
    />
  );
}
