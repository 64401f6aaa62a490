import { ListLoadError, ListSkeleton } from '../../../ui/ListStates';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { CattleActions } from './cattle-actions';
import { CattleCardList } from './CattleCardList';
import { CattleEmptyState } from './CattleEmptyState';
import { CattleTable } from './CattleTable';
import type { CattleView } from '../../../ui/device-settings';
import type { HerdView } from './useHerdView';

/** Placeholder rows while the herd loads. */
const SKELETON_ROWS = 5;

interface CattleResultsProps {
  herd: { data: readonly CattleRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  view: HerdView;
  layout: CattleView;
  actions: CattleActions;
  onAdd: (() => void) | undefined;
}

/** Below the toolbar: loading rows, the error, "No cattle found", or the herd as cards or a table. */
export function CattleResults({ herd, view, layout, actions, onAdd }: CattleResultsProps) {
  if (herd.isPending) return <ListSkeleton label="Loading cattle" rows={SKELETON_ROWS} />;
  if (!herd.data) {
    return <ListLoadError title="Could not load your cattle" error={herd.error} fallback="Something went wrong loading the herd." onRetry={herd.refetch} />;
  }
  if (view.visible.length === 0) {
    return (
      <CattleEmptyState
        searching={view.searching}
        herdHasAnimals={herd.data.length > 0}
        onAdd={onAdd}
        onClearSearch={() => view.setQuery('')}
      />
    );
  }
  return layout === 'table' ? (
    <CattleTable animals={view.visible} today={view.today} actions={actions} />
  ) : (
    <CattleCardList animals={view.visible} today={view.today} actions={actions} />
  );
}
