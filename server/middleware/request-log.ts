import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';

// A caller-supplied id is kept only when it looks like an id, so logs can't be forged through it.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (echoed as X-Request-Id) and logs one line when it ends. */
export function requestLog(log: Logger): Middleware {
  return async (ctx, next) => {
    const given = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(given) ? given : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      // ctx.path has no query string: nothing secret a URL might carry reaches the log.
      log.info(`${requestId} ${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
    }
  };
}
