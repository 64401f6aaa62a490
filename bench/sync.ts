// Offline sync through the real server: a phone's whole first pull of a 10,000-head farm with its
// year of activities, beside the floor (the same rows read and sent by a bare server), and the time
// a push of 200 mixed operations takes. Floor and server runs alternate, as in api.ts.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_CHANGES_PAGE } from '../core/schemas/sync';
import { rawGet } from '../server/testing/http';
import { BROWSER_ENCODINGS, decoded, sameAnswer } from './api';
import { startServer, type ServerProcess } from './children';
import type { BenchFarm } from './farms';
import { fromRuns, median, rounded, type Result } from './results';

const PULL_RATIO_TARGET = 1.5;
const PUSH_OPS = 200;
const PUSH_BATCHES = 20;

interface Pull {
  ms: number;
  /** Bytes on the wire, compressed as a browser asks. */
  bytes: number;
  changes: number;
}

/** Pages of the change feed from 0 until there are no more, one after another, as a phone pulls. */
async function wholePull(server: ServerProcess, headers: Record<string, string>): Promise<Pull> {
  const started = performance.now();
  let since = 0;
  let bytes = 0;
  let changes = 0;
  for (let more = true; more; ) {
    const answer = await rawGet(`${server.url}/api/sync/changes?since=${since}&limit=${MAX_CHANGES_PAGE}`, headers);
    if (answer.status !== 200) throw new Error(`GET /api/sync/changes answered ${answer.status}`);
    bytes += answer.body.length;
    const page = JSON.parse(decoded(answer).toString()) as { changes: unknown[]; next: number; more: boolean };
    changes += page.changes.length;
    since = page.next;
    more = page.more;
  }
  return { ms: performance.now() - started, bytes, changes };
}

async function firstPull(farm: BenchFarm, runs: number): Promise<Result[]> {
  const headers = { authorization: `Bearer ${farm.token}`, 'accept-encoding': BROWSER_ENCODINGS };
  const app = await startServer({ kind: 'app', dbFile: farm.file, userId: farm.userId });
  const floor = await startServer({ kind: 'floor', dbFile: farm.file, userId: farm.userId }).catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  try {
    await sameAnswer(`/api/sync/changes?since=0&limit=${MAX_CHANGES_PAGE}`, app, floor, headers);
    await wholePull(floor, headers);
    await wholePull(app, headers);
    const pulls: { app: Pull; floor: Pull }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const first = run % 2 === 0 ? await wholePull(floor, headers) : await wholePull(app, headers);
      const second = run % 2 === 0 ? await wholePull(app, headers) : await wholePull(floor, headers);
      pulls.push(run % 2 === 0 ? { floor: first, app: second } : { app: first, floor: second });
    }
    const ms = pulls.map((pull) => pull.app.ms);
    return [
      fromRuns('sync.pull_10k.ms', ms, 'ms for the whole first pull', { floor: rounded(median(pulls.map((pull) => pull.floor.ms))) }),
      fromRuns('sync.pull_10k.ratio', pulls.map((pull) => pull.app.ms / pull.floor.ms), 'server ms ÷ floor ms', { target: { max: PULL_RATIO_TARGET } }),
      { name: 'sync.pull_10k.bytes', value: pulls[0]?.app.bytes ?? 0, unit: 'bytes (brotli)' },
      { name: 'sync.pull_10k.changes', value: pulls[0]?.app.changes ?? 0, unit: 'records' },
    ];
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
  }
}

type Listed = { id: string; tag: string | null; weight: number | null };

/** 200 operations as phones send them: new calves, weighings of animals the farm has, vaccinations logged. */
function mixedBatch(herd: readonly Listed[], batch: number): object[] {
  return Array.from({ length: PUSH_OPS }, (_, i) => {
    const animal = herd[(batch * PUSH_OPS + i) % herd.length]!;
    const opId = crypto.randomUUID();
    if (i % 10 < 4) {
      return { opId, procedure: 'cattle.create', input: { id: crypto.randomUUID(), tag: `P${batch}-${i}`, type: 'Calf', gender: 'female', pasture: 'North Meadow', birthDate: '2026-04-02' } };
    }
    if (i % 10 < 7) return { opId, procedure: 'cattle.update', input: { id: animal.id, weight: (animal.weight ?? 900) + batch + 1 }, base: { weight: animal.weight } };
    return { opId, procedure: 'activities.create', input: { id: crypto.randomUUID(), type: 'vaccination', cattleTag: animal.tag, date: '2026-04-02', pasture: 'North Meadow', notes: 'Blackleg' } };
  });
}

async function push200(farm: BenchFarm, runs: number): Promise<Result[]> {
  const copy = join(farm.file, '..', 'sync-pushes.sqlite');
  copyFileSync(farm.file, copy);
  const app = await startServer({ kind: 'app', dbFile: copy, userId: farm.userId });
  const headers = { authorization: `Bearer ${farm.token}`, 'content-type': 'application/json' };
  try {
    const herd = (await (await fetch(`${app.url}/api/cattle`, { headers })).json()) as Listed[];
    const times: number[] = [];
    const batches = Math.max(PUSH_BATCHES, runs);
    for (let batch = -2; batch < batches; batch += 1) {
      const body = JSON.stringify({ deviceId: crypto.randomUUID(), ops: mixedBatch(herd.filter((animal) => animal.tag), batch + 2) });
      const started = performance.now();
      const answer = await fetch(`${app.url}/api/sync/push`, { method: 'POST', headers, body });
      const results = ((await answer.json()) as { results?: { status: string }[] }).results ?? [];
      if (answer.status !== 200 || results.some((result) => result.status === 'rejected')) throw new Error(`a push answered ${answer.status}: ${JSON.stringify(results.find((result) => result.status === 'rejected'))}`);
      if (batch >= 0) times.push(performance.now() - started);
    }
    return [fromRuns('sync.push_200.p50_ms', times, `ms for ${PUSH_OPS} mixed operations`)];
  } finally {
    await app.stop();
  }
}

export async function benchSync(farm: BenchFarm, runs: number): Promise<Result[]> {
  return [...(await firstPull(farm, runs)), ...(await push200(farm, runs))];
}
