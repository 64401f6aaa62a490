import { PassThrough } from 'node:stream';
import type { Middleware } from 'koa';
import { CATTLE_WORKBOOK_PATH } from '../core/api/routers/exports';
import type { FarmDb } from '../core/db/open-farm-db';
import { todayISO } from '../core/domain/dates';
import { cattleWorkbookFileName, ExportAbortedError, prepareCattleWorkbook, XLSX_MIME } from '../core/exports/cattle-workbook';
import { apiContextFor } from './api-context';
import type { Logger } from './logger';

/**
 * GET /api/cattle/export, streamed: the workbook goes into the response as its rows are written,
 * instead of the procedure's way (the whole file in memory, base64 in JSON, decoded again), which
 * at 100,000 head took 1.7 times as long and a third more memory (`npm run bench`). The layout is
 * read first, so a failure there is still a 500 before any 200 is promised. Only a signed-in caller
 * without a body is served here; anyone else falls through to the procedure, which answers as
 * every call does (401, or 400 for a body).
 */
export function workbookDownload(db: FarmDb, log: Logger): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== CATTLE_WORKBOOK_PATH || (ctx.req as { body?: unknown }).body !== undefined) return next();
    const { session } = apiContextFor(db, ctx);
    if (!session) return next();
    const today = todayISO();
    const workbook = prepareCattleWorkbook(db, session.user.id, { today });
    const body = new PassThrough();
    ctx.status = 200;
    // A zip is compressed already.
    ctx.compress = false;
    ctx.type = XLSX_MIME;
    ctx.set('Content-Disposition', `attachment; filename="${cattleWorkbookFileName(today)}"`);
    ctx.body = body;
    // A reader that goes away (a phone out of signal) stops the writing: that is no fault.
    workbook.write(body).catch((error: unknown) => {
      if (!(error instanceof ExportAbortedError)) log.error(`${ctx.state.requestId} export failed part way`, error);
    });
  };
}
