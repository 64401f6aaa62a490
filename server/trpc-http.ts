import type { Middleware } from 'koa';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { batchRefusal, MAX_BATCH_CALLS } from '../core/api/batching';
import { appRouter } from '../core/api/root';
import { bodylessProcedures, NO_BODY_MESSAGE } from '../core/api/bodyless-routes';
import type { ApiHost } from '../core/api/context';
import type { FarmDb } from '../core/db/open-farm-db';
import { apiContextFor } from './api-context';
import { logServerErrors } from './api-error-log';
import type { Logger } from './logger';
import { MAX_JSON_BYTES } from './middleware/api-guards';

export const TRPC_ENDPOINT = '/api/trpc';

/** The procedures a request names: `/api/trpc/a,b?batch=1` is a batch of two. */
function calledPaths(ctx: Parameters<Middleware>[0]): string[] {
  const raw = ctx.path.slice(TRPC_ENDPOINT.length + 1);
  let named = raw;
  try {
    named = decodeURIComponent(raw);
  } catch {
    // A malformed escape names no procedure: tRPC answers it as unknown.
  }
  return ctx.query.batch === '1' ? named.split(',') : [named];
}

/** tRPC over HTTP for the renderer, answered through Koa so headers, compression and logs apply. */
export function trpcHttp(db: FarmDb, log: Logger, host: ApiHost): Middleware {
  const bodyless = bodylessProcedures();
  return async (ctx, next) => {
    if (ctx.path !== TRPC_ENDPOINT && !ctx.path.startsWith(`${TRPC_ENDPOINT}/`)) return next();
    // Refused before any call runs or any body is read: a batch is small, and files and costly calls go alone.
    const refusal = batchRefusal(calledPaths(ctx));
    if (refusal) {
      ctx.status = 400;
      ctx.body = { error: { message: refusal, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } };
      return;
    }
    // A write that takes nothing has no input parser, so tRPC would ignore a body: refuse it, as REST does.
    const procedure = ctx.path.slice(TRPC_ENDPOINT.length + 1);
    if (bodyless.has(procedure) && (ctx.req as { body?: unknown }).body !== undefined) {
      ctx.status = 400;
      ctx.body = { error: { message: NO_BODY_MESSAGE, code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, path: procedure } } };
      return;
    }
    const request = incomingMessageToRequest(ctx.req, ctx.res, { maxBodySize: MAX_JSON_BYTES });
    const response = await fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: request,
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: () => apiContextFor(db, ctx, host),
      onError: logServerErrors(log, () => String(ctx.state.requestId ?? '')),
    });
    ctx.status = response.status;
    response.headers.forEach((value, name) => {
      if (name === 'content-length') return;
      // Added to, not replaced: compression and the conditional GET vary on other headers too.
      if (name === 'vary') ctx.vary(value);
      else ctx.set(name, value);
    });
    ctx.body = Buffer.from(await response.arrayBuffer());
  };
}
