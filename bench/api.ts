// The API through the real server, beside the floor (floor-server.ts), each in a process of its own
// while autocannon runs here. Floor and server runs alternate, so a slower moment of a shared
// machine falls on both; each figure is the median of the runs, and a ratio is the median of the
// runs' own ratios. Beside latency and throughput, each server's CPU time per answer.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { rawGet, type RawAnswer } from '../server/testing/http';
import { startServer, type ServerProcess } from './children';
import type { BenchFarm } from './farms';
import { load, warmUp, type LoadRun, type LoadSpec } from './load';
import { fromRuns, median, rounded, type Result } from './results';

/** What a browser sends: the server then answers brotli. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';
const LIST_RATIO_TARGET = 1.5;
const NOT_MODIFIED_TARGET_MS = 5;
/** synchronous=FULL, as PRAGMA synchronous reports it. */
const SYNCHRONOUS_FULL = 2;

export interface ApiBenchOptions {
  runs: number;
  seconds: number;
}

export function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'deflate') return inflateSync(answer.body);
  return answer.body;
}

/**
 * The floor must answer what the server answers, or the ratio compares different jobs: the same
 * status, the same encoding and, decoded, the same bytes. Gives the server's answer.
 */
export async function sameAnswer(path: string, app: ServerProcess, floor: ServerProcess, headers: Record<string, string>): Promise<RawAnswer> {
  const [real, bare] = await Promise.all([rawGet(`${app.url}${path}`, headers), rawGet(`${floor.url}${path}`, headers)]);
  if (real.status !== 200) throw new Error(`GET ${path} answered ${real.status}: ${real.body.toString().slice(0, 200)}`);
  const encodings = [real.headers['content-encoding'], bare.headers['content-encoding']];
  if (bare.status !== 200 || encodings[0] !== encodings[1] || !decoded(real).equals(decoded(bare))) {
    throw new Error(`the floor's GET ${path} differs from the server's (status ${bare.status}, encodings ${encodings.join(' / ')}): fix the floor first`);
  }
  return real;
}

/** A load run and the CPU time the server spent per answer meanwhile (a figure a busy machine disturbs less). */
interface ServerRun extends LoadRun {
  cpuMsPerRequest: number;
}

async function measure(server: ServerProcess, spec: LoadSpec): Promise<ServerRun> {
  const before = server.cpuMs();
  const run = await load(spec);
  return { ...run, cpuMsPerRequest: (server.cpuMs() - before) / run.requests };
}

interface Paired {
  app: ServerRun[];
  floor: ServerRun[];
}

/** `runs` runs of each, alternating which goes first, after a warm-up of both. */
async function alternate(runs: number, app: [ServerProcess, LoadSpec], floor: [ServerProcess, LoadSpec]): Promise<Paired> {
  await warmUp(floor[1]);
  await warmUp(app[1]);
  const paired: Paired = { app: [], floor: [] };
  for (let run = 0; run < runs; run += 1) {
    if (run % 2 === 0) {
      paired.floor.push(await measure(...floor));
      paired.app.push(await measure(...app));
    } else {
      paired.app.push(await measure(...app));
      paired.floor.push(await measure(...floor));
    }
  }
  return paired;
}

const ratios = (paired: Paired, pick: (app: ServerRun, floor: ServerRun) => number) =>
  paired.app.map((run, i) => pick(run, paired.floor[i] as ServerRun));

/** The server's CPU time per answer beside the floor's. */
const cpuPerRequest = (name: string, paired: Paired): Result =>
  fromRuns(name, paired.app.map((run) => run.cpuMsPerRequest), 'CPU ms per answer', {
    floor: rounded(median(paired.floor.map((run) => run.cpuMsPerRequest))),
    ratio: rounded(median(ratios(paired, (a, f) => a.cpuMsPerRequest / f.cpuMsPerRequest)), 3),
  });

async function cattleList(app: ServerProcess, floor: ServerProcess, headers: Record<string, string>, options: ApiBenchOptions): Promise<Result[]> {
  const first = await sameAnswer('/api/cattle', app, floor, headers);
  const gzipped = await sameAnswer('/api/cattle', app, floor, { ...headers, 'accept-encoding': 'gzip' });
  const etag = String(first.headers.etag ?? '');
  if (!etag) throw new Error('GET /api/cattle answered without an ETag');
  const spec = (url: string): LoadSpec => ({ url: `${url}/api/cattle`, connections: 1, seconds: options.seconds, headers, status: 200 });
  const list = await alternate(options.runs, [app, spec(app.url)], [floor, spec(floor.url)]);
  const p50 = list.app.map((run) => run.p50Ms);
  const p99 = list.app.map((run) => run.p99Ms);
  const ratio = ratios(list, (a, f) => a.p50Ms / f.p50Ms);

  const repeat: LoadSpec = { ...spec(app.url), seconds: Math.max(1, Math.round(options.seconds / 2)), headers: { ...headers, 'if-none-match': etag }, status: 304 };
  await warmUp(repeat);
  const notModified: LoadRun[] = [];
  for (let run = 0; run < options.runs; run += 1) notModified.push(await load(repeat));

  const floorOf = (pick: (run: ServerRun) => number) => rounded(median(list.floor.map(pick)));
  return [
    fromRuns('api.cattle_list_10k.p50_ms', p50, 'ms', { floor: floorOf((run) => run.p50Ms), ratio: rounded(median(ratio), 3) }),
    fromRuns('api.cattle_list_10k.p99_ms', p99, 'ms', { floor: floorOf((run) => run.p99Ms), ratio: rounded(median(ratios(list, (a, f) => a.p99Ms / f.p99Ms)), 3) }),
    fromRuns('api.cattle_list_10k.ratio', ratio, 'server p50 ÷ floor p50', { target: { max: LIST_RATIO_TARGET } }),
    cpuPerRequest('api.cattle_list_10k.cpu_ms_per_request', list),
    { name: 'api.cattle_list_10k.json_bytes', value: decoded(first).length, unit: 'bytes' },
    fromRuns('api.cattle_list_10k_304.p50_ms', notModified.map((run) => run.p50Ms), 'ms', { target: { max: NOT_MODIFIED_TARGET_MS } }),
    fromRuns('api.cattle_list_10k_304.p99_ms', notModified.map((run) => run.p99Ms), 'ms'),
    { name: 'api.cattle_list_10k_304.first_answer_br_bytes', value: first.body.length, unit: 'bytes' },
    { name: 'api.cattle_list_10k_304.first_answer_gzip_bytes', value: gzipped.body.length, unit: 'bytes' },
  ];
}

async function dashboardStats(app: ServerProcess, floor: ServerProcess, headers: Record<string, string>, options: ApiBenchOptions): Promise<Result[]> {
  await sameAnswer('/api/dashboard/stats', app, floor, headers);
  const spec = (url: string): LoadSpec => ({ url: `${url}/api/dashboard/stats`, connections: 10, seconds: options.seconds, headers, status: 200 });
  const stats = await alternate(options.runs, [app, spec(app.url)], [floor, spec(floor.url)]);
  const ratio = ratios(stats, (a, f) => f.perSecond / a.perSecond);
  return [
    fromRuns('api.stats.requests_per_s', stats.app.map((run) => run.perSecond), 'requests/s', {
      floor: rounded(median(stats.floor.map((run) => run.perSecond))),
      ratio: rounded(median(ratio), 3),
    }),
    fromRuns('api.stats.ratio', ratio, 'floor req/s ÷ server req/s', { target: { max: LIST_RATIO_TARGET } }),
    fromRuns('api.stats.p50_ms', stats.app.map((run) => run.p50Ms), 'ms', { floor: rounded(median(stats.floor.map((run) => run.p50Ms))) }),
    cpuPerRequest('api.stats.cpu_ms_per_request', stats),
  ];
}

/** Sustained creates on a copy of the farm (the others keep measuring the farm as seeded). */
async function createCattle(farm: BenchFarm, options: ApiBenchOptions): Promise<Result[]> {
  const copy = join(farm.file, '..', 'writes.sqlite');
  copyFileSync(farm.file, copy);
  const app = await startServer({ kind: 'app', dbFile: copy, userId: farm.userId });
  try {
    if (app.synchronous !== SYNCHRONOUS_FULL) throw new Error(`the server runs with synchronous=${app.synchronous}, not FULL`);
    const spec: LoadSpec = {
      url: `${app.url}/api/cattle`,
      method: 'POST',
      connections: 10,
      seconds: options.seconds,
      headers: { authorization: `Bearer ${farm.token}`, 'content-type': 'application/json' },
      // What the Add Cattle form sends for a bought cow; every one a new animal.
      body: JSON.stringify({ name: 'Bought cow [<id>]', type: 'Cow', breed: 'Angus', pasture: 'North Meadow', birthDate: '2021-03-14', status: 'active', weight: 1250 }),
      uniqueIds: true,
      status: 200,
    };
    await warmUp(spec);
    const runs: LoadRun[] = [];
    for (let run = 0; run < options.runs; run += 1) runs.push(await load(spec));
    return [
      fromRuns('api.create_cattle.writes_per_s', runs.map((run) => run.perSecond), 'writes/s (synchronous=FULL)'),
      fromRuns('api.create_cattle.p50_ms', runs.map((run) => run.p50Ms), 'ms'),
    ];
  } finally {
    await app.stop();
  }
}

export async function benchApi(farm: BenchFarm, options: ApiBenchOptions): Promise<Result[]> {
  const headers = { authorization: `Bearer ${farm.token}`, 'accept-encoding': BROWSER_ENCODINGS };
  const app = await startServer({ kind: 'app', dbFile: farm.file, userId: farm.userId });
  const floor = await startServer({ kind: 'floor', dbFile: farm.file, userId: farm.userId }).catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  const results: Result[] = [];
  try {
    results.push(...(await cattleList(app, floor, headers, options)));
    results.push(...(await dashboardStats(app, floor, headers, options)));
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
  }
  results.push(...(await createCattle(farm, options)));
  return results;
}
