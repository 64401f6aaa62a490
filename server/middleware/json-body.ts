import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import { API_PREFIX, JSON_TOO_LARGE, MAX_JSON_BYTES } from './api-guards';
import { TRPC_ENDPOINT } from '../trpc-http';
import { BodyTooLargeError, readLimited, refuseUnreadBody } from './read-limited';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** No Farm Hand body nests past a handful of levels; thousands would exhaust the stack downstream. */
export const MAX_JSON_DEPTH = 32;

/** How deep the arrays and objects of a JSON text nest, counted without parsing it (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') deepest = Math.max(deepest, (depth += 1));
    else if (ch === '}' || ch === ']') depth -= 1;
  }
  return deepest;
}

/**
 * Reads every JSON body sent to /api once, here, with the 1 MB limit enforced while streaming (a
 * chunked upload has no Content-Length to check up front). Both API adapters take a body already
 * read from `req.body`: tRPC the raw text, the REST adapter the parsed value.
 */
export const jsonBody: Middleware = async (ctx, next) => {
  const contentType = ctx.req.headers['content-type'];
  if (!ctx.path.startsWith(`${API_PREFIX}/`) || !BODY_METHODS.has(ctx.method) || contentType !== 'application/json') {
    return next();
  }
  // A file's bytes were read already and handed on as its procedure's input (file-upload.ts).
  if ((ctx.req as { body?: unknown }).body !== undefined) return next();
  let text: string;
  try {
    text = (await readLimited(ctx.req, MAX_JSON_BYTES)).toString('utf8');
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return refuseUnreadBody(ctx, JSON_TOO_LARGE);
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    ctx.status = 400;
    ctx.body = { message: `The request body nests too deeply (${MAX_JSON_DEPTH} levels at most)`, code: 'BAD_REQUEST' };
    return;
  }
  const req = ctx.req as IncomingMessage & { body?: unknown };
  if (ctx.path === TRPC_ENDPOINT || ctx.path.startsWith(`${TRPC_ENDPOINT}/`)) {
    req.body = text === '' ? undefined : text;
    return next();
  }
  try {
    req.body = text === '' ? undefined : JSON.parse(text);
  } catch {
    ctx.status = 400;
    ctx.body = { message: 'The request body is not valid JSON', code: 'PARSE_ERROR' };
    return;
  }
  // The REST adapter spreads a body over the path's parameters: an array, string, number or null
  // spreads to nothing (or to keys "0", "1", …), so a call whose fields are all optional (a backup,
  // a download link) or a PATCH would answer 200 to a body it never read. Every REST body is a JSON
  // object; anything else is the caller's mistake. (A DELETE's body is never read.)
  const body = req.body;
  if (ctx.method !== 'DELETE' && body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    ctx.status = 400;
    ctx.body = { message: 'The request body must be a JSON object', code: 'BAD_REQUEST' };
    return;
  }
  await next();
};
