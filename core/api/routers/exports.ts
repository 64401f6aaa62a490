import { z } from 'zod';
import { mailAccount, requireMailer, requireVerifiedEmail } from '../../auth/account-mail';
import { createDownloadLink, farmOfDownloadLink } from '../../db/download-links';
import { farmCounts } from '../../db/farm-backups';
import { todayISO } from '../../domain/dates';
import { cattleWorkbookBuffer, cattleWorkbookFileName, XLSX_MIME } from '../../exports/cattle-workbook';
import { inExportSlot } from '../../exports/export-slots';
import type { FarmDb } from '../../db/open-farm-db';
import { FILE_DOWNLOAD_PATHS } from '../../schemas/file-download-paths';
import { fileDownload } from '../../schemas/files';
import { MANAGERS } from '../../domain/roles';
import { memberProcedure, publicProcedure, router } from '../trpc';

/** The herd book's REST download (the server streams it: server/workbook-download.ts). */
export const CATTLE_WORKBOOK_PATH = FILE_DOWNLOAD_PATHS['exports.cattleWorkbook'];

/** The path a copied download link opens; the link's secret rides in `?link=`. */
export const SHARED_WORKBOOK_PATH = '/api/cattle/export/shared';

/** The farm's workbook as a FileDownload, built in the farm's one export slot. */
function workbookOf(db: FarmDb, userId: string) {
  return inExportSlot(userId, async () => {
    const today = todayISO();
    const workbook = await cattleWorkbookBuffer(db, userId, { today });
    return { fileName: cattleWorkbookFileName(today), contentType: XLSX_MIME, base64: workbook.toString('base64') };
  });
}

export const exportsRouter = router({
  // The herd book as an Excel workbook. The renderer saves it through its platform (a download, or
  // the desktop's save dialog); REST answers the file itself at the same path as ever.
  cattleWorkbook: memberProcedure(MANAGERS)
    .meta({
      openapi: { method: 'GET', path: CATTLE_WORKBOOK_PATH, tags: ['cattle'], protect: true, summary: 'The herd book as an Excel workbook (sheets Cows, Bulls, Calves, Steers)' },
      download: { contentType: XLSX_MIME },
    })
    .input(z.void())
    .output(fileDownload)
    .query(({ ctx }) => workbookOf(ctx.db, ctx.farmId)),

  // The same workbook by e-mail to the signed-in account's proven address, through the server's
  // SMTP (not the demo's: its address is published), within the account's 5 e-mails an hour.
  emailCattleWorkbook: memberProcedure(MANAGERS, { demo: false })
    .meta({
      openapi: { method: 'POST', path: '/api/cattle/export-email', tags: ['cattle'], protect: true, summary: "E-mail the workbook to the account's proven address" },
      runsAlone: true,
    })
    .input(z.object({}).optional())
    .output(z.object({ cattleCount: z.number().int().min(0) }))
    .mutation(async ({ ctx }) => {
      const mailer = requireMailer(ctx.mailer);
      requireVerifiedEmail(ctx.user);
      const cattleCount = farmCounts(ctx.db, ctx.farmId).cattle;
      await mailAccount(ctx.db, mailer, ctx.user, async () => {
        const file = await workbookOf(ctx.db, ctx.farmId);
        return {
          subject: `${ctx.farm.farmName}: cattle records`,
          text: `The cattle records of ${ctx.farm.farmName} (${cattleCount} head) are attached as ${file.fileName}, with a sheet each for cows, bulls, calves and steers.\n\nFarm Hand`,
          attachments: [{ filename: file.fileName, content: Buffer.from(file.base64, 'base64'), contentType: XLSX_MIME }],
        };
      });
      return { cattleCount };
    }),

  // Copy Excel Download Link: a link that downloads the same workbook for 15 minutes without
  // signing in, to paste into another app or browser. It ends sooner when this session signs out;
  // a farm has at most 10 live links.
  cattleWorkbookLink: memberProcedure(MANAGERS)
    .meta({ openapi: { method: 'POST', path: '/api/cattle/export-link', tags: ['cattle'], protect: true, summary: 'A 15-minute link to the workbook that needs no sign-in (10 live per farm)' } })
    .input(z.object({}).optional())
    .output(z.object({ url: z.string().describe('A path on this server'), expiresAt: z.string() }))
    .mutation(({ ctx }) => {
      const { token, expiresAt } = createDownloadLink(ctx.db, ctx.farmId, ctx.session.sessionId);
      return { url: `${SHARED_WORKBOOK_PATH}?link=${token}`, expiresAt };
    }),

  sharedCattleWorkbook: publicProcedure
    .meta({
      openapi: { method: 'GET', path: SHARED_WORKBOOK_PATH, tags: ['cattle'], protect: false, summary: 'The workbook a download link names (no sign-in: the link is the key)' },
      download: { contentType: XLSX_MIME },
    })
    .input(z.object({ link: z.string().trim().min(1, 'The download link is incomplete').max(100, 'The download link is not valid') }))
    .output(fileDownload)
    .query(({ ctx, input }) => workbookOf(ctx.db, farmOfDownloadLink(ctx.db, input.link))),
});
