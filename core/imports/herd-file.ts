import { RuleViolationError } from '../errors';
import { FILE_TOO_LARGE } from '../schemas/imports';

// A herd file as the import reads it, whatever it came as: sheets of rows of plain cells, each row
// with the number a spreadsheet shows for it. And the limits that keep a hostile file from holding
// the server up: its size, what it unpacks to, how wide a row may be.

/** A cell's value: text, a number, a date (a sheet's own), true or false, or nothing. */
export type Cell = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row's number as a spreadsheet shows it (the first row is 1). */
  number: number;
  cells: Cell[];
}

export interface HerdSheet {
  /** The workbook's sheet name; null for CSV text, which has one unnamed sheet. */
  name: string | null;
  rows: SheetRow[];
}

/** What a workbook may unpack to, each part and all of them together. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Columns a row may fill: the export has 34, a rancher's own sheet a few more. */
export const MAX_COLUMNS = 1000;

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const HERD_FILE_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: FILE_TOO_LARGE,
  notSpreadsheet: 'The file is neither an Excel workbook (.xlsx) nor CSV text',
  pdf: 'The file is a PDF, not a spreadsheet: save the sheet as an Excel workbook (.xlsx) or CSV',
  oldExcel: 'The file is an Excel 97–2003 workbook (.xls): save it as an Excel workbook (.xlsx) or CSV',
  notWorkbook: 'The file is a zip archive, not an Excel workbook (.xlsx)',
  damaged: 'The workbook is damaged and cannot be read',
  unpacksTooLarge: `The workbook unpacks to more than ${megabytes(MAX_UNPACKED_BYTES)}: too large to read`,
  tooWide: (row: number, columns: number) => `Row ${row} has ${columns} columns; a herd file has at most ${MAX_COLUMNS}`,
  noSheet: 'The workbook has no sheet to read',
  badCsv: (line: number, why: string) => `The CSV text cannot be read at line ${line}: ${why}`,
} as const;

/** A file the import cannot read at all: answered as bad input (400) with what is wrong with it. */
export class HerdFileError extends RuleViolationError {
  constructor(message: string) {
    super(message);
    this.name = 'HerdFileError';
  }
}

/** Whether a row holds nothing: no cell with a value. */
export const isBlankRow = (row: SheetRow): boolean => row.cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** Refuses a row wider than a herd file may be, before it is kept. */
export function requireWidth(number: number, columns: number): void {
  if (columns > MAX_COLUMNS) throw new HerdFileError(HERD_FILE_MESSAGES.tooWide(number, columns));
}
