import { z } from 'zod';

// Importing a herd from a file (docs/import.md). Over tRPC and the desktop's IPC the file travels as
// base64 in JSON; the REST path (POST /api/import/cattle) takes the file's bytes as its body and
// dryRun and skipInvalid in its query, and hands them on in this shape.

/** The largest file the import takes. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE = `The file is too large (${MAX_IMPORT_BYTES / 1024 / 1024} MB at most)`;
/** Its base64, with the padding. */
const MAX_FILE_BASE64 = Math.ceil(MAX_IMPORT_BYTES / 3) * 4;

/** A yes-or-no option, false when left out. Kept a pipe, so the REST adapter does not turn a blank into false. */
const option = (name: string) =>
  z
    .boolean({ error: `${name} must be true or false` })
    .optional()
    .transform((value) => value ?? false);

export const cattleImportInput = z.object({
  file: z
    .string({ error: 'The file is required' })
    .max(MAX_FILE_BASE64, FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file must be sent as base64')
    .describe('The .xlsx or .csv file, in base64'),
  dryRun: option('dryRun').describe('Only tell what the import would do: nothing is written'),
  skipInvalid: option('skipInvalid').describe('Import the rows without problems and leave the others out (else a problem stops the whole import)'),
});
export type CattleImportInput = z.input<typeof cattleImportInput>;

export const importReport = z.object({
  rows: z.number().int().describe('Rows of animals read (header rows not counted)'),
  create: z.number().int().describe('Animals the file adds'),
  update: z.number().int().describe('Animals of the farm whose tag (or, without one, name) the file names and changes'),
  unchanged: z.number().int().describe('Rows that change nothing'),
  errors: z.array(
    z.object({
      sheet: z.string().optional().describe("The workbook's sheet (CSV has none)"),
      row: z.number().int().describe('The row as a spreadsheet numbers it (the header is row 1)'),
      column: z.string().describe("The column's header as the file writes it"),
      message: z.string(),
    }),
  ),
  applied: z.boolean().describe('Whether the import was written: false for a dry run, and for one refused because of problems'),
});
export type ImportReport = z.infer<typeof importReport>;
