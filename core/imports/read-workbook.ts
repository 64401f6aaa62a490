import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { CATTLE_SHEETS } from '../exports/cattle-workbook';
import { HERD_FILE_MESSAGES, HerdFileError, requireWidth, type Cell, type HerdSheet, type SheetRow } from './herd-file';
import { checkedWorkbookZip } from './workbook-zip';

// An .xlsx herd file through exceljs's streaming reader, a row at a time (10,000 head in about a
// second, without the whole workbook's model in memory). Which sheets hold the herd: Farm Hand's
// own export has one per kind (Cows, Bulls, Calves, Steers) beside its health sheets, so those four
// when the workbook has any of them; any other workbook, its first sheet.

const CATTLE_SHEET_NAMES = new Set<string>(CATTLE_SHEETS.map((sheet) => sheet.name));

/** A cell as exceljs gives it (rich text, a formula's result, a link's text, an error) as a plain value. */
function plainCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value !== 'object') return null;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((run: { text?: unknown }) => String(run.text ?? '')).join('');
  if ('result' in value) return plainCell(value.result);
  if ('text' in value) return plainCell(value.text);
  // An error cell (#N/A) holds no value.
  return null;
}

function rowOf(row: ExcelJS.Row): SheetRow {
  // row.values is 1-based and sparse; its length is one more than the last column with a cell.
  const values = row.values as unknown[];
  requireWidth(row.number, values.length - 1);
  const cells: Cell[] = [];
  for (let column = 1; column < values.length; column += 1) cells.push(plainCell(values[column]));
  return { number: row.number, cells };
}

async function rowsOf(worksheet: AsyncIterable<ExcelJS.Row>): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of worksheet) rows.push(rowOf(row));
  return rows;
}

/** The herd's sheets of an .xlsx file (already known to be a zip). */
export async function readWorkbook(file: Buffer): Promise<HerdSheet[]> {
  const zip = await checkedWorkbookZip(file);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const cattleSheets: HerdSheet[] = [];
  let first: HerdSheet | null = null;
  try {
    for await (const worksheet of reader) {
      const name = (worksheet as unknown as { name?: string }).name ?? null;
      const sheets = worksheet as unknown as AsyncIterable<ExcelJS.Row>;
      // A sheet neither of the herd nor the first is left unread: the reader skips its bytes.
      if (name !== null && CATTLE_SHEET_NAMES.has(name)) cattleSheets.push({ name, rows: await rowsOf(sheets) });
      else if (first === null) first = { name, rows: await rowsOf(sheets) };
    }
  } catch (error) {
    if (error instanceof HerdFileError) throw error;
    // exceljs refuses what no Excel writes (a column past XFD, the 16,384th, say).
    throw new HerdFileError(HERD_FILE_MESSAGES.damaged);
  }
  if (cattleSheets.length > 0) return cattleSheets;
  if (first === null) throw new HerdFileError(HERD_FILE_MESSAGES.noSheet);
  return [first];
}
