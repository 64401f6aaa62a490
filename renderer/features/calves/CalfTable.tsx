import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { useListPlacement } from '../cattle/list/useListPlacement';
import type { CalfActions } from './calf-actions';
import { CalfTableRow } from './CalfTableRow';
import '../cattle/list/CattleTable.css';

// Fixed widths (table-layout: fixed), so the columns do not shift as other calves scroll into view.
const COLUMNS = [
  { label: 'Calf', width: '17%' },
  { label: 'Sex', width: '8%' },
  { label: 'Born', width: '13%' },
  { label: 'Lineage', width: '19%' },
  { label: 'Weight', width: '12%' },
  { label: 'Pasture', width: '13%' },
  { label: 'Weaning', width: '18%' },
  { label: 'Actions', width: '96px' },
];
/** A first guess at a row's height; each row is measured once drawn. */
const ESTIMATED_ROW_PX = 64;
const OVERSCAN = 8;

/** Stands in for the rows scrolled out of view, keeping the scroll height true. */
const Spacer = ({ height }: { height: number }) => (
  <tr className="fh-table-spacer" aria-hidden="true">
    <td colSpan={COLUMNS.length} style={{ height }} />
  </tr>
);

interface CalfTableProps {
  calves: readonly CattleRecord[];
  today: string;
  actions: CalfActions;
}

/** The calves as a table on large screens, drawn only near the screen, its header row sticky. */
export function CalfTable({ calves, today, actions }: CalfTableProps) {
  const { listRef, top } = useListPlacement<HTMLTableSectionElement>();
  const virtualizer = useWindowVirtualizer({
    count: calves.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: top,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows.length > 0 ? (rows[0]?.start ?? top) - top : 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? top) - top) : 0;

  return (
    <div className="fh-cattle-table-wrap">
      <table className="fh-cattle-table" aria-label="Calves" aria-rowcount={calves.length + 1}>
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
            const calf = calves[row.index];
            return calf ? (
              <CalfTableRow key={calf.id} calf={calf} index={row.index} today={today} actions={actions} measure={virtualizer.measureElement} />
            ) : null;
          })}
          {after > 0 ? <Spacer height={after} /> : null}
        </tbody>
      </table>
    </div>
  );
}
