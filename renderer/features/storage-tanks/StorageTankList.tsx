import { Button } from '@blueprintjs/core';
import { Add, Database } from '@blueprintjs/icons';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { EmptyState } from '../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import type { StorageTankActions } from './storage-tank-actions';
import { StorageTankCard } from './StorageTankCard';
import type { ContentsOf } from './useTankContents';

/** Placeholder cards while the tanks and what is in them load. */
const SKELETON_ROWS = 3;

interface Loaded {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface StorageTankListProps {
  /** The storage tanks, once they and the semen tanks and embryo lots in them have all loaded. */
  tanks: readonly StorageTankRecord[] | undefined;
  /** The three reads behind the cards: the tanks, the semen tanks and the embryo lots. */
  reads: readonly Loaded[];
  contentsOf: ContentsOf;
  actions: StorageTankActions;
  /** Absent where the member's role cannot add storage tanks. */
  onAdd: (() => void) | undefined;
}

/** The storage tanks as cards, or the loading cards, the load error, or the invitation to add one. */
export function StorageTankList({ tanks, reads, contentsOf, actions, onAdd }: StorageTankListProps) {
  if (reads.some((read) => read.isPending)) return <ListSkeleton label="Loading storage tanks" rows={SKELETON_ROWS} />;
  if (!tanks) {
    return (
      <ListLoadError
        title="Could not load your storage tanks"
        error={reads.find((read) => read.error)?.error}
        fallback="Something went wrong loading the storage tanks."
        onRetry={() => Promise.all(reads.filter((read) => read.error).map((read) => read.refetch()))}
      />
    );
  }
  if (tanks.length === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Database size={48} />}
        title="No storage tanks yet"
        description="Add your nitrogen tanks, freezers and shippers to see how full each one is and which semen tanks and embryos it holds."
        action={onAdd ? <Button intent="primary" size="large" icon={<Add />} text="Add Storage Tank" onClick={onAdd} /> : undefined}
      />
    );
  }
  return (
    <div className="fh-storage-grid">
      {tanks.map((tank) => (
        <StorageTankCard key={tank.id} tank={tank} contents={contentsOf(tank.id)} actions={actions} />
      ))}
    </div>
  );
}
