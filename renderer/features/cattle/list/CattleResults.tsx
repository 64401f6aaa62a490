import { Button } from '@blueprintjs/core';
import { Refresh, WarningSign } from '@blueprintjs/icons';
import { errorMessage } from '../../../api/errors';
import { EmptyState } from '../../../ui/EmptyState';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { CattleActions } from './cattle-actions';
import { CattleCardList } from './CattleCardList';
import { CattleEmptyState } from './CattleEmptyState';
import { CattleListSkeleton } from './CattleListSkeleton';
import { CattleTable } from './CattleTable';
import type { CattleView } from '../../../ui/device-settings';
import type { HerdView } from './useHerdView';
import './CattleStates.css';

interface CattleResultsProps {
  herd: { data: readonly CattleRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  view: HerdView;
  layout: CattleView;
  actions: CattleActions;
  onAdd: () => void;
}

/** Below the toolbar: loading rows, the error, "No cattle found", or the herd as cards or a table. */
export function CattleResults({ herd, view, layout, actions, onAdd }: CattleResultsProps) {
  if (herd.isPending) return <CattleListSkeleton />;
  if (!herd.data) {
    return (
      <EmptyState
        level={2}
        className="fh-cattle-empty"
        icon={<WarningSign size={48} />}
        title="Could not load your cattle"
        description={errorMessage(herd.error, 'Something went wrong loading the herd.')}
        action={<Button variant="outlined" icon={<Refresh />} text="Try again" onClick={() => void herd.refetch()} />}
      />
    );
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
