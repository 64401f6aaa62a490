import { PassThrough } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { CATTLE_WORKBOOK_PATH, SHARED_WORKBOOK_PATH } from '../core/api/routers/exports';
import { callRefusal } from '../core/api/call-roles';
import { farmOfDownloadLink } from '../core/db/download-links';
import type { FarmDb } from '../core/db/open-farm-db';
import { todayISO } from '../core/domain/dates';
import { DomainError } from '../core/errors';
import { cattleWorkbookFileName, ExportAbortedError, prepareCattleWorkbook, XLSX_MIME } from '../core/exports/cattle-workbook';
import { takeExportSlot } from '../core/exports/export-slots';
import { apiContextFor } from './api-context';
import type { Logger } from './logger';

/** The farm whose workbook this request may download here, or undefined to leave it to the procedure (which refuses what it must). */
function farmToExport(db: FarmDb, ctx: Context): string | undefined {
  if (ctx.path === CATTLE_WORKBOOK_PATH) {
    // The member's farm, when their role may export it; a refusal is the procedure's to answer.
    const session = apiContextFor(db, ctx).session;
    return session && callRefusal(session.user.role)('exports.cattleWorkbook') === null ? session.farm.id : undefined;
  }
  if (ctx.path !== SHARED_WORKBOOK_PATH || typeof ctx.query.link !== 'string') return undefined;
  try {
    return farmOfDownloadLink(db, ctx.query.link);
  } catch (error) {
    // An unknown or ended link: the procedure answers it in the API's words.
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/**
 * GET /api/cattle/export and a shared link's GET /api/cattle/export/shared, streamed: the workbook
 * goes into the response as its rows are written, instead of the procedure's way (the whole file in
 * memory, base64 in JSON, decoded again), which at 100,000 head took 1.7 times as long and a third
 * more memory (`npm run bench`). The farm's one export slot is held until the last byte is handed
 * over or the reader goes. The layout is read first, so a failure there is still a 500 before any
 * 200 is promised. Anything else (no sign-in, an unknown link, a body) falls through to the
 * procedure, which answers as every call does.
 */
export function workbookDownload(db: FarmDb, log: Logger): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || (ctx.req as { body?: unknown }).body !== undefined) return next();
    const farmId = farmToExport(db, ctx);
    if (!farmId) return next();
    let release: () => void;
    try {
      release = takeExportSlot(farmId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.status = 429;
      ctx.body = { message: error.message, code: 'TOO_MANY_REQUESTS' };
      return;
    }
    const today = todayISO();
    let workbook;
    try {
      workbook = prepareCattleWorkbook(db, farmId, { today });
    } catch (error) {
      release();
      throw error;
    }
    const body = new PassThrough();
    ctx.status = 200;
    // A zip is compressed already.
    ctx.compress = false;
    ctx.type = XLSX_MIME;
    ctx.set('Content-Disposition', `attachment; filename="${cattleWorkbookFileName(today)}"`);
    ctx.body = body;
    // A reader that goes away (a phone out of signal) stops the writing: that is no fault.
    workbook
      .write(body)
      .catch((error: unknown) => {
        if (!(error instanceof ExportAbortedError)) log.error(`${ctx.state.requestId} export failed part way`, error);
      })
      .finally(release);
  };
}
