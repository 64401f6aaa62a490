import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { ListLoadError, ListSkeleton } from '../../../ui/ListStates';
import type { EmbryoActions } from './embryo-actions';
import { EmbryoCard } from './EmbryoCard';
import { EmbryoEmptyState } from './EmbryoEmptyState';

/** Placeholder cards while the lots load. */
const SKELETON_ROWS = 3;

interface EmbryoListProps {
  embryos: { data: readonly EmbryoRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  /** The lots the search leaves. */
  visible: readonly EmbryoRecord[];
  /** Storage tank names by id. */
  tankNames: ReadonlyMap<string, string>;
  searching: boolean;
  actions: EmbryoActions;
  /** Absent where the member's role cannot add embryos. */
  onAdd: (() => void) | undefined;
  onClearSearch: () => void;
}

/** The lots as cards, one column on phones and up to three on wide screens; or why there are none. */
export function EmbryoList({ embryos, visible, tankNames, searching, actions, onAdd, onClearSearch }: EmbryoListProps) {
  if (embryos.isPending) return <ListSkeleton label="Loading embryos" rows={SKELETON_ROWS} />;
  if (!embryos.data) {
    return <ListLoadError title="Could not load your embryos" error={embryos.error} fallback="Something went wrong loading the embryos." onRetry={embryos.refetch} />;
  }
  if (visible.length === 0) return <EmbryoEmptyState searching={searching} onAdd={onAdd} onClearSearch={onClearSearch} />;
  return (
    <div className="fh-embryo-grid">
      {visible.map((lot) => (
        <EmbryoCard key={lot.id} lot={lot} tankName={lot.storageTankId ? (tankNames.get(lot.storageTankId) ?? null) : null} actions={actions} />
      ))}
    </div>
  );
}
