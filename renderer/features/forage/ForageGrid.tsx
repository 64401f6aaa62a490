import type { ForageRecord } from '../../../core/schemas/forage';
import { cardColumns } from '../../ui/card-columns';
import { useListPlacement } from '../../ui/useListPlacement';
import type { ForageActions } from './forage-actions';
import { ForageCard } from './ForageCard';

/**
 * The lots as cards, one to three abreast by the same rule as the herd's cards. A farm keeps tens of
 * lots, not thousands, so all are drawn: find in page and screen readers reach every one.
 */
export function ForageGrid({ lots, actions }: { lots: readonly ForageRecord[]; actions: ForageActions }) {
  const { listRef, width } = useListPlacement<HTMLDivElement>();
  return (
    <div ref={listRef} className="fh-forage-grid" style={{ gridTemplateColumns: `repeat(${cardColumns(width)}, minmax(0, 1fr))` }}>
      {lots.map((lot) => (
        <ForageCard key={lot.id} lot={lot} actions={actions} />
      ))}
    </div>
  );
}
