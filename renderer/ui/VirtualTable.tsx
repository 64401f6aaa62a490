import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { spacerHeights, TableSpacer } from './TableSpacer';
import { useListPlacement } from './useListPlacement';

export interface TableColumn {
  label: string;
  /** Fixed widths (table-layout: fixed): an automatic layout would re-measure every drawn row on
   * each scroll step, and the columns would shift as longer names come into view. */
  width: string;
}

const OVERSCAN = 8;

interface VirtualTableProps<T extends { id: string }> {
  items: readonly T[];
  columns: readonly TableColumn[];
  /** A first guess at a row's height; each row is measured once drawn. */
  estimatedRowPx: number;
  label?: string;
  /** One row: it must pass `measure` as its ref and carry `data-index={index}`. */
  row: (item: T, index: number, measure: (element: Element | null) => void) => ReactNode;
}

/**
 * A table drawn only near the screen: spacer rows above and below stand in for the rows scrolled
 * away, so the table keeps its real columns and a screen reader its row count.
 */
export function VirtualTable<T extends { id: string }>({ items, columns, estimatedRowPx, label, row }: VirtualTableProps<T>) {
  const { listRef, top } = useListPlacement<HTMLTableSectionElement>();
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedRowPx,
    overscan: OVERSCAN,
    scrollMargin: top,
  });
  const rows = virtualizer.getVirtualItems();
  const { before, after } = spacerHeights(rows, virtualizer.getTotalSize(), top);

  return (
    <div className="fh-cattle-table-wrap">
      <table className="fh-cattle-table" aria-label={label} aria-rowcount={items.length + 1}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef}>
          <TableSpacer columns={columns.length} height={before} />
          {rows.map((virtualRow) => {
            const item = items[virtualRow.index];
            return item ? row(item, virtualRow.index, virtualizer.measureElement) : null;
          })}
          <TableSpacer columns={columns.length} height={after} />
        </tbody>
      </table>
    </div>
  );
}
