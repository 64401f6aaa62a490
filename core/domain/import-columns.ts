// Which column of a herd file holds which field of an animal (docs/import.md). The export's own
// headers come first, then the words ranchers' sheets use for the same thing. Headers match in any
// case and with any spacing or punctuation: "Tag #", "tag no." and "TAG NUMBER" are one column.

/** How a column's cells are read into the field (core/imports/cell-values.ts does the reading). */
export type CellKind = 'text' | 'breed' | 'sex' | 'date' | 'pounds' | 'count' | 'dollars';

export interface ImportColumn {
  /** The field of the cattle record the column fills. */
  field: ImportField;
  kind: CellKind;
  /** The export's header first, then the synonyms. */
  names: readonly string[];
}

const column = (field: ImportField, kind: CellKind, ...names: string[]): ImportColumn => ({ field, kind, names });

export type ImportField =
  | 'tag'
  | 'name'
  | 'type'
  | 'gender'
  | 'breed'
  | 'breedComposition'
  | 'registrationNumber'
  | 'pasture'
  | 'status'
  | 'birthDate'
  | 'weight'
  | 'birthWeight'
  | 'weanDate'
  | 'weanWeight'
  | 'cowTag'
  | 'sireTag'
  | 'cowType'
  | 'breedingDate'
  | 'breedingMethod'
  | 'breedingSire'
  | 'strawsUsed'
  | 'expectedCalvingDate'
  | 'actualCalvingDate'
  | 'heatReturnCount'
  | 'heatReturnDate'
  | 'disposition'
  | 'dispositionDate'
  | 'salePrice'
  | 'buyer'
  | 'buyerContact'
  | 'saleLocation'
  | 'notes';

/** Every importable column, in the export's order. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('tag', 'text', 'Tag', 'Tag Number', 'Tag No', 'Tag ID', 'Ear Tag', 'Ear Tag Number', 'Animal ID', 'ID', 'Animal Number'),
  column('name', 'text', 'Name', 'Animal Name', 'Animal'),
  column('type', 'text', 'Type', 'Animal Type', 'Class', 'Category'),
  column('gender', 'sex', 'Sex', 'Gender'),
  column('breed', 'breed', 'Breed'),
  column('breedComposition', 'text', 'Breed Composition', 'Composition'),
  column('registrationNumber', 'text', 'Registration', 'Registration Number', 'Registration No', 'Reg', 'Reg No', 'Reg Number'),
  column('pasture', 'text', 'Pasture', 'Paddock', 'Field', 'Location', 'Pen'),
  column('status', 'text', 'Status'),
  column('birthDate', 'date', 'Birth Date', 'DOB', 'Date of Birth', 'Born', 'Birthday'),
  column('weight', 'pounds', 'Weight (lb)', 'Weight', 'Weight (lbs)', 'Current Weight', 'Wt'),
  column('birthWeight', 'pounds', 'Birth Weight (lb)', 'Birth Weight', 'Birth Weight (lbs)', 'Birth Wt', 'BW'),
  column('weanDate', 'date', 'Wean Date', 'Weaning Date', 'Weaned'),
  column('weanWeight', 'pounds', 'Wean Weight (lb)', 'Wean Weight', 'Wean Weight (lbs)', 'Weaning Weight', 'WW'),
  column('cowTag', 'text', 'Dam', 'Dam Tag', 'Dam ID', 'Mother', 'Cow Tag'),
  column('sireTag', 'text', 'Sire', 'Sire Tag', 'Sire ID', 'Sire Name', 'Father'),
  column('cowType', 'text', 'Cow Type', 'Cow Classification', 'Classification'),
  column('breedingDate', 'date', 'Breeding Date', 'Bred Date', 'Date Bred', 'Service Date'),
  column('breedingMethod', 'text', 'Breeding Method', 'Method', 'Service Type'),
  column('breedingSire', 'text', 'Breeding Sire', 'Service Sire', 'Bred To', 'AI Sire'),
  column('strawsUsed', 'count', 'Straws Used', 'Straws'),
  column('expectedCalvingDate', 'date', 'Expected Calving', 'Expected Calving Date', 'Due Date', 'Calving Due'),
  column('actualCalvingDate', 'date', 'Actual Calving', 'Actual Calving Date', 'Calving Date', 'Calved'),
  column('heatReturnCount', 'count', 'Returned to Heat', 'Heat Returns', 'Heat Return Count', 'Times Returned to Heat'),
  column('heatReturnDate', 'date', 'Heat Return Date', 'Returned to Heat Date'),
  column('disposition', 'text', 'Disposition'),
  column('dispositionDate', 'date', 'Disposition Date', 'Sale Date', 'Date Sold', 'Date of Death'),
  column('salePrice', 'dollars', 'Sale Price', 'Price', 'Sold Price'),
  column('buyer', 'text', 'Buyer', 'Sold To'),
  column('buyerContact', 'text', 'Buyer Contact', 'Buyer Phone', 'Buyer Email'),
  column('saleLocation', 'text', 'Sale Location', 'Sale Barn', 'Sold At'),
  column('notes', 'text', 'Notes', 'Note', 'Comments', 'Comment', 'Remarks'),
];

/** Columns the export works out from others (the tag and name joined, the age): read past, never imported. */
export const DERIVED_COLUMNS: readonly string[] = ['Identifier', 'Age'];

/** A header as it compares: letters and digits only, in lower case ("Tag #" is "tag", "Weight (lb)" "weightlb"). */
export const headerKey = (header: string): string =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

const BY_KEY = new Map<string, ImportColumn>(IMPORT_COLUMNS.flatMap((each) => each.names.map((name) => [headerKey(name), each] as const)));
const DERIVED = new Set(DERIVED_COLUMNS.map(headerKey));

/** The column a header names, 'derived' for one the export works out, or null for one the import does not know. */
export function columnOf(header: string): ImportColumn | 'derived' | null {
  const key = headerKey(header);
  if (DERIVED.has(key)) return 'derived';
  return BY_KEY.get(key) ?? null;
}

/** A column of the file that fills a field: where it is, and its header as the file writes it. */
export interface MatchedColumn extends ImportColumn {
  index: number;
  header: string;
}

export interface HeaderProblem {
  /** The file's header the problem is about. */
  header: string;
  message: string;
}

export interface HeaderMatch {
  columns: MatchedColumn[];
  /** Headers neither imported nor worked out by the export: left alone. */
  ignored: string[];
  /** What keeps the file from being read at all (no identifier column, a field in two columns). */
  problems: HeaderProblem[];
}

export const IMPORT_HEADER_MESSAGES = {
  noIdentifier: 'The file has no Tag or Name column, so no row can be matched to an animal',
  twice: (first: string) => `This column holds the same field as the column "${first}": keep one of them`,
} as const;

/**
 * The header row's columns: each field in at most one column, and a Tag or Name column to tell
 * the animals apart. Blank headers are columns without a name: ignored.
 */
export function matchHeaders(headers: readonly string[]): HeaderMatch {
  const columns: MatchedColumn[] = [];
  const ignored: string[] = [];
  const problems: HeaderProblem[] = [];
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    const found = columnOf(header);
    if (found === 'derived') return;
    if (found === null) return void ignored.push(header);
    const first = columns.find((each) => each.field === found.field);
    if (first) return void problems.push({ header, message: IMPORT_HEADER_MESSAGES.twice(first.header) });
    columns.push({ ...found, index, header });
  });
  if (!columns.some((each) => each.field === 'tag' || each.field === 'name')) {
    problems.unshift({ header: headers.find((header) => header.trim() !== '')?.trim() ?? '', message: IMPORT_HEADER_MESSAGES.noIdentifier });
  }
  return { columns, ignored, problems };
}
