import type { Middleware } from 'koa';
import { uploadRoutes } from '../../core/api/downloads';

export const API_PREFIX = '/api';
/** JSON bodies above this are refused with 413 before anything reads them. */
export const MAX_JSON_BYTES = 1024 * 1024;
export const JSON_TOO_LARGE = `Request body too large (${MAX_JSON_BYTES / 1024 / 1024} MB at most)`;

const isApi = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

let uploads: Set<string> | undefined;
/** A REST path whose body is a file: it keeps its own, larger limit (server/file-upload.ts). */
const takesFile = (method: string, path: string) => (uploads ??= new Set(uploadRoutes().map((route) => `${route.method} ${route.path}`))).has(`${method} ${path}`);

/**
 * Rules every /api call shares: answers are private to the signed-in farm and always revalidated
 * (`private, no-cache`: a shared cache never keeps them, the browser asks again each time);
 * bodies declared oversized are refused before anything reads them (json-body.ts enforces the
 * limit on the rest while streaming); `application/json; charset=utf-8` is treated as
 * JSON (the REST adapter only reads the bare type), and so is a request with no body at all.
 */
export const apiGuards: Middleware = async (ctx, next) => {
  if (!isApi(ctx.path)) return next();
  ctx.set('Cache-Control', 'private, no-cache');
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > MAX_JSON_BYTES && !takesFile(ctx.method, ctx.path)) {
    ctx.status = 413;
    ctx.body = { message: JSON_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' };
    return;
  }
  const contentType = ctx.req.headers['content-type'];
  if (contentType && /^application\/json\s*;/i.test(contentType)) ctx.req.headers['content-type'] = 'application/json';
  // A body-less POST (`curl -X POST …/logout`) has nothing to mistype: read it as empty JSON.
  const hasBody = declared > 0 || ctx.req.headers['transfer-encoding'] !== undefined;
  if (!contentType && !hasBody) ctx.req.headers['content-type'] = 'application/json';
  await next();
  ctx.set('Cache-Control', 'private, no-cache');
};

/** Any /api path no procedure answered: a JSON 404, never the app's HTML. */
export const apiNotFound: Middleware = async (ctx, next) => {
  if (!isApi(ctx.path)) return next();
  ctx.status = 404;
  ctx.body = { message: 'Not found', code: 'NOT_FOUND' };
};
