import Koa from 'koa';
import compress from 'koa-compress';
import type { Mailer } from '../core/api/mailer';
import { SIGNUPS_PER_HOUR } from '../core/auth/accounts';
import type { FarmDb } from '../core/db/open-farm-db';
import { buildOpenApiDocument } from '../core/api/openapi';
import type { Logger } from './logger';
import { apiGuards, apiNotFound } from './middleware/api-guards';
import { conditionalGet } from './middleware/conditional-get';
import { errorBoundary } from './middleware/error-boundary';
import { fileUpload } from './file-upload';
import { jsonBody } from './middleware/json-body';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { restApi } from './rest';
import { staticFiles } from './static-files';
import { trpcHttp } from './trpc-http';
import { workbookDownload } from './workbook-download';

const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export interface AppOptions {
  db: FarmDb;
  log: Logger;
  /** The built renderer (dist/renderer); omitted in API-only tests. */
  staticDir?: string;
  /** Whether the server speaks TLS itself (turns on HSTS and upgrade-insecure-requests). */
  tls?: boolean;
  /** Sends e-mail (verification links, the herd book); without one those calls answer 503. */
  mailer?: Mailer | null;
  /** Sign-ups one client address may make within an hour (10 unless set). */
  signupsPerHour?: number;
}

/** The whole HTTP side: REST at the product's paths, tRPC for the renderer, and the PWA's files. */
export function createApp(opts: AppOptions): Koa {
  const app = new Koa({ proxy: process.env.TRUST_PROXY === '1' });
  const host = { mailer: opts.mailer ?? null, signupsPerHour: opts.signupsPerHour ?? SIGNUPS_PER_HOUR };
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A phone that walks out of signal mid-download is not a server fault: only log real ones.
    if (error.code && CLIENT_GONE.has(error.code)) return;
    opts.log.error('response failed', error);
  });
  app.use(requestLog(opts.log));
  app.use(errorBoundary(opts.log));
  app.use(securityHeaders({ tls: opts.tls ?? false }));
  app.use(compress({ threshold: 1024 }));
  app.use(apiGuards);
  // A file's bytes, read before the JSON reader would refuse them (they are no JSON).
  app.use(fileUpload(opts.db));
  app.use(jsonBody);
  // Ahead of both API adapters: an unchanged herd list is answered 304 without running the procedure.
  app.use(conditionalGet(opts.db));
  app.use(workbookDownload(opts.db, opts.log));
  app.use(trpcHttp(opts.db, opts.log, host));
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/api/openapi.json') return next();
    ctx.body = buildOpenApiDocument(`${ctx.protocol}://${ctx.host}`);
  });
  app.use(restApi(opts.db, opts.log, host));
  app.use(apiNotFound);
  if (opts.staticDir) app.use(staticFiles(opts.staticDir));
  return app;
}
