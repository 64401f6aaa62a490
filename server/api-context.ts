import type { Context } from 'koa';
import { bearerToken } from '../core/auth/tokens';
import { createApiContext, type ApiContext } from '../core/api/context';
import type { FarmDb } from '../core/db/open-farm-db';

/** The procedures' context for an HTTP request: the bearer token opens the session. */
export function apiContextFor(db: FarmDb, ctx: Context): ApiContext {
  return createApiContext({
    db,
    token: bearerToken(ctx.get('authorization')),
    requestId: String(ctx.state.requestId ?? ''),
  });
}
