import type { ForageRecord } from '../../../core/schemas/forage';
import { cardColumns } from '../../ui/card-columns';
import { useListPlacement } from '../../ui/useListPlacement';
import type { YearChoice } from '../../ui/year-choice';
import type { ForageActions } from './forage-actions';
import { ForageCard } from './ForageCard';
import { forageYear } from './forage-year';

interface ForageGridProps {
  lots: readonly ForageRecord[];
  /** The year chosen: with all years shown, each card names its own. */
  year: YearChoice;
  today: string;
  actions: ForageActions;
}

/**
 * The lots as cards, one to three abreast by the same rule as the herd's cards. A farm keeps tens of
 * lots, not thousands, so all are drawn: find in page and screen readers reach every one.
 */
export function ForageGrid({ lots, year, today, actions }: ForageGridProps) {
  const { listRef, width } = useListPlacement<HTMLDivElement>();
  return (
    <div ref={listRef} className="fh-forage-grid" style={{ gridTemplateColumns: `repeat(${cardColumns(width)}, minmax(0, 1fr))` }}>
      {lots.map((lot) => (
        <ForageCard key={lot.id} lot={lot} year={year === 'all' ? forageYear(lot, today) : null} actions={actions} />
      ))}
    </div>
  );
}
