import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, type ReactNode } from 'react';
import { cardColumns, rowSlice } from './card-columns';
import { useListPlacement } from './useListPlacement';
import './VirtualCardGrid.css';

/** Rows drawn beyond the screen's edge, so a quick flick does not show blank space. */
const OVERSCAN = 4;

interface VirtualCardGridProps<T extends { id: string }> {
  items: readonly T[];
  /** A first guess at a row's height; each row is measured once drawn. */
  estimatedRowPx: number;
  card: (item: T) => ReactNode;
}

/**
 * Cards in rows of one to three (as wide as the screen allows), drawn only near the screen: a big
 * ranch's herd or calf crop runs to thousands, and drawing them all would stall a phone.
 */
export function VirtualCardGrid<T extends { id: string }>({ items, estimatedRowPx, card }: VirtualCardGridProps<T>) {
  const { listRef, top, width } = useListPlacement<HTMLDivElement>();
  const columns = cardColumns(width);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimatedRowPx,
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
          {rowSlice(items, row.index, columns).map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
