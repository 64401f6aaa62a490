// The columns of the cattle workbook (docs/exports.md): every field a rancher keeps on an animal,
// in the words and units the screens use. Pure: a record in, cell values out, so the layout can be
// checked without writing a file.
import { formatAge } from '../domain/age';
import { breedLabel } from '../domain/breeds';
import { displayStatus } from '../domain/cattle-status';
import { sexOfType } from '../domain/cattle-types';
import { sireBull } from '../domain/sire';
import { parseDate } from '../domain/dates';
import { cleanText, displayName } from '../domain/display-name';
import { breedingMethodLabel, normaliseBreedingMethod } from '../domain/gestation';
import { markUnsavable } from '../domain/savable-text';
import type { CattleRecord } from '../schemas/cattle';

export type CellValue = string | number | Date | null;

/** Longest stored text per measured field, for column widths that fit (see `measure` below). */
export type TextLengths = Partial<Record<MeasuredField, number>>;

export const MEASURED_FIELDS = [
  'identifier',
  'tag',
  'name',
  'breed',
  'breedComposition',
  'registrationNumber',
  'pasture',
  'cowTag',
  'sireTag',
  'breedingSire',
  'disposition',
  'buyer',
  'buyerContact',
  'saleLocation',
  'notes',
] as const;
export type MeasuredField = (typeof MEASURED_FIELDS)[number];

export interface CattleColumn {
  header: string;
  /** Excel number format of the data cells (dates, money, counts). */
  numFmt?: string;
  /** Characters of the widest value this column can hold, when that is known without the data. */
  fixedWidth?: number;
  /** The stored field whose longest value sets the width, when the width depends on the data. */
  measured?: MeasuredField;
  /** Narrowest a measured column gets (a label longer than the stored value, say). */
  minWidth?: number;
  /** Widest a column gets; longer text stays in the cell and shows in the formula bar. */
  maxWidth?: number;
  value: (animal: CattleRecord, today: string) => CellValue;
}

export const DATE_FORMAT = 'yyyy-mm-dd';
export const MONEY_FORMAT = '"$"#,##0.00';
const WHOLE_FORMAT = '#,##0';

/**
 * Excel's first day whose serial number is right: its calendar counts a 29 February 1900 that never
 * was, so every earlier day would show one day off. Its last day is 9999-12-31, the last a
 * YYYY-MM-DD date can be.
 */
const EXCEL_FIRST_DAY = '1900-03-01';

/**
 * A stored calendar date as a real Excel date (UTC midnight, so no zone shifts the day). A day
 * Excel cannot hold, or stored text that is no day, is written as the text stored: never as
 * another date, never dropped.
 */
export function excelDate(value: string | null | undefined): Date | string | null {
  const text = cleanText(value);
  const date = parseDate(text);
  if (text === null || !date || text < EXCEL_FIRST_DAY) return text;
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

function capitalised(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase() : null;
}

/** Calves carry their sex in `gender`; for the grown types the type itself says it. */
const sex = (animal: CattleRecord): string | null => capitalised(animal.gender || sexOfType(animal.type));

const date = (header: string, pick: (a: CattleRecord) => string | null): CattleColumn => ({
  header,
  numFmt: DATE_FORMAT,
  fixedWidth: 10,
  value: (a) => excelDate(pick(a)),
});

const pounds = (header: string, pick: (a: CattleRecord) => number | null): CattleColumn => ({
  header,
  numFmt: WHOLE_FORMAT,
  fixedWidth: 6,
  value: (a) => pick(a),
});

const text = (header: string, measured: MeasuredField, pick: (a: CattleRecord) => string | null, maxWidth = 40): CattleColumn => ({
  header,
  measured,
  maxWidth,
  value: (a) => pick(a),
});

export const CATTLE_COLUMNS: readonly CattleColumn[] = [
  text('Identifier', 'identifier', (a) => displayName(a)),
  text('Tag', 'tag', (a) => a.tag),
  text('Name', 'name', (a) => a.name),
  { header: 'Type', fixedWidth: 6, value: (a) => a.type },
  { header: 'Sex', fixedWidth: 6, value: sex },
  // Stored "Composite" reads "Composite/Crossbred"; other breeds may be free text of any length.
  { ...text('Breed', 'breed', (a) => (a.breed ? breedLabel(a.breed) : null)), minWidth: 'Composite/Crossbred'.length },
  text('Breed Composition', 'breedComposition', (a) => a.breedComposition, 50),
  text('Registration', 'registrationNumber', (a) => a.registrationNumber),
  text('Pasture', 'pasture', (a) => a.pasture),
  { header: 'Status', fixedWidth: 8, value: (a) => displayStatus(a.status) },
  date('Birth Date', (a) => a.birthDate),
  { header: 'Age', fixedWidth: 18, value: (a, today) => formatAge(a.birthDate, today) },
  pounds('Weight (lb)', (a) => a.weight),
  pounds('Birth Weight (lb)', (a) => a.birthWeight),
  date('Wean Date', (a) => a.weanDate),
  pounds('Wean Weight (lb)', (a) => a.weanWeight),
  text('Dam', 'cowTag', (a) => a.cowTag),
  text('Sire', 'sireTag', (a) => a.sireTag),
  { header: 'Cow Type', fixedWidth: 9, value: (a) => capitalised(a.cowType) },
  date('Breeding Date', (a) => a.breedingDate),
  {
    header: 'Breeding Method',
    fixedWidth: 13,
    value: (a) => (normaliseBreedingMethod(a.breedingMethod) ? breedingMethodLabel(a.breedingMethod) : null),
  },
  text('Breeding Sire', 'breedingSire', (a) => sireBull(a.breedingSire)),
  { header: 'Straws Used', numFmt: WHOLE_FORMAT, fixedWidth: 2, value: (a) => a.strawsUsed },
  date('Expected Calving', (a) => a.expectedCalvingDate),
  date('Actual Calving', (a) => a.actualCalvingDate),
  { header: 'Returned to Heat', numFmt: WHOLE_FORMAT, fixedWidth: 2, value: (a) => (a.heatReturnCount > 0 ? a.heatReturnCount : null) },
  date('Heat Return Date', (a) => a.heatReturnDate),
  text('Disposition', 'disposition', (a) => capitalised(a.disposition), 20),
  date('Disposition Date', (a) => a.dispositionDate),
  // Money is stored in cents; the sheet shows dollars.
  { header: 'Sale Price', numFmt: MONEY_FORMAT, fixedWidth: 12, value: (a) => (a.salePrice === null ? null : a.salePrice / 100) },
  text('Buyer', 'buyer', (a) => a.buyer),
  text('Buyer Contact', 'buyerContact', (a) => a.buyerContact),
  text('Sale Location', 'saleLocation', (a) => a.saleLocation),
  text('Notes', 'notes', (a) => a.notes, 60),
];

const PADDING = 2;
const MIN_WIDTH = 6;

/** Excel column widths (in characters) that fit the header and the longest value. */
export function columnWidths(lengths: TextLengths): number[] {
  return CATTLE_COLUMNS.map((column) => {
    const data = column.fixedWidth ?? Math.max(column.minWidth ?? 0, column.measured ? (lengths[column.measured] ?? 0) : 0);
    const fitted = Math.max(column.header.length, data) + PADDING;
    return Math.max(MIN_WIDTH, Math.min(fitted, (column.maxWidth ?? Number.POSITIVE_INFINITY) + PADDING));
  });
}

/**
 * One animal's cells. Text kept from before the text rule may hold characters the sheet's XML
 * cannot carry (which would make the whole file unreadable) or a cell would silently drop: each is
 * written as U+FFFD, so the cell shows that something was there.
 */
export function cattleRow(animal: CattleRecord, today: string): CellValue[] {
  return CATTLE_COLUMNS.map((column) => {
    const value = column.value(animal, today);
    return typeof value === 'string' ? markUnsavable(value) : value;
  });
}
