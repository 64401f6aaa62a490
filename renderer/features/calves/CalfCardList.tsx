import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { cardColumns, rowSlice } from '../cattle/list/card-columns';
import { useListPlacement } from '../cattle/list/useListPlacement';
import type { CalfActions } from './calf-actions';
import { CalfCard } from './CalfCard';

/** A first guess at a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 260;
/** Rows drawn beyond the screen's edge, so a quick flick does not show blank space. */
const OVERSCAN = 4;

interface CalfCardListProps {
  calves: readonly CattleRecord[];
  today: string;
  actions: CalfActions;
}

/**
 * The calves as cards, in rows of one or two, drawn only near the screen: a big ranch's calf crop
 * runs to thousands.
 */
export function CalfCardList({ calves, today, actions }: CalfCardListProps) {
  const { listRef, top, width } = useListPlacement<HTMLDivElement>();
  const columns = cardColumns(width);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(calves.length / columns),
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
          {rowSlice(calves, row.index, columns).map((calf) => (
            <CalfCard key={calf.id} calf={calf} today={today} actions={actions} />
          ))}
        </div>
      ))}
    </div>
  );
}
