// Herd health through the real server on a copy of the 10,000-head farm with three weighings per
// animal: a pen of 500 treated in one call (one transaction, 500 records and their withdrawal ends),
// one weighing at the chute (the animal's weights follow), and the whole farm's weighings listed with
// each one's ADG and adjusted 205-day weight.
import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { closeFarmDb, openFarmDb } from '../core/db/open-farm-db';
import { cattle, weights } from '../core/db/schema';
import { addDays, todayISO } from '../core/domain/dates';
import { callJson, rawGet } from '../server/testing/http';
import { BROWSER_ENCODINGS } from './api';
import { startServer } from './children';
import type { BenchFarm } from './farms';
import { fromRuns, type Result } from './results';

const PEN = 500;
const WEIGHINGS_PER_HEAD = 3;
const WEIGH_CALLS = 30;
const TREAT_TARGET_MS = 500;
const WEIGH_TARGET_MS = 50;
const LIST_TARGET_MS = 2000;

/** The copy's animals, and three weighings of each a month apart, written straight to the file. */
function seedWeighings(file: string, userId: string): string[] {
  const db = openFarmDb(file);
  try {
    const herd = db.select({ id: cattle.id }).from(cattle).where(eq(cattle.userId, userId)).all().map((row) => row.id);
    const today = todayISO();
    db.transaction(() => {
      for (const [at, cattleId] of herd.entries()) {
        for (let n = 0; n < WEIGHINGS_PER_HEAD; n += 1) {
          db.insert(weights)
            .values({ userId, cattleId, date: addDays(today, -30 * (WEIGHINGS_PER_HEAD - n))!, weight: 400 + (at % 400) + 60 * n, kind: n === 0 && at % 3 === 0 ? 'weaning' : 'other' })
            .run();
        }
      }
    });
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    return herd;
  } finally {
    closeFarmDb(db);
  }
}

const timed = async (call: () => Promise<{ status: number }>): Promise<number> => {
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
  return ms;
};

export async function benchHealth(farm: BenchFarm, runs: number): Promise<Result[]> {
  const copy = join(farm.file, '..', 'health.sqlite');
  copyFileSync(farm.file, copy);
  const herd = seedWeighings(copy, farm.userId);
  const app = await startServer({ kind: 'app', dbFile: copy, userId: farm.userId });
  const post = (path: string, body: unknown) => callJson(`${app.url}${path}`, { body, token: farm.token });
  try {
    const treat: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const pen = herd.slice((run * PEN) % (herd.length - PEN), ((run * PEN) % (herd.length - PEN)) + PEN);
      treat.push(await timed(() => post('/api/treatments', { id: randomUUID(), cattleIds: pen, date: todayISO(), product: 'Draxxin', meatWithdrawalDays: 18 })));
    }
    const weigh: number[] = [];
    for (let call = 0; call < WEIGH_CALLS * runs; call += 1) {
      weigh.push(await timed(() => post('/api/weights', { id: randomUUID(), cattleId: herd[call % herd.length], date: todayISO(), weight: 700 })));
    }
    const headers = { authorization: `Bearer ${farm.token}`, 'accept-encoding': BROWSER_ENCODINGS };
    const list: number[] = [];
    for (let run = 0; run < runs; run += 1) list.push(await timed(() => rawGet(`${app.url}/api/weights`, headers)));
    return [
      fromRuns('health.treat_500_head_ms', treat, 'ms', { target: { max: TREAT_TARGET_MS } }),
      fromRuns('health.weigh_ms', weigh, 'ms', { target: { max: WEIGH_TARGET_MS } }),
      fromRuns('health.weights_list_10k_ms', list, 'ms', { target: { max: LIST_TARGET_MS } }),
    ];
  } finally {
    // The copy sits in the farm's temp folder and goes with it.
    await app.stop();
  }
}
