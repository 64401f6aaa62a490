import { Buffer } from 'node:buffer';
import { MANAGERS } from '../../domain/roles';
import { importCattle } from '../../herd/cattle-import';
import { FILE_UPLOAD_PATHS } from '../../schemas/file-upload-paths';
import { cattleImportInput, importReport } from '../../schemas/imports';
import { memberProcedure, router } from '../trpc';

export const importsRouter = router({
  // A herd from an .xlsx or CSV file: counts and every problem by row and column, written in one
  // transaction unless it is a dry run. REST takes the file's bytes as the body (server/file-upload.ts).
  cattle: memberProcedure(MANAGERS)
    .meta({
      openapi: {
        method: 'POST',
        path: FILE_UPLOAD_PATHS['imports.cattle'],
        tags: ['cattle'],
        protect: true,
        summary: 'Import a herd from an Excel workbook or CSV file (the body is the file; 422 when problems stop it)',
      },
      upload: { query: ['dryRun', 'skipInvalid'] },
      runsAlone: true,
    })
    .input(cattleImportInput)
    .output(importReport)
    .mutation(({ ctx, input }) => importCattle(ctx.db, ctx.farmId, Buffer.from(input.file, 'base64'), input)),
});
