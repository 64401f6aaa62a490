import { Button } from '@blueprintjs/core';
import { Add, Tree } from '@blueprintjs/icons';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { EmptyState } from '../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import type { PastureActions } from './pasture-actions';
import { PastureCard } from './PastureCard';

/** Placeholder cards while the pastures and the herd load. */
const SKELETON_ROWS = 3;

interface Loaded<T> {
  data: readonly T[] | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

interface PastureListProps {
  pastures: Loaded<PastureRecord>;
  herd: Loaded<CattleRecord>;
  /** Every animal record by the pasture it names. */
  cattle: ReadonlyMap<string, readonly CattleRecord[]>;
  today: string;
  actions: PastureActions;
  /** Absent where the member's role cannot add pastures. */
  onAdd: (() => void) | undefined;
}

const NO_CATTLE: readonly CattleRecord[] = [];

/** The pastures as cards, once both they and the herd they count have loaded; or why not. */
export function PastureList({ pastures, herd, cattle, today, actions, onAdd }: PastureListProps) {
  if (pastures.isPending || herd.isPending) return <ListSkeleton label="Loading pastures" rows={SKELETON_ROWS} />;
  if (!pastures.data || !herd.data) {
    return (
      <ListLoadError
        title="Could not load your pastures"
        error={pastures.error ?? herd.error}
        fallback="Something went wrong loading the pastures."
        onRetry={() => Promise.all([pastures.refetch(), herd.refetch()])}
      />
    );
  }
  if (pastures.data.length === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Tree size={48} />}
        title="No pastures yet"
        description="Add your pastures with how many head each carries, to see who grazes where and where there is room."
        action={onAdd ? <Button intent="primary" size="large" icon={<Add />} text="Add Pasture" onClick={onAdd} /> : undefined}
      />
    );
  }
  return (
    <div className="fh-pasture-grid">
      {pastures.data.map((pasture) => (
        <PastureCard key={pasture.id} pasture={pasture} animals={cattle.get(pasture.name) ?? NO_CATTLE} today={today} actions={actions} />
      ))}
    </div>
  );
}
