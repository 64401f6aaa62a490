import type { Middleware } from 'koa';
import { INTERNAL_ERROR_MESSAGE } from '../../core/api/trpc';
import type { Logger } from '../logger';

/** The last line of defence: an unexpected error is logged with its request id and answered as a
 *  plain 500 without internals. Errors Koa marks as the caller's (4xx, `expose`) keep their status. */
export function errorBoundary(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status;
      const expose = (error as { expose?: boolean }).expose;
      if (typeof status === 'number' && status >= 400 && status < 500 && expose) {
        ctx.status = status;
        ctx.body = { message: (error as Error).message, code: 'BAD_REQUEST' };
        return;
      }
      log.error(`${ctx.state.requestId} unhandled error on ${ctx.method} ${ctx.path}`, error);
      ctx.status = 500;
      ctx.body = {
        message: INTERNAL_ERROR_MESSAGE,
        code: 'INTERNAL_SERVER_ERROR',
        requestId: ctx.state.requestId,
      };
    }
  };
}
