import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cattle, users } from '../core/db/schema';
import type { FarmDb } from '../core/db/open-farm-db';
import { findUserByEmail } from '../core/db/users';
import { DEMO_ACCOUNT } from '../core/demo/account';
import { generateDemoFarm } from '../core/demo/demo-farm';
import { todayISO } from '../core/domain/dates';
import { ensureDemoAccount } from '../core/seed/demo-account';
import { openTempFarmDb } from '../core/testing/temp-farm-db';
import { startDemoResets, type DemoResets } from './demo-resets';
import type { Logger } from './logger';

// What the server runs at start (server/main.ts): the demo farm put back before it serves, then
// again at each night's run. The night's hour is core/domain/nightly-run.ts's rule, tested there;
// here the next run is moments away.
let db: FarmDb;
let dispose: () => void;
let resets: DemoResets | undefined;
const lines: string[] = [];
const log: Logger = { info: (message) => lines.push(message), error: (message) => lines.push(`error: ${message}`) };

beforeEach(() => {
  ({ db, dispose } = openTempFarmDb());
  lines.length = 0;
});
afterEach(async () => {
  await resets?.stop();
  resets = undefined;
  dispose();
});

const herdSize = () => db.select({ n: count() }).from(cattle).get()?.n ?? 0;
const demoFarmName = () => findUserByEmail(db, DEMO_ACCOUNT.email)?.farmName;

/** A visitor's doing: the farm renamed and its herd deleted. */
async function emptiedDemo(): Promise<void> {
  await ensureDemoAccount(db);
  db.delete(cattle).run();
  db.update(users).set({ farmName: 'Hijacked Ranch' }).where(eq(users.email, DEMO_ACCOUNT.email)).run();
}

describe('the demo farm is put back', () => {
  it('when the server starts, before it serves', async () => {
    await emptiedDemo();
    resets = await startDemoResets({ db, log });
    expect(herdSize()).toBe(generateDemoFarm({ today: todayISO() }).cattle.length);
    expect(demoFarmName()).toBe(DEMO_ACCOUNT.farmName);
    expect(lines).toEqual(['put the demo farm back as published']);
  });

  it('on a fresh database: created', async () => {
    resets = await startDemoResets({ db, log });
    expect(demoFarmName()).toBe(DEMO_ACCOUNT.farmName);
    expect(lines).toEqual(['created the demo account demo@farmhand.app']);
  });

  it('at each night’s run, again and again', async () => {
    const runs: Date[] = [];
    resets = await startDemoResets({
      db,
      log,
      nextRun: (after) => {
        runs.push(after);
        return new Date(after.getTime() + 50);
      },
    });
    for (const night of [1, 2]) {
      await emptiedDemo();
      await expect.poll(() => demoFarmName(), { timeout: 10_000 }).toBe(DEMO_ACCOUNT.farmName);
      expect(herdSize(), `night ${night}`).toBeGreaterThan(0);
    }
    expect(runs.length).toBeGreaterThanOrEqual(2);
  });

  it('a failed night is logged, the server goes on, and the next night tries again', async () => {
    resets = await startDemoResets({ db, log, nextRun: (after) => new Date(after.getTime() + 50) });
    db.$client.exec("CREATE TEMP TRIGGER refuse_cattle BEFORE INSERT ON cattle BEGIN SELECT RAISE(ABORT, 'disk full'); END");
    await expect.poll(() => lines.some((line) => line.startsWith('error: putting the demo farm back failed')), { timeout: 10_000 }).toBe(true);
    db.$client.exec('DROP TRIGGER refuse_cattle');
    await emptiedDemo();
    await expect.poll(() => demoFarmName(), { timeout: 10_000 }).toBe(DEMO_ACCOUNT.farmName);
  });
});
