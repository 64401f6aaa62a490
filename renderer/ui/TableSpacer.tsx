import './TableSpacer.css';

/** What a virtualizer says of a drawn row: where it starts and ends. */
interface DrawnRow {
  start: number;
  end: number;
}

/**
 * How tall the rows a virtual table has not drawn would be, above and below those it has: `total`
 * is the virtualizer's whole height, and the rows' places count from `offset` (a window
 * virtualizer's scroll margin).
 */
export function spacerHeights(rows: readonly DrawnRow[], total: number, offset = 0): { before: number; after: number } {
  return { before: (rows[0]?.start ?? offset) - offset, after: total - ((rows.at(-1)?.end ?? offset) - offset) };
}

/** A row standing in for rows not drawn: as tall as they would be, hidden from a screen reader. */
export function TableSpacer({ columns, height }: { columns: number; height: number }) {
  if (height <= 0) return null;
  return (
    <tr className="fh-table-spacer" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}
