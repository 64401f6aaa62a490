// `npm run bench`: measures the API on this machine through the real server over loopback HTTP.
// Bounded loops only (a fixed number of requests), against 127.0.0.1. Later issues add their own
// rows (the 10,000-head cattle list, the export) beside these.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openTempFarmDb } from '../core/testing/temp-farm-db';
import { createApp } from '../server/app';
import { silentLogger } from '../server/logger';

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
const server = createServer(createApp({ db, log: silentLogger }).callback());
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

server.close();
dispose();

console.log(`open + migrate a new farm database: ${openMs.toFixed(1)} ms\n`);
console.log('| call | requests | p50 ms | p95 ms | per second |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.what} | ${row.n} | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} | ${row.perSecond.toFixed(0)} |`);
}
