import type { CattleRecord } from '../../../core/schemas/cattle';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import type { CalfActions } from './calf-actions';
import { CalfCardList } from './CalfCardList';
import { CalfEmptyState } from './CalfEmptyState';
import { CalfTable } from './CalfTable';
import type { CalfView } from './useCalfView';
import { useWideScreen } from './useWideScreen';

/** Placeholder rows while the calves load. */
const SKELETON_ROWS = 6;

interface CalfResultsProps {
  herd: { data: readonly CattleRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  view: CalfView;
  actions: CalfActions;
  onAdd: (() => void) | undefined;
}

/** The chosen tab's calves: loading rows, the error, "No calves found", cards on phones, a table on large screens. */
export function CalfResults({ herd, view, actions, onAdd }: CalfResultsProps) {
  const wide = useWideScreen();
  if (herd.isPending) return <ListSkeleton label="Loading calves" rows={SKELETON_ROWS} />;
  if (!herd.data) {
    return <ListLoadError title="Could not load your calves" error={herd.error} fallback="Something went wrong loading the calves." onRetry={herd.refetch} />;
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
