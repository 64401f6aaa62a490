import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { CattleCard } from './CattleCard';
import type { CattleActions } from './cattle-actions';
import { cardColumns, rowSlice } from './card-columns';
import { useListPlacement } from './useListPlacement';
import './CattleCard.css';
import './cattle-tags.css';

/** A first guess at a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 240;
/** Rows drawn beyond the screen's edge, so a quick flick does not show blank space. */
const OVERSCAN = 4;

interface CattleCardListProps {
  animals: readonly CattleRecord[];
  today: string;
  actions: CattleActions;
}

/** The herd as cards, in rows of one to three, drawn only near the screen (10,000 head scroll). */
export function CattleCardList({ animals, today, actions }: CattleCardListProps) {
  const { listRef, top, width } = useListPlacement<HTMLDivElement>();
  const columns = cardColumns(width);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(animals.length / columns),
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
  });

  return (
    <div ref={listRef} className="fh-card-list" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="fh-card-row"
          style={{ transform: `translateY(${row.start - top}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {rowSlice(animals, row.index, columns).map((animal) => (
            <CattleCard key={animal.id} animal={animal} today={today} actions={actions} />
          ))}
        </div>
      ))}
    </div>
  );
}
