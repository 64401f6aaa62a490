import { Button } from '@blueprintjs/core';
import { Add, Search, Snowflake } from '@blueprintjs/icons';
import { EmptyState } from '../../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../../ui/ListStates';
import type { SemenActions } from './semen-actions';
import { TankCard } from './TankCard';
import { TankDetail } from './TankDetail';
import type { SemenInventoryView } from './useSemenInventory';
import './SemenResults.css';

/** Placeholder cards while the inventory loads. */
const SKELETON_ROWS = 3;

/** The tanks in the chosen layout; or loading, the error, no tanks yet, or no match for the search. */
export function SemenResults({ view, actions }: { view: SemenInventoryView; actions: SemenActions }) {
  if (!view.inventory) {
    return view.isPending ? (
      <ListSkeleton label="Loading semen tanks" rows={SKELETON_ROWS} />
    ) : (
      <ListLoadError title="Could not load your semen tanks" error={view.error} fallback="Something went wrong loading the semen inventory." onRetry={view.refetch} />
    );
  }
  if (view.inventory.length === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Snowflake size={48} />}
        title="No semen tanks yet"
        description="Add your semen tanks, then the canes in each and the straws of each bull."
        action={actions.addTank ? <Button intent="primary" size="large" icon={<Add />} text="Add Tank" onClick={actions.addTank} /> : undefined}
      />
    );
  }
  if (view.visible.length === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Search size={48} />}
        title={`No straws match "${view.query.trim()}"`}
        description="Search by bull name, registration number, breed, tank or cane."
        action={<Button variant="outlined" text="Clear search" onClick={() => view.setQuery('')} />}
      />
    );
  }
  return view.layout === 'overview' ? (
    <div className="fh-semen-tanks">
      {view.visible.map((stock) => (
        <TankCard key={stock.tank.id} stock={stock} storageName={stock.tank.storageTankId ? view.storageNames.get(stock.tank.storageTankId) : undefined} actions={actions} />
      ))}
    </div>
  ) : (
    <div className="fh-semen-details">
      {view.visible.map((stock) => (
        <TankDetail key={stock.tank.id} stock={stock} actions={actions} />
      ))}
    </div>
  );
}
