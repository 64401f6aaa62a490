import { Button } from '@blueprintjs/core';
import { Add } from '@blueprintjs/icons';
import type { ForageRecord } from '../../../core/schemas/forage';
import { ScreenIcon } from '../../screens/ScreenIcon';
import { EmptyState } from '../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import type { ForageActions } from './forage-actions';
import { ForageGrid } from './ForageGrid';
import type { ForageView } from './useForageView';

/** Placeholder cards while the lots load. */
const SKELETON_ROWS = 3;

interface ForageListProps {
  forage: { data: readonly ForageRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  view: ForageView;
  actions: ForageActions;
  /** Absent where the member's role cannot add forage. */
  onAdd: (() => void) | undefined;
}

/** The chosen year's lots as cards, one to three abreast; or why there are none. */
export function ForageList({ forage, view, actions, onAdd }: ForageListProps) {
  if (forage.isPending) return <ListSkeleton label="Loading forage" rows={SKELETON_ROWS} />;
  if (!forage.data) {
    return <ListLoadError title="Could not load your forage" error={forage.error} fallback="Something went wrong loading the forage." onRetry={forage.refetch} />;
  }
  if (view.lots.length === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<ScreenIcon path="/forage" size={48} />}
        title={view.year === 'all' ? 'No forage recorded yet' : `No forage recorded for ${view.year}`}
        description={
          view.farmHasLots
            ? 'Lots are listed by harvest year. Choose another year, or add a lot for this one.'
            : 'Record the hay, straw, silage and haylage you put up or buy, to see the bales on hand and when stock runs low.'
        }
        action={onAdd ? <Button intent="primary" size="large" icon={<Add />} text="Add Forage" onClick={onAdd} /> : undefined}
      />
    );
  }
  return <ForageGrid lots={view.lots} year={view.year} today={view.today} actions={actions} />;
}
