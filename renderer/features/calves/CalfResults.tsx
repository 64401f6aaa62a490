import { Button } from '@blueprintjs/core';
import { Refresh, WarningSign } from '@blueprintjs/icons';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import type { CalfActions } from './calf-actions';
import { CalfCardList } from './CalfCardList';
import { CalfEmptyState } from './CalfEmptyState';
import { CalfListSkeleton } from './CalfListSkeleton';
import { CalfTable } from './CalfTable';
import type { CalfView } from './useCalfView';
import { useWideScreen } from './useWideScreen';
import '../cattle/list/CattleStates.css';

interface CalfResultsProps {
  herd: { data: readonly CattleRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  view: CalfView;
  actions: CalfActions;
  onAdd: () => void;
}

/** The chosen tab's calves: loading rows, the error, "No calves found", cards on phones, a table on large screens. */
export function CalfResults({ herd, view, actions, onAdd }: CalfResultsProps) {
  const wide = useWideScreen();
  if (herd.isPending) return <CalfListSkeleton />;
  if (!herd.data) {
    return (
      <EmptyState
        level={2}
        className="fh-cattle-empty"
        icon={<WarningSign size={48} />}
        title="Could not load your calves"
        description={errorMessage(herd.error, 'Something went wrong loading the calves.')}
        action={<Button variant="outlined" icon={<Refresh />} text="Try again" onClick={() => void herd.refetch()} />}
      />
    );
  }
  if (view.visible.length === 0) {
    return (
      <CalfEmptyState searching={view.searching} farmHasCalves={view.farmHasCalves} onAdd={onAdd} onClearSearch={() => view.setQuery('')} />
    );
  }
  return wide ? (
    <CalfTable calves={view.visible} today={view.today} actions={actions} />
  ) : (
    <CalfCardList calves={view.visible} today={view.today} actions={actions} />
  );
}
