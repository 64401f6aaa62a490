import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { countOf } from '../../../core/domain/plural';
import type { ImportReport } from '../../../core/schemas/imports';
import { Classes } from '../../ui/controls';
import { spacerHeights, TableSpacer } from '../../ui/TableSpacer';

const TABLE = [Classes.HTML_TABLE, Classes.COMPACT, 'fh-import-problems-table'].join(' ');
/** A first guess at a row's height (one line); each row is measured once drawn, a wrapped message too. */
const ROW_PX = 29;
const OVERSCAN = 10;

/**
 * Every problem of the file, by sheet, row and column, in a region that scrolls on its own (and
 * takes the focus, so a keyboard scrolls it too). Only the rows near the region's view are drawn,
 * spacer rows standing in for the rest, so a file whose 10,000 rows all have problems shows them
 * all as fast as one with three; the table keeps its real row count for a screen reader.
 */
export function ImportProblems({ errors }: { errors: ImportReport['errors'] }) {
  const box = useRef<HTMLDivElement>(null);
  // The rule warns that the React Compiler would leave this component unmemoized: the virtualizer's
  // answers change as the box scrolls, so that is what it must be (the app is not compiled with it).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: errors.length, getScrollElement: () => box.current, estimateSize: () => ROW_PX, overscan: OVERSCAN });
  const rows = virtualizer.getVirtualItems();
  const { before, after } = spacerHeights(rows, virtualizer.getTotalSize());
  const sheets = errors.some((error) => error.sheet !== undefined);
  const columns = sheets ? 4 : 3;
  const caption = countOf(errors.length, 'problem');
  return (
    <div ref={box} className="fh-import-problems" role="region" aria-label={`The file's problems: ${caption}`} tabIndex={0}>
      <table className={TABLE} aria-rowcount={errors.length + 1}>
        <caption>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {sheets ? <th scope="col">Sheet</th> : null}
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          <TableSpacer columns={columns} height={before} />
          {rows.map(({ index }) => {
            const error = errors[index];
            if (!error) return null;
            return (
              // A row can have several problems, even in one column: the place in the list tells them apart.
              <tr key={index} ref={virtualizer.measureElement} data-index={index} aria-rowindex={index + 2}>
                {sheets ? <td>{error.sheet ?? ''}</td> : null}
                <td>{error.row}</td>
                <td>{error.column}</td>
                <td>{error.message}</td>
              </tr>
            );
          })}
          <TableSpacer columns={columns} height={after} />
        </tbody>
      </table>
    </div>
  );
}
