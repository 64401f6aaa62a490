import { PassThrough } from 'node:stream';
import type { Middleware } from 'koa';
import { todayISO } from '../../core/domain/dates';
import { UnauthorizedError } from '../../core/errors';
import type { FarmDb } from '../../core/db/open-farm-db';
import { cattleWorkbookFileName, ExportAbortedError, prepareCattleWorkbook, XLSX_MIME } from '../../core/exports/cattle-workbook';
import { apiContextFor } from '../api-context';
import type { Logger } from '../logger';

export const CATTLE_EXPORT_PATH = '/api/cattle/export';

/**
 * `GET /api/cattle/export` (spec 1 §7, DECISIONS "API"): the signed-in farm's herd book as
 * `farm_hand_cattle_{YYYY-MM-DD}.xlsx`, streamed as it is written (core/exports/cattle-workbook.ts),
 * so a 100,000-head farm costs no more memory than a small one. Not run through koa-compress: an
 * xlsx is already a zip. Cache-Control (private, no-cache) comes from apiGuards like every /api call.
 */
export function cattleExport(db: FarmDb, log: Logger): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== CATTLE_EXPORT_PATH || ctx.method !== 'GET') return next();
    const { session, requestId } = apiContextFor(db, ctx);
    if (!session) {
      ctx.status = 401;
      ctx.body = { message: new UnauthorizedError().message, code: 'UNAUTHORIZED' };
      return;
    }
    // Everything that can fail before the first byte (the reads that plan the sheets) fails here,
    // while the answer can still be a JSON 500 rather than a broken file.
    const today = todayISO();
    const workbook = prepareCattleWorkbook(db, session.user.id, { today });
    ctx.compress = false;
    ctx.status = 200;
    ctx.type = XLSX_MIME;
    ctx.set('Content-Disposition', `attachment; filename="${cattleWorkbookFileName(today)}"`);
    const body = new PassThrough();
    ctx.body = body;
    workbook.write(body).catch((error: unknown) => {
      // A phone that lost signal is not a fault; the download simply stops (the writer destroyed
      // the body, which cuts the connection: the client never takes a truncated file for a whole one).
      if (error instanceof ExportAbortedError) return;
      log.error(`${requestId} cattle export failed after ${workbook.planned.cattleCount} head planned`, error);
    });
  };
}
