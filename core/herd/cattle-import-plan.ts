import { normalisedAnimal, patchedAnimal, changedAnimal, withDispositionStatus } from '../domain/cattle-changes';
import { sexToKeep } from '../domain/cattle-types';
import { columnOf, IMPORT_COLUMNS, matchHeaders, type ImportField, type MatchedColumn } from '../domain/import-columns';
import { animalOfRow, fileKeyOf, herdIndex, IMPORT_ROW_MESSAGES, returnedToHeat, type AnimalKeys } from '../domain/import-rows';
import { isNewSaleInWithdrawal, saleInWithdrawal } from '../domain/sale-withdrawal';
import { listCattle } from '../db/cattle';
import { listTreatments } from '../db/health';
import type { FarmDb } from '../db/open-farm-db';
import { CATTLE_COLUMNS, cattleRow, type CellValue } from '../exports/cattle-columns';
import { cellText, fieldValue, sameCell } from '../imports/cell-values';
import { isBlankRow, type HerdSheet, type SheetRow } from '../imports/herd-file';
import { checkCattle, type CattleFields, type CattleRecord } from '../schemas/cattle';

// What a herd file would do to the farm, row by row (docs/import.md): which animals it adds, which
// it changes and how, which rows it leaves as they are, and every problem by sheet, row and column in
// the words the forms use. Nothing is written here; cattle-import.ts writes the plan.

/** A problem with the file, where a spreadsheet shows it: the sheet (a workbook's), the row, the column's header. */
export interface ImportProblem {
  sheet?: string;
  row: number;
  column: string;
  message: string;
}

export interface ImportPlan {
  /** Rows read that hold anything (the header rows not counted). */
  rows: number;
  creates: CattleFields[];
  updates: { id: string; fields: CattleFields }[];
  unchanged: number;
  problems: ImportProblem[];
  /** A header the file cannot be read by (no Tag or Name column, a field twice): nothing of it may be written. */
  unreadable: boolean;
}

/** Where a new animal goes when the file has no Pasture column: the herd's own default (core/db/schema/cattle.ts). */
export const IMPORTED_PASTURE = 'Imported';

/** Each field's column in the export, to read a stored animal as the export writes it. */
const EXPORT_COLUMN = new Map<ImportField, number>(
  CATTLE_COLUMNS.flatMap((column, index) => {
    const found = columnOf(column.header);
    return found && found !== 'derived' ? [[found.field, index] as const] : [];
  }),
);

/** A field's header in the file, else the export's header for it (a required field the file lacks). */
const headerFor = (columns: readonly MatchedColumn[], field: string): string =>
  columns.find((column) => column.field === field)?.header ?? IMPORT_COLUMNS.find((column) => column.field === field)?.names[0] ?? field;

/** The fields the record keeps, for telling a row that changes nothing. */
const sameFields = (stored: CattleRecord, fields: CattleFields): boolean =>
  (Object.keys(fields) as (keyof CattleFields)[]).every((field) => stored[field] === fields[field]);

interface SheetReading {
  sheet: HerdSheet;
  columns: MatchedColumn[];
  has: (field: ImportField) => boolean;
  problem: (row: number, field: string, message: string) => ImportProblem;
}

/** Plans a whole file against the farm's herd as it is now. */
export function planImport(db: FarmDb, userId: string, sheets: readonly HerdSheet[], today: string): ImportPlan {
  const herd = listCattle(db, userId);
  const byId = new Map(herd.map((animal) => [animal.id, animal]));
  const index = herdIndex(herd);
  const plan: ImportPlan = { rows: 0, creates: [], updates: [], unchanged: 0, problems: [], unreadable: false };
  /** Where each animal the file names was first named. */
  const named = new Map<string, { sheet: string | null; row: number }>();

  for (const sheet of sheets) {
    const [header, ...rows] = sheet.rows.filter((row) => !isBlankRow(row));
    if (!header) continue;
    const match = matchHeaders(header.cells.map(cellText));
    const at = (row: number, column: string, message: string): ImportProblem => ({ ...(sheet.name === null ? {} : { sheet: sheet.name }), row, column, message });
    const reading: SheetReading = {
      sheet,
      columns: match.columns,
      has: (field) => match.columns.some((column) => column.field === field),
      problem: (row, field, message) => at(row, headerFor(match.columns, field), message),
    };
    plan.rows += rows.length;
    if (match.problems.length > 0) {
      plan.unreadable = true;
      plan.problems.push(...match.problems.map((problem) => at(header.number, problem.header, problem.message)));
      continue;
    }
    for (const row of rows) plan.problems.push(...planRow(reading, row));
  }
  return plan;

  function planRow(reading: SheetReading, row: SheetRow): ImportProblem[] {
    const input: Partial<Record<ImportField, unknown>> = {};
    for (const column of reading.columns) input[column.field] = fieldValue(column.kind, row.cells[column.index] ?? null);
    const keys: AnimalKeys = { tag: typeof input.tag === 'string' ? input.tag : null, name: typeof input.name === 'string' ? input.name : null };
    const key = fileKeyOf(keys);
    if (key !== null) {
      const first = named.get(key);
      if (first) return [twice(reading, row, keys, first)];
      named.set(key, { sheet: reading.sheet.name, row: row.number });
    }
    const target = animalOfRow(index, keys, reading.has('tag'));
    if (target.kind === 'ambiguous') return [reading.problem(row.number, 'name', IMPORT_ROW_MESSAGES.ambiguousName(keys.name ?? '', target.count))];
    return target.kind === 'new' ? planCreate(reading, row, input) : planUpdate(reading, row, byId.get(target.id)!);
  }

  function twice(reading: SheetReading, row: SheetRow, keys: AnimalKeys, first: { sheet: string | null; row: number }): ImportProblem {
    const where = first.sheet !== null && first.sheet !== reading.sheet.name ? `row ${first.row} of ${first.sheet}` : `row ${first.row}`;
    // A cell's text is trimmed, and a blank one is none (cell-values.ts).
    return keys.tag !== null
      ? reading.problem(row.number, 'tag', IMPORT_ROW_MESSAGES.tagTwice(keys.tag, where))
      : reading.problem(row.number, 'name', IMPORT_ROW_MESSAGES.nameTwice(keys.name ?? '', where));
  }

  /** The record's issues at the file's columns; the tag-or-name rule under the column the file has. */
  function issuesAt(reading: SheetReading, row: SheetRow, issues: readonly { path: (string | number)[]; message: string }[]): ImportProblem[] {
    return issues.map((issue) => {
      const field = String(issue.path[0] ?? 'name');
      const column = field === 'name' && !reading.has('name') ? 'tag' : field;
      return reading.problem(row.number, column, issue.message);
    });
  }

  /**
   * A new animal: its tag is no tag of the farm's, a look-alike saved before tags were normalised
   * included (the herd is matched by keys, so such a tag names that animal, to be updated).
   */
  function planCreate(reading: SheetReading, row: SheetRow, input: Partial<Record<ImportField, unknown>>): ImportProblem[] {
    const record: Record<string, unknown> = { ...input };
    if (!reading.has('pasture')) record.pasture = IMPORTED_PASTURE;
    if (reading.has('heatReturnDate')) record.cameBackInHeat = returnedToHeat(input.heatReturnDate as string | null, input.breedingDate as string | null);
    const checked = checkCattle(record);
    if (!checked.ok) return issuesAt(reading, row, checked.issues);
    // A file that says when the calf is due (or that none is) is taken at its word; else the API's rule fills it.
    const fields = reading.has('expectedCalvingDate') ? withDispositionStatus(checked.fields) : normalisedAnimal(checked.fields);
    plan.creates.push({ ...fields, gender: sexToKeep(fields.type, fields.gender) });
    return [];
  }

  /**
   * Only the file's columns change the animal, and of those only the cells that read otherwise than
   * the export writes the animal: what the export cannot say (a straw's tank, a sex the type says)
   * stays as it is while its cell is unchanged.
   */
  function planUpdate(reading: SheetReading, row: SheetRow, stored: CattleRecord): ImportProblem[] {
    const exported: CellValue[] = cattleRow(stored, today);
    const changes: Record<string, unknown> = {};
    for (const column of reading.columns) {
      const cell = row.cells[column.index] ?? null;
      const at = EXPORT_COLUMN.get(column.field);
      if (at !== undefined && sameCell(exported[at] ?? null, cell)) continue;
      changes[column.field] = fieldValue(column.kind, cell);
    }
    if ('heatReturnDate' in changes) changes.cameBackInHeat = returnedToHeat(changes.heatReturnDate as string | null, (changes.breedingDate ?? stored.breedingDate) as string | null);
    if (Object.keys(changes).length === 0) {
      plan.unchanged += 1;
      return [];
    }
    const checked = reading.has('expectedCalvingDate') ? changedAnimal(stored, changes, checkCattle) : patchedAnimal(stored, changes, checkCattle);
    if (!checked.ok) return issuesAt(reading, row, checked.issues);
    const fields = 'gender' in changes ? { ...checked.fields, gender: sexToKeep(checked.fields.type, checked.fields.gender) } : checked.fields;
    if (isNewSaleInWithdrawal(stored, fields, stored.meatWithdrawalUntil, today)) {
      const refusal = saleInWithdrawal(stored, fields, listTreatments(db, userId, [stored.id]), today);
      if (refusal) return [reading.problem(row.number, 'disposition', refusal)];
    }
    if (sameFields(stored, fields)) plan.unchanged += 1;
    else plan.updates.push({ id: stored.id, fields });
    return [];
  }
}
