import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { bodylessRoutes, NO_BODY_MESSAGE } from '../core/api/bodyless-routes';
import { downloadRoutes } from '../core/api/downloads';
import type { ApiHost } from '../core/api/context';
import { appRouter } from '../core/api/root';
import type { FarmDb } from '../core/db/open-farm-db';
import { fileDownload } from '../core/schemas/files';
import { apiContextFor } from './api-context';
import { logServerErrors } from './api-error-log';
import type { Logger } from './logger';
import { MAX_JSON_BYTES } from './middleware/api-guards';

/**
 * Stands in for the Node response trpc-to-openapi writes to, so its answer becomes Koa's own
 * `ctx.status`/`ctx.body`: compression, logging and headers then treat REST like everything else.
 * Close events still come from the real response, so an aborted request still aborts the call.
 */
class ResponseRecorder {
  statusCode = 200;
  readonly headers: Record<string, string> = {};
  body: string | undefined;
  writableEnded = false;
  constructor(private readonly real: ServerResponse) {}
  setHeader(name: string, value: string | number) {
    this.headers[name.toLowerCase()] = String(value);
    return this;
  }
  end(body?: string) {
    this.body = body;
    this.writableEnded = true;
    return this;
  }
  once(event: string, listener: () => void) {
    this.real.once(event, listener);
    return this;
  }
  off(event: string, listener: () => void) {
    this.real.off(event, listener);
    return this;
  }
}

/** A download procedure's JSON answer turned into the file it describes. Not compressed: files are zips. */
function sendFile(ctx: Context, json: string): void {
  const file = fileDownload.parse(JSON.parse(json));
  ctx.status = 200;
  ctx.compress = false;
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  ctx.body = Buffer.from(file.base64, 'base64');
}

/**
 * The query string as trpc-to-openapi reads it (each key's values in a list), but in an object
 * without a prototype. The adapter's own reader collects into `{}`, so a key such as "constructor"
 * or "toString" found the prototype's member there and crashed the call with a 500.
 */
function queryLists(url: string): Record<string, string[]> {
  const lists: Record<string, string[]> = Object.create(null);
  for (const [key, value] of new URL(url, 'http://localhost').searchParams) (lists[key] ??= []).push(value);
  return lists;
}

/** Serves every procedure that carries `meta.openapi` at its path (e.g. POST /api/auth/login). */
export function restApi(db: FarmDb, log: Logger, host: ApiHost): Middleware {
  const koaContexts = new WeakMap<IncomingMessage, Context>();
  const downloads = new Set(downloadRoutes().map(({ method, path }) => `${method} ${path}`));
  const bodyless = bodylessRoutes();
  const handler = createOpenApiNodeHttpHandler({
    router: appRouter,
    maxBodySize: MAX_JSON_BYTES,
    createContext: ({ req }) => apiContextFor(db, koaContexts.get(req)!, host),
    onError: ({ error, path, req }) =>
      logServerErrors(log, () => String(koaContexts.get(req)?.state.requestId ?? ''))({ error, path }),
  });
  return async (ctx, next) => {
    if (bodyless.has(`${ctx.method} ${ctx.path}`) && (ctx.req as { body?: unknown }).body !== undefined) {
      ctx.status = 400;
      ctx.body = { message: NO_BODY_MESSAGE, code: 'BAD_REQUEST' };
      return;
    }
    koaContexts.set(ctx.req, ctx);
    (ctx.req as IncomingMessage & { query?: unknown }).query = queryLists(ctx.req.url ?? '');
    const recorder = new ResponseRecorder(ctx.res);
    let passed = false;
    await handler(ctx.req, recorder as unknown as ServerResponse, () => {
      passed = true;
    });
    if (passed || !recorder.writableEnded) return next();
    if (recorder.statusCode === 200 && recorder.body && downloads.has(`${ctx.method} ${ctx.path}`)) return sendFile(ctx, recorder.body);
    ctx.status = recorder.statusCode;
    for (const [name, value] of Object.entries(recorder.headers)) ctx.set(name, value);
    ctx.body = recorder.body ?? '';
    ctx.type = 'application/json';
  };
}
