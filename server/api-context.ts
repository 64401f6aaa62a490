import type { Context } from 'koa';
import { bearerToken } from '../core/auth/tokens';
import { createApiContext, type ApiContext, type ApiHost } from '../core/api/context';
import type { FarmDb } from '../core/db/open-farm-db';

/**
 * The procedures' context for an HTTP request: the bearer token opens the session. The client is
 * the connecting address; X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY=1), so
 * a caller cannot pick a new address per attempt by writing the header.
 */
export function apiContextFor(db: FarmDb, ctx: Context, host?: ApiHost): ApiContext {
  return createApiContext({
    db,
    host,
    token: bearerToken(ctx.get('authorization')),
    requestId: String(ctx.state.requestId ?? ''),
    client: `http:${ctx.ip}`,
    appUrl: `${ctx.protocol}://${ctx.host}`,
  });
}
