import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import { createOpenApiNodeHttpHandler } from 'trpc-to-openapi';
import { bodylessRoutes, NO_BODY_MESSAGE } from '../core/api/bodyless-routes';
import { createdRoutes, downloadRoutes } from '../core/api/downloads';
import type { ApiHost } from '../core/api/context';
import { appRouter } from '../core/api/root';
import { versionedRoutes } from '../core/api/versioned-routes';
import { STALE_RECORD_MESSAGE } from '../core/errors';
import type { FarmDb } from '../core/db/open-farm-db';
import { fileDownload } from '../core/schemas/files';
import { apiContextFor } from './api-context';
import { logServerErrors } from './api-error-log';
import { readIfMatch, recordEtag } from './if-match';
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

type VersionedRequest = IncomingMessage & { body?: unknown; query?: Record<string, (string | number)[]> };

/**
 * `If-Match: "3"` on an edit or delete of a record becomes the `version` it names (the version the
 * client opened), which the procedure checks inside its write. Answers a refusal, or null to go on.
 */
function applyIfMatch(ctx: Context, req: VersionedRequest): { status: number; body: object } | null {
  const ifMatch = readIfMatch(ctx.get('if-match') || undefined);
  switch (ifMatch.kind) {
    case 'invalid':
      return { status: 400, body: { message: ifMatch.message, code: 'BAD_REQUEST' } };
    case 'never':
      return { status: 412, body: { message: STALE_RECORD_MESSAGE, code: 'PRECONDITION_FAILED' } };
    case 'version':
      // A DELETE's input is read from the query, the others' from the body; a number either way.
      if (ctx.method === 'DELETE') req.query = { ...req.query, version: [ifMatch.version] };
      else req.body = { ...(req.body as object | undefined), version: ifMatch.version };
      return null;
    default:
      return null;
  }
}

/** Serves every procedure that carries `meta.openapi` at its path (e.g. POST /api/auth/login). */
export function restApi(db: FarmDb, log: Logger, host: ApiHost): Middleware {
  const koaContexts = new WeakMap<IncomingMessage, Context>();
  const downloads = new Set(downloadRoutes().map(({ method, path }) => `${method} ${path}`));
  const created = createdRoutes();
  const bodyless = bodylessRoutes();
  const versioned = versionedRoutes();
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
    const req = ctx.req as VersionedRequest;
    req.query = queryLists(ctx.req.url ?? '');
    const refusal = versioned(ctx.method, ctx.path) ? applyIfMatch(ctx, req) : null;
    if (refusal) {
      ctx.status = refusal.status;
      ctx.body = refusal.body;
      return;
    }
    const recorder = new ResponseRecorder(ctx.res);
    let passed = false;
    await handler(ctx.req, recorder as unknown as ServerResponse, () => {
      passed = true;
    });
    if (passed || !recorder.writableEnded) return next();
    if (recorder.statusCode === 200 && recorder.body && downloads.has(`${ctx.method} ${ctx.path}`)) return sendFile(ctx, recorder.body);
    ctx.status = recorder.statusCode === 200 && created.has(`${ctx.method} ${ctx.path}`) ? 201 : recorder.statusCode;
    for (const [name, value] of Object.entries(recorder.headers)) ctx.set(name, value);
    ctx.body = recorder.body ?? '';
    ctx.type = 'application/json';
    // A record a write answers carries its version as its entity tag, for the client's next If-Match.
    if (ctx.method !== 'GET' && recorder.statusCode === 200 && recorder.body) {
      const etag = recordEtag(JSON.parse(recorder.body));
      if (etag) ctx.set('ETag', etag);
    }
  };
}
