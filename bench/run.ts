// `npm run bench`: measures the API on this machine through the real server over loopback HTTP.
// Bounded loops only (a fixed number of requests), against 127.0.0.1. Then a 10,000-head farm: the
// herd list cold and repeated (304), the dashboard counts and widgets, and the Excel export of 10,000 and of
// 100,000 head with the process's peak memory; and the fuzzy cattle search at 10,000 and 50,000 head.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { newSessionToken } from '../core/auth/tokens';
import { createSession } from '../core/db/sessions';
import { insertUser } from '../core/db/users';
import { seedBigHerd } from '../core/seed/big-herd';
import { todayISO } from '../core/domain/dates';
import { openTempFarmDb } from '../core/testing/temp-farm-db';
import { benchSearch, printSearchBench } from './search';
import { createApp } from '../server/app';
import { consoleLogger, silentLogger } from '../server/logger';

interface Row {
  what: string;
  n: number;
  p50: number;
  p95: number;
  perSecond: number;
}

const rows: Row[] = [];

async function measure(what: string, n: number, concurrency: number, once: () => Promise<unknown>) {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  rows.push({ what, n, p50: at(0.5), p95: at(0.95), perSecond: n / elapsed });
}

const openStarted = performance.now();
const { db, dispose } = openTempFarmDb();
const openMs = performance.now() - openStarted;
const server = createServer(createApp({ db, log: { ...silentLogger, error: consoleLogger.error } }).callback());
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const json = { 'content-type': 'application/json' };

const signup = await fetch(`${base}/api/auth/signup`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', farmName: 'Bench Farm' }),
});
const { token } = (await signup.json()) as { token: string };
const auth = { authorization: `Bearer ${token}` };

await measure('GET /api/health', 2000, 10, () => fetch(`${base}/api/health`).then((r) => r.text()));
await measure('GET /api/auth/me (REST)', 2000, 10, () => fetch(`${base}/api/auth/me`, { headers: auth }).then((r) => r.text()));
await measure('GET /api/trpc/auth.me', 2000, 10, () => fetch(`${base}/api/trpc/auth.me`, { headers: auth }).then((r) => r.text()));
await measure('POST /api/auth/login (bcrypt cost 10)', 40, 2, () =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  }).then((r) => r.text()),
);

// ---- A 10,000-head farm ------------------------------------------------------------------------

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes received (as sent: compressed if the server compressed). */
  bytes: number;
  body: Buffer | null;
  ms: number;
}

/**
 * One GET on the raw socket: what crosses the wire, uncompressed only on request. Keeps the body
 * only if asked. `fresh`: a new connection, for a request after the event loop was busy seeding
 * (an idle keep-alive socket may be closing by then).
 */
function rawGet(path: string, headers: Record<string, string>, keep = false, fresh = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    request(`${base}${path}`, { headers, ...(fresh ? { agent: false } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: keep ? Buffer.concat(chunks) : null, ms: performance.now() - t0 }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A signed-in farm without bcrypt, seeded with `head` realistic animals. */
function bigFarm(head: number) {
  const user = insertUser(db, { email: `bench-${head}@example.com`, passwordHash: 'bench', farmName: `${head} head`, ownerName: null, location: null });
  const token = newSessionToken();
  createSession(db, user.id, token);
  const t0 = performance.now();
  seedBigHerd(db, user.id, { head, today: todayISO() });
  return { token, seedMs: performance.now() - t0 };
}

interface HerdRow {
  what: string;
  n: number;
  status: number;
  p50: number;
  p95: number;
  wire: string;
}
const herdRows: HerdRow[] = [];

async function measureGets(what: string, n: number, path: string, headers: Record<string, string>) {
  const times: number[] = [];
  let last: RawAnswer | null = null;
  for (let i = 0; i < n; i++) {
    last = await rawGet(path, headers);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  herdRows.push({ what, n, status: last?.status ?? 0, p50: at(0.5), p95: at(0.95), wire: `${(last?.bytes ?? 0).toLocaleString('en-US')} B` });
  return last;
}

const tenK = bigFarm(10_000);
const bearer = { authorization: `Bearer ${tenK.token}` };
const gzip = { ...bearer, 'accept-encoding': 'gzip' };

const first = await rawGet('/api/cattle', gzip, true, true);
const rawBytes = first.body ? gunzipSync(first.body).length : 0;
const etag = String(first.headers.etag ?? '');
await measureGets('GET /api/cattle, cold (gzip)', 20, '/api/cattle', gzip);
const coldRow = herdRows.at(-1);
if (coldRow) coldRow.wire = `${first.bytes.toLocaleString('en-US')} B gzip (${rawBytes.toLocaleString('en-US')} B JSON)`;
await measureGets('GET /api/cattle, If-None-Match', 200, '/api/cattle', { ...gzip, 'if-none-match': etag });
const trpcEtag = String((await rawGet('/api/trpc/cattle.list', gzip)).headers.etag ?? '');
await measureGets('GET /api/trpc/cattle.list, If-None-Match', 200, '/api/trpc/cattle.list', { ...gzip, 'if-none-match': trpcEtag });
await measureGets('GET /api/dashboard/stats', 200, '/api/dashboard/stats', gzip);
await measureGets('GET /api/dashboard/widgets', 200, '/api/dashboard/widgets', gzip);
await measureGets('GET /api/trpc/exports.cattleWorkbook (gzip, base64 in JSON)', 5, '/api/trpc/exports.cattleWorkbook', gzip);

interface ExportRow {
  head: number;
  seedMs: number;
  ms: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
}
const exportRows: ExportRow[] = [];

// A full collection before each export, so "RSS before" is not inflated by the seeding's garbage
// (the same as running node with --expose-gc).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Downloads the export (discarding the bytes as they come) while sampling the process's RSS. */
async function measureExport(head: number, token: string, seedMs: number) {
  collectGarbage();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 10);
  const answer = await rawGet('/api/cattle/export', { authorization: `Bearer ${token}` }, false, true);
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
  exportRows.push({ head, seedMs, ms: answer.ms, bytes: answer.bytes, rssBefore, rssPeak });
}

await measureExport(10_000, tenK.token, tenK.seedMs);
const hundredK = bigFarm(100_000);
await measureExport(100_000, hundredK.token, hundredK.seedMs);

server.close();
dispose();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`open + migrate a new farm database: ${openMs.toFixed(1)} ms\n`);
console.log('| call | requests | p50 ms | p95 ms | per second |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.what} | ${row.n} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.perSecond.toFixed(0)} |`);
}
console.log(`\nA 10,000-head farm (seeded in ${tenK.seedMs.toFixed(0)} ms), one request at a time:\n`);
console.log('| call | requests | status | p50 ms | p95 ms | over the wire |');
console.log('|---|---:|---:|---:|---:|---|');
for (const row of herdRows) {
  console.log(`| ${row.what} | ${row.n} | ${row.status} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.wire} |`);
}
console.log('\nGET /api/cattle/export over HTTP: built in memory, then sent (RSS of the whole process, server and client):\n');
console.log('| head | seed ms | export ms | file size | RSS before | RSS peak |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (const row of exportRows) {
  console.log(
    `| ${row.head.toLocaleString('en-US')} | ${row.seedMs.toFixed(0)} | ${row.ms.toFixed(0)} | ${mb(row.bytes)} | ${mb(row.rssBefore)} | ${mb(row.rssPeak)} |`,
  );
}
printSearchBench(benchSearch());
