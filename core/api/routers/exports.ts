import { z } from 'zod';
import { todayISO } from '../../domain/dates';
import { cattleWorkbookBuffer, cattleWorkbookFileName, XLSX_MIME } from '../../exports/cattle-workbook';
import { fileDownload } from '../../schemas/files';
import { protectedProcedure, router } from '../trpc';

export const exportsRouter = router({
  // The herd book as an Excel workbook. The renderer saves it through its platform (a download, or
  // the desktop's save dialog); REST answers the file itself at the same path as ever.
  cattleWorkbook: protectedProcedure
    .meta({
      openapi: { method: 'GET', path: '/api/cattle/export', tags: ['cattle'], protect: true, summary: 'The herd book as an Excel workbook (sheets Cows, Bulls, Calves, Steers)' },
      download: { contentType: XLSX_MIME },
    })
    .input(z.void())
    .output(fileDownload)
    .query(async ({ ctx }) => {
      const today = todayISO();
      const workbook = await cattleWorkbookBuffer(ctx.db, ctx.user.id, { today });
      return { fileName: cattleWorkbookFileName(today), contentType: XLSX_MIME, base64: workbook.toString('base64') };
    }),
});
