import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import type { CattleActions } from './cattle-actions';
import { CattleTableRow } from './CattleTableRow';
import { useListPlacement } from './useListPlacement';
import './CattleTable.css';
import './cattle-tags.css';

// Fixed widths (table-layout: fixed): an automatic layout would re-measure every drawn row on each
// scroll step, and the columns would shift as animals with longer names come into view.
const COLUMNS = [
  { label: 'Identifier', width: '14%' },
  { label: 'Type', width: '8%' },
  { label: 'Breed', width: '15%' },
  { label: 'Pasture', width: '12%' },
  { label: 'Status', width: '9%' },
  { label: 'Age', width: '10%' },
  { label: 'Weight', width: '9%' },
  { label: 'Lineage', width: '23%' },
  { label: 'Actions', width: '132px' },
];
/** A first guess at a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 72;
const OVERSCAN = 8;

/** Stands in for the rows scrolled out of view, keeping the scroll height true. */
const Spacer = ({ height }: { height: number }) => (
  <tr className="fh-table-spacer" aria-hidden="true">
    <td colSpan={COLUMNS.length} style={{ height }} />
  </tr>
);

interface CattleTableProps {
  animals: readonly CattleRecord[];
  today: string;
  actions: CattleActions;
}

/**
 * The herd as a table, drawn only near the screen: spacer rows above and below stand in for the
 * rows scrolled away, so the table keeps its real columns and a screen reader its row count.
 */
export function CattleTable({ animals, today, actions }: CattleTableProps) {
  const { listRef, top } = useListPlacement<HTMLTableSectionElement>();
  const virtualizer = useWindowVirtualizer({
    count: animals.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows.length > 0 ? (rows[0]?.start ?? top) - top : 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? top) - top) : 0;

  return (
    <div className="fh-cattle-table-wrap">
      <table className="fh-cattle-table" aria-rowcount={animals.length + 1}>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef}>
          {before > 0 ? <Spacer height={before} /> : null}
          {rows.map((row) => {
            const animal = animals[row.index];
            return animal ? (
              <CattleTableRow
                key={animal.id}
                animal={animal}
                index={row.index}
                today={today}
                actions={actions}
                measure={virtualizer.measureElement}
              />
            ) : null;
          })}
          {after > 0 ? <Spacer height={after} /> : null}
        </tbody>
      </table>
    </div>
  );
}
