import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { callRefusal } from '../core/api/call-roles';
import { uploadRoutes } from '../core/api/downloads';
import type { FarmDb } from '../core/db/open-farm-db';
import { FILE_TOO_LARGE, MAX_IMPORT_BYTES, type ImportReport } from '../core/schemas/imports';
import { apiContextFor } from './api-context';
import { BodyTooLargeError, readLimited, refuseUnreadBody } from './middleware/read-limited';

// POST /api/import/cattle and any other REST path whose body is a file: the bytes themselves, up to
// 10 MB, not JSON. Read here (ahead of the JSON body reader, which would refuse them) and handed to
// the procedure as the input it takes everywhere else (`file` in base64, its options from the query),
// so REST answers with the procedure's rules, roles and messages. A caller the procedure would refuse
// is answered by it without the file being read. A real import that problems stopped answers 422
// with the same report: nothing was written, and the report says why.

export const UNPROCESSABLE_IMPORT = (problems: number) =>
  `Nothing was imported: the file has ${problems === 1 ? 'a problem' : `${problems} problems`}. Fix ${problems === 1 ? 'it' : 'them'}, or import with skipInvalid=true to leave those rows out.`;

/** A yes-or-no option from the query: "true" and "false" as such, anything else as sent, for the input's check to refuse. */
const option = (value: string | string[]): unknown => (value === 'true' ? true : value === 'false' ? false : value);

export function fileUpload(db: FarmDb): Middleware {
  const routes = new Map(uploadRoutes().map((route) => [`${route.method} ${route.path}`, route]));
  return async (ctx, next) => {
    const route = routes.get(`${ctx.method} ${ctx.path}`);
    if (!route) return next();
    const options: Record<string, unknown> = {};
    for (const name of route.query) {
      const value = ctx.query[name];
      if (value !== undefined) options[name] = option(value);
    }
    const req = ctx.req as IncomingMessage & { body?: unknown };
    // The REST adapter takes a body already read from `req.body`, as JSON.
    const handOn = (file: string) => {
      req.body = { ...options, file };
      req.headers['content-type'] = 'application/json';
      return next();
    };
    const session = apiContextFor(db, ctx).session;
    if (session === null || callRefusal(session.user.role)(route.name) !== null) {
      ctx.set('Connection', 'close');
      return handOn('');
    }
    if (Number(ctx.get('content-length') || 0) > MAX_IMPORT_BYTES) return refuseUnreadBody(ctx, FILE_TOO_LARGE);
    let file: Buffer;
    try {
      file = await readLimited(ctx.req, MAX_IMPORT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuseUnreadBody(ctx, FILE_TOO_LARGE);
      throw error;
    }
    await handOn(file.toString('base64'));
    if (ctx.status !== 200 || options.dryRun === true || typeof ctx.body !== 'string') return;
    const report = JSON.parse(ctx.body) as ImportReport;
    if (report.applied) return;
    ctx.status = 422;
    ctx.body = { ...report, message: UNPROCESSABLE_IMPORT(report.errors.length), code: 'UNPROCESSABLE_CONTENT' };
  };
}
