import { Buffer } from 'node:buffer';
import { CsvError, parse } from 'csv-parse/sync';
import { HERD_FILE_MESSAGES, HerdFileError, requireWidth, type HerdSheet } from './herd-file';

// CSV text through csv-parse: quoted fields (with commas, quotes and line breaks inside), a byte
// order mark, and the separator a spreadsheet wrote (a comma, or a semicolon where the comma is the
// decimal mark, or a tab) told by the header line. Each record is one spreadsheet row, so a quoted
// note over three lines is still one row number; an empty line is a row too.

/** Control characters no text file holds (all but tab, line feed and carriage return). */
const BINARY = /(?![\t\n\r])\p{Cc}/u;

/** The file's text: UTF-8, else the Windows code page older Excel saves CSV in. Bytes that are no text are refused. */
function textOf(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    text = new TextDecoder('windows-1252').decode(file);
  }
  if (BINARY.test(text)) throw new HerdFileError(HERD_FILE_MESSAGES.notSpreadsheet);
  return text;
}

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator the header line uses most, outside quotes; a comma when it names one column. */
export function separatorOf(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, each) => (each[1] > best[1] ? each : best))[0];
}

/** CSV text as one unnamed sheet. */
export function readCsv(file: Buffer): HerdSheet {
  const text = textOf(file);
  const options = {
    bom: true,
    delimiter: separatorOf(text),
    // Any line ending, even mixed: a file pieced together from two programs has both.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  };
  let records: string[][];
  try {
    let number = 0;
    records = parse(text, {
      ...options,
      // Refused as it is read: a row of a hundred thousand columns stops the reading there.
      on_record: (record: string[]) => {
        number += 1;
        requireWidth(number, record.length);
        return record;
      },
    }) as string[][];
  } catch (error) {
    if (error instanceof HerdFileError) throw error;
    if (error instanceof CsvError) throw new HerdFileError(HERD_FILE_MESSAGES.badCsv(Number(error.lines ?? 0), error.message.replace(/^[^:]*:\s*/, '')));
    throw error;
  }
  return { name: null, rows: records.map((cells, i) => ({ number: i + 1, cells })) };
}
