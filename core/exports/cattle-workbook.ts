// The herd book as an Excel workbook (docs/exports.md): sheets Cows (cows and heifers), Bulls,
// Calves and Steers, always all four, each in the list order (numeric tag, then name), then the
// farm's Treatments and Weights (health-sheets.ts). Written with
// exceljs' streaming WorkbookWriter straight into the caller's Writable (an HTTP response, a file
// the desktop shell opened, a mail attachment): rows are committed as they are written and read
// from SQLite a chunk at a time, so 100,000 head cost no more memory than 1,000.
import { Buffer } from 'node:buffer';
import { PassThrough, type Writable } from 'node:stream';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { compareCattle } from '../domain/cattle-sort';
import { normaliseType, type CattleType } from '../domain/cattle-types';
import { todayISO } from '../domain/dates';
import { toCattleRecord } from '../db/cattle';
import type { FarmDb } from '../db/open-farm-db';
import { cattle } from '../db/schema';
import { CATTLE_COLUMNS, cattleRow, columnWidths, MEASURED_FIELDS, type CellValue, type TextLengths } from './cattle-columns';
import { HEALTH_SHEETS } from './health-sheets';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const CATTLE_SHEETS = [
  { name: 'Cows', types: ['Cow', 'Heifer'] },
  { name: 'Bulls', types: ['Bull'] },
  { name: 'Calves', types: ['Calf'] },
  { name: 'Steers', types: ['Steer'] },
] as const satisfies readonly { name: string; types: readonly CattleType[] }[];

export type CattleSheetName = (typeof CATTLE_SHEETS)[number]['name'];

/** The export's file name, dated the day of the export: `farm_hand_cattle_{YYYY-MM-DD}.xlsx`. */
export function cattleWorkbookFileName(today: string = todayISO()): string {
  return `farm_hand_cattle_${today}.xlsx`;
}

/** The sheet an animal goes on. A type outside the five (none should exist) lands on Cows, never nowhere. */
export function sheetFor(type: string | null | undefined): CattleSheetName {
  const normalised = normaliseType(type);
  return CATTLE_SHEETS.find((sheet) => (sheet.types as readonly string[]).includes(normalised ?? ''))?.name ?? 'Cows';
}

export interface CattleWorkbookOptions {
  /** 'YYYY-MM-DD' for ages; the local calendar day by default. */
  today?: string;
  /** Animals read from SQLite per query (and rows written between two waits for the reader). */
  chunkSize?: number;
}

export interface CattleWorkbookSummary {
  cattleCount: number;
  sheets: Record<CattleSheetName, number>;
}

/** The reader went away (a phone lost signal mid-download): writing stops, nothing is left running. */
export class ExportAbortedError extends Error {
  constructor() {
    super('The export was cancelled before it finished');
    this.name = 'ExportAbortedError';
  }
}

// One style object per column, shared by all its cells: exceljs then recognises it (a WeakMap)
// instead of rendering and looking up the style's XML once per cell, a third of the export's time.
const NO_STYLE: Partial<ExcelJS.Style> = {};
const CELL_STYLES: Partial<ExcelJS.Style>[] = CATTLE_COLUMNS.map((column) => (column.numFmt ? { numFmt: column.numFmt } : NO_STYLE));

interface SheetPlan {
  ids: string[];
  lengths: TextLengths;
}

/**
 * One light pass over the farm (id, tag, name, type) decides every row's sheet and place; the
 * full records are then read in chunks of ids. The list order is the domain's (compareCattle),
 * which SQL cannot express (natural order for non-numeric tags and names), hence the sort in JS.
 */
function planSheets(db: FarmDb, userId: string): Map<CattleSheetName, SheetPlan> {
  const plans = new Map<CattleSheetName, SheetPlan>(CATTLE_SHEETS.map((s) => [s.name, { ids: [], lengths: {} }]));
  const keys = db
    .select({ id: cattle.id, tag: cattle.tag, name: cattle.name, type: cattle.type })
    .from(cattle)
    .where(eq(cattle.userId, userId))
    .all()
    .sort(compareCattle);
  for (const key of keys) plans.get(sheetFor(key.type))?.ids.push(key.id);

  // Longest text per column and type, for widths that fit without holding the rows.
  const longest = (column: SQLWrapper) => sql<number | null>`max(length(${column}))`;
  const measured = db
    .select({
      type: cattle.type,
      identifier: sql<number | null>`max(coalesce(length(trim(${cattle.tag})), 0) + coalesce(length(trim(${cattle.name})), 0) + 1)`,
      tag: longest(cattle.tag),
      name: longest(cattle.name),
      breed: longest(cattle.breed),
      breedComposition: longest(cattle.breedComposition),
      registrationNumber: longest(cattle.registrationNumber),
      pasture: longest(cattle.pasture),
      cowTag: longest(cattle.cowTag),
      sireTag: longest(cattle.sireTag),
      breedingSire: longest(cattle.breedingSire),
      disposition: longest(cattle.disposition),
      buyer: longest(cattle.buyer),
      buyerContact: longest(cattle.buyerContact),
      saleLocation: longest(cattle.saleLocation),
      notes: longest(cattle.notes),
    })
    .from(cattle)
    .where(eq(cattle.userId, userId))
    .groupBy(cattle.type)
    .all();
  for (const row of measured) {
    const lengths = plans.get(sheetFor(row.type))?.lengths;
    if (!lengths) continue;
    for (const field of MEASURED_FIELDS) lengths[field] = Math.max(lengths[field] ?? 0, Number(row[field] ?? 0));
  }
  return plans;
}

/** A sheet's animals' rows, a chunk of ids at a time. */
function* cattleChunks(db: FarmDb, userId: string, ids: readonly string[], today: string, chunkSize: number): Iterable<CellValue[][]> {
  for (let i = 0; i < ids.length; i += chunkSize) yield readChunk(db, userId, ids.slice(i, i + chunkSize)).map((animal) => cattleRow(animal, today));
}

/** Full records for some ids, in the order given; one a writer deleted meanwhile is skipped. */
function readChunk(db: FarmDb, userId: string, ids: string[]) {
  // `+user_id` keeps the owner check but stops SQLite from choosing a (user_id, …) index, which
  // would scan the whole farm for every chunk (quadratic at 100,000 head): the ids go through
  // the primary key instead.
  const rows = db
    .select()
    .from(cattle)
    .where(and(sql`+${cattle.userId} = ${userId}`, inArray(cattle.id, ids)))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCattleRecord(row)] : [];
  });
}

/** Bytes the zip may hold unread for the sheet being written before the writer waits (a few chunks of rows). */
const MAX_PENDING_BYTES = 1024 * 1024;

/** A stream's internal buffers, Node's own or an older readable-stream's (archiver's PassThrough). */
interface Buffered {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
}

/**
 * Bytes of a sheet's XML waiting in the zip's input for that sheet (its deflate stream reads from
 * there with backpressure). exceljs writes into it without heeding backpressure, so XML produced
 * faster than it is deflated would pile up in memory (70 MB at 100,000 head): the writer waits
 * while this is high. It reaches into exceljs 4.4's streaming internals (the sheet's `stream`, a
 * StreamBuf, and its `pipes`); should they change, it reads 0 and the writer just doesn't wait.
 */
function pendingInZip(sheet: ExcelJS.Worksheet): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return 0;
  return pipes.reduce<number>((sum, pipe: Buffered | null) => {
    const writable = pipe?._writableState?.length;
    const readable = pipe?._readableState?.length;
    return sum + (typeof writable === 'number' ? writable : 0) + (typeof readable === 'number' ? readable : 0);
  }, 0);
}

/** Watches the output: it may close early (reader gone) or fail, and writing must stop then. */
function watch(output: Writable) {
  let failure: Error | null = null;
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
    waiters.clear();
  };
  const onClose = () => {
    // A stream that finished (every byte handed over) then closes normally; one that closes
    // before finishing was destroyed by its reader.
    if (!done && !output.writableFinished) failure ??= new ExportAbortedError();
    wake();
  };
  const onError = (error: Error) => {
    // A pipeline (an HTTP response, say) destroys its streams with "premature close" when the
    // reader goes away: that is an abort, not a fault.
    failure ??= (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' ? new ExportAbortedError() : error;
    wake();
  };
  output.on('close', onClose);
  output.on('error', onError);
  return {
    check() {
      if (failure) throw failure;
    },
    /**
     * Lets the compressor and the reader catch up: yields to the event loop, then waits while the
     * zip holds more than a few chunks of the sheet's XML, or the output is full.
     */
    async flow(sheet: ExcelJS.Worksheet) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      // The zip's streams are not ours to listen to (their 'drain' is not dependable): poll them.
      while (!failure && pendingInZip(sheet) > MAX_PENDING_BYTES) await new Promise<void>((resolve) => setTimeout(resolve, 5));
      while (!failure && output.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          waiters.add(resolve);
          output.once('drain', wake);
        });
      }
      this.check();
    },
    /** Resolves with `work`, or rejects as soon as the output fails or closes. */
    async until<T>(work: Promise<T>): Promise<T> {
      this.check();
      const stopped = new Promise<never>((_, reject) => waiters.add(() => failure && reject(failure)));
      stopped.catch(() => undefined); // settles after the race when the work won: not unhandled
      return Promise.race([work, stopped]);
    },
    finish() {
      done = true;
      output.off('close', onClose);
      output.off('error', onError);
      wake();
    },
  };
}

export interface PreparedCattleWorkbook {
  /** Head planned per sheet (a record deleted while the file is written is left out of it). */
  planned: CattleWorkbookSummary;
  /**
   * Writes the workbook to `output` and ends it. Resolves once the whole file has been handed to
   * `output`. If `output` closes or fails first (a reader gone), or reading fails, it rejects, stops
   * reading the database and destroys `output` without an error (the rejection carries it).
   */
  write(output: Writable): Promise<CattleWorkbookSummary>;
}

/**
 * Reads what decides the layout (which animal goes where, column widths) at once, so a caller
 * learns of a failure before it promises a file (an HTTP 200, a file dialog), then writes on demand.
 */
export function prepareCattleWorkbook(db: FarmDb, userId: string, options: CattleWorkbookOptions = {}): PreparedCattleWorkbook {
  const today = options.today ?? todayISO();
  const chunkSize = Math.max(1, options.chunkSize ?? 500);
  const plans = planSheets(db, userId);
  const counts = Object.fromEntries(CATTLE_SHEETS.map(({ name }) => [name, plans.get(name)?.ids.length ?? 0])) as Record<CattleSheetName, number>;
  const planned = { cattleCount: Object.values(counts).reduce((sum, n) => sum + n, 0), sheets: counts };
  return { planned, write: (output) => writeSheets(db, userId, plans, output, today, chunkSize) };
}

/** Prepares and writes in one call (see PreparedCattleWorkbook.write). */
export function writeCattleWorkbook(db: FarmDb, userId: string, output: Writable, options: CattleWorkbookOptions = {}): Promise<CattleWorkbookSummary> {
  return prepareCattleWorkbook(db, userId, options).write(output);
}

async function writeSheets(
  db: FarmDb,
  userId: string,
  plans: Map<CattleSheetName, SheetPlan>,
  output: Writable,
  today: string,
  chunkSize: number,
): Promise<CattleWorkbookSummary> {
  const output$ = watch(output);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Farm Hand';
  workbook.created = new Date();
  const summary: CattleWorkbookSummary = { cattleCount: 0, sheets: { Cows: 0, Bulls: 0, Calves: 0, Steers: 0 } };

  /**
   * Writes one sheet from its rows, a chunk at a time, waiting for the reader between chunks. One
   * sheet at a time: the zip takes its entries in order, so a sheet written while an earlier one is
   * still open would wait in memory. Blank fields get no cell at all: a smaller file, less work.
   */
  const writeSheet = async (name: string, columns: readonly { header: string; width: number }[], styles: Partial<ExcelJS.Style>[], chunks: Iterable<CellValue[][]>, frozenColumns: number) => {
    const sheet = workbook.addWorksheet(name, {
      views: [{ state: 'frozen', ySplit: 1, xSplit: frozenColumns, topLeftCell: frozenColumns ? 'B2' : 'A2', activeCell: frozenColumns ? 'B2' : 'A2' }],
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    let rowNumber = 1;
    let written = 0;
    for (const rows of chunks) {
      for (const values of rows) {
        rowNumber += 1;
        const row = sheet.getRow(rowNumber);
        values.forEach((value, c) => {
          if (value === null) return;
          const cell = row.getCell(c + 1);
          cell.value = value;
          cell.style = styles[c] ?? NO_STYLE;
        });
        row.commit();
        written += 1;
      }
      await output$.flow(sheet);
    }
    sheet.commit();
    await output$.flow(sheet);
    return written;
  };

  try {
    for (const { name } of CATTLE_SHEETS) {
      const plan = plans.get(name) ?? { ids: [], lengths: {} };
      const widths = columnWidths(plan.lengths);
      const columns = CATTLE_COLUMNS.map((column, i) => ({ header: column.header, width: widths[i]! }));
      // The header row and the Identifier column stay in view while scrolling 34 columns.
      summary.sheets[name] = await writeSheet(name, columns, CELL_STYLES, cattleChunks(db, userId, plan.ids, today, chunkSize), 1);
    }
    const herdOrder = CATTLE_SHEETS.flatMap(({ name }) => plans.get(name)?.ids ?? []);
    for (const sheet of HEALTH_SHEETS) {
      const styles = sheet.columns.map((column) => (column.numFmt ? { numFmt: column.numFmt } : NO_STYLE));
      await writeSheet(sheet.name, sheet.columns, styles, sheet.chunks(db, userId, herdOrder, chunkSize), 0);
    }
    summary.cattleCount = Object.values(summary.sheets).reduce((sum, n) => sum + n, 0);
    await output$.until(workbook.commit());
    return summary;
  } catch (error) {
    // Stop the zip (nothing more is written, its buffers are released) and the output.
    (workbook as unknown as { zip?: { abort?: () => void } }).zip?.abort?.();
    output.destroy();
    throw error;
  } finally {
    output$.finish();
  }
}

/** The whole workbook in memory: for small farms and tests (a mail attachment, say). */
export async function cattleWorkbookBuffer(db: FarmDb, userId: string, options: CattleWorkbookOptions = {}): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCattleWorkbook(db, userId, sink, options);
  return Buffer.concat(chunks);
}
