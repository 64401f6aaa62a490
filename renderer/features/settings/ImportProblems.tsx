import { countOf } from '../../../core/domain/plural';
import type { ImportReport } from '../../../core/schemas/imports';
import { Classes } from '../../ui/controls';

const TABLE = [Classes.HTML_TABLE, Classes.COMPACT, Classes.HTML_TABLE_STRIPED, 'fh-import-problems-table'].join(' ');

/**
 * Every problem of the file, by sheet, row and column, in a region that scrolls on its own (and
 * takes the focus, so a keyboard scrolls it too): a file with hundreds shows them all.
 */
export function ImportProblems({ errors }: { errors: ImportReport['errors'] }) {
  const sheets = errors.some((error) => error.sheet !== undefined);
  const caption = countOf(errors.length, 'problem');
  return (
    <div className="fh-import-problems" role="region" aria-label={`The file's problems: ${caption}`} tabIndex={0}>
      <table className={TABLE}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {sheets ? <th scope="col">Sheet</th> : null}
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            // A row can have several problems, even in one column: the place in the list tells them apart.
            <tr key={index}>
              {sheets ? <td>{error.sheet ?? ''}</td> : null}
              <td>{error.row}</td>
              <td>{error.column}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
