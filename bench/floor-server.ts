// The floor: a bare node:http server doing only the essential work of each measured request for one
// farm, so the ratio of the real server to it is the framework's cost (Koa and its middleware, the
// session lookup, tRPC and trpc-to-openapi, Drizzle's mapping, zod's output check), not a different
// job. It serves the farm it was started for to anyone (no sign-in), and answers:
// - GET /api/cattle: floorCattleList's JSON, compressed exactly when the server would compress it;
// - GET /api/dashboard/stats: floorDashboardStats's JSON, likewise;
// - GET /api/cattle/export: the app's streaming workbook writer straight into the response;
// - GET /api/sync/changes?since=&limit=: floorSyncChanges's JSON, compressed as the server would.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';
import type { FarmDb } from '../core/db/open-farm-db';
import { todayISO } from '../core/domain/dates';
import { cattleWorkbookFileName, writeCattleWorkbook, XLSX_MIME } from '../core/exports/cattle-workbook';
import { floorCattleList, floorDashboardStats } from './floor-queries';
import { floorSyncChanges } from './floor-sync';

/** koa-compress's rule as the server configures it: bodies from 1 KB, brotli (quality 4) over gzip over deflate. */
const COMPRESS_FROM_BYTES = 1024;
const ENCODERS = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => createGzip(),
  deflate: () => createDeflate(),
} as const;

/** The encoding the server picks for this Accept-Encoding; null for none (an explicit q=0 refuses one). */
function encodingFor(header: string | undefined): keyof typeof ENCODERS | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([coding]) => coding?.trim().toLowerCase()),
  );
  return (Object.keys(ENCODERS) as (keyof typeof ENCODERS)[]).find((coding) => accepted.has(coding)) ?? null;
}

function sendJson(req: IncomingMessage, res: ServerResponse, json: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const size = Buffer.byteLength(json);
  const encoding = size >= COMPRESS_FROM_BYTES ? encodingFor(req.headers['accept-encoding']) : null;
  if (!encoding) {
    res.setHeader('Content-Length', size);
    res.end(json);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  const encoder = ENCODERS[encoding]();
  encoder.pipe(res);
  encoder.end(json);
}

function sendWorkbook(res: ServerResponse, db: FarmDb, userId: string): void {
  res.setHeader('Content-Type', XLSX_MIME);
  res.setHeader('Content-Disposition', `attachment; filename="${cattleWorkbookFileName()}"`);
  writeCattleWorkbook(db, userId, res).catch((error: unknown) => console.error('floor export failed', error));
}

export function floorServer(db: FarmDb, userId: string): Server {
  const list = floorCattleList(db.$client, userId);
  const stats = floorDashboardStats(db.$client, userId, todayISO());
  const changes = floorSyncChanges(db, userId);
  return createServer((req, res) => {
    const route = `${req.method} ${req.url}`;
    const url = new URL(req.url ?? '/', 'http://floor');
    if (req.method === 'GET' && url.pathname === '/api/sync/changes') {
      return sendJson(req, res, changes(Number(url.searchParams.get('since') ?? 0), Number(url.searchParams.get('limit') ?? 500)));
    }
    if (route === 'GET /api/cattle') return sendJson(req, res, list());
    if (route === 'GET /api/dashboard/stats') return sendJson(req, res, stats());
    if (route === 'GET /api/cattle/export') return sendWorkbook(res, db, userId);
    res.statusCode = 404;
    res.end();
  });
}
