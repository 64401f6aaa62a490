import { breedValue } from '../domain/breeds';
import type { CellKind } from '../domain/import-columns';
import { sheetDate, sheetSex } from '../domain/import-rows';
import { centsFromDollars, numberOrNull } from '../schemas/form-text';
import type { Cell } from './herd-file';

// A cell into what the API takes for its field, read as the forms read what is typed (dollars to
// cents, "1,250" as 1250). Nothing is judged here: a value that is wrong goes on as it is (text
// that is no number as NaN), and the record's own schema refuses it in the form's words.

/** A cell as text: a sheet's date as its day, a number as written, text trimmed; nothing is ''. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return sheetDate(cell);
  return String(cell).trim();
}

/** Whether two cells read the same (a sheet's date and its text, 1270 and "1270"). */
export const sameCell = (a: Cell, b: Cell): boolean => cellText(a) === cellText(b);

const numberOf = (cell: Exclude<Cell, null>): number | null => (typeof cell === 'number' ? cell : typeof cell === 'string' ? numberOrNull(cell) : Number.NaN);

/** The API's value of a field from its cell; a blank cell is null (the field left empty). */
export function fieldValue(kind: CellKind, cell: Cell): unknown {
  if (cellText(cell) === '') return null;
  const value = cell as Exclude<Cell, null>;
  switch (kind) {
    case 'text':
      return cellText(value);
    case 'breed':
      return breedValue(cellText(value));
    case 'sex':
      return sheetSex(cellText(value));
    case 'date':
      return typeof value === 'boolean' ? String(value) : sheetDate(value);
    case 'pounds':
    case 'count':
      return numberOf(value);
    case 'dollars':
      return typeof value === 'number' ? Math.round(value * 100) : centsFromDollars(cellText(value));
  }
}
