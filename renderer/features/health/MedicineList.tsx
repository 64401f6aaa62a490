import { Button } from '@blueprintjs/core';
import { Add, Pill } from '@blueprintjs/icons';
import type { MedicineRecord } from '../../../core/schemas/health';
import { cardColumns } from '../../ui/card-columns';
import { EmptyState } from '../../ui/EmptyState';
import { ListLoadError, ListSkeleton } from '../../ui/ListStates';
import { useListPlacement } from '../../ui/useListPlacement';
import type { MedicineActions } from './medicine-actions';
import { MedicineCard } from './MedicineCard';

/** Placeholder cards while the cabinet loads. */
const SKELETON_ROWS = 3;

interface MedicineListProps {
  medicines: { data: readonly MedicineRecord[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  actions: MedicineActions;
  /** Absent where the member's role cannot add medicines. */
  onAdd: (() => void) | undefined;
}

/** The cabinet as cards, or the loading cards, the load error, or the invitation to add a medicine. */
export function MedicineList({ medicines, actions, onAdd }: MedicineListProps) {
  if (medicines.isPending) return <ListSkeleton label="Loading medicines" rows={SKELETON_ROWS} />;
  if (!medicines.data) {
    return <ListLoadError title="Could not load your medicine cabinet" error={medicines.error} fallback="Something went wrong loading the medicines." onRetry={medicines.refetch} />;
  }
  if (medicines.data.length === 0) {
    return (
      <EmptyState
        level={2}
        className="fh-list-empty"
        icon={<Pill size={48} />}
        title="No medicines yet"
        description="Add the vaccines, antibiotics and wormers you keep, with their meat and milk withdrawal days: a treatment with one of them then knows when the animal may be sold."
        action={onAdd ? <Button intent="primary" size="large" icon={<Add />} text="Add Medicine" onClick={onAdd} /> : undefined}
      />
    );
  }
  return <MedicineGrid medicines={medicines.data} actions={actions} />;
}

/**
 * The medicines as cards, one to three abreast by the herd's card rule. A cabinet holds tens of
 * products, so all are drawn: find in page and screen readers reach every one.
 */
function MedicineGrid({ medicines, actions }: { medicines: readonly MedicineRecord[]; actions: MedicineActions }) {
  const { listRef, width } = useListPlacement<HTMLDivElement>();
  return (
    <div ref={listRef} className="fh-medicine-grid" style={{ gridTemplateColumns: `repeat(${cardColumns(width)}, minmax(0, 1fr))` }}>
      {medicines.map((medicine) => (
        <MedicineCard key={medicine.id} medicine={medicine} actions={actions} />
      ))}
    </div>
  );
}
