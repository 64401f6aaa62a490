import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Random } from '../../core/demo/random';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { childServerQueue } from './support/child-server';
import { childServerSuite } from './support/child-server-bundle';
import { CrashChecker } from './support/crash-check';
import { createCrashFarm, stockedTank } from './support/crash-farm';
import { CrashLedger, writeUntilKilled } from './support/crash-writes';
import { Findings } from './support/findings';

// The real server in a child process takes writes on a few connections at once and is killed with
// SIGKILL at a random moment, again and again on the same farm file: each restart opens the file as
// the server would after a crash (SQLite recovers its WAL), and the file is checked before the next
// run. A write whose 200 arrived must be there; a multi-row write must be whole or absent.

/** Kill moments and write choices come from this seed; FARM_HAND_CRASH_SEED repeats a run's. */
const SEED = Number(process.env.FARM_HAND_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONNECTIONS = 4;
/** A kill lands from 0 to this long after the server starts listening. */
const MAX_KILL_MS = 800;
/** The share of runs that also send Clear All Data, at a random moment before the kill. */
const CLEAR_SHARE = 0.15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('crash: SIGKILL while writing', () => {
  const suite = childServerSuite('crash');

  it(
    `loses no acknowledged write and half-writes none over ${SCALE.kills} kills (seed ${SEED})`,
    async () => {
      console.log(`[crash] seed ${SEED}: FARM_HAND_CRASH_SEED=${SEED} repeats these kill moments`);
      const started = performance.now();
      const file = join(suite.dir, 'farm.sqlite');
      const farm = createCrashFarm(file);
      const ledger = new CrashLedger();
      const checker = new CrashChecker(file, farm.userId, ledger);
      const figures = { inFlight: 0, killsInFlight: 0, savedInFlight: 0 };
      const lost = new Findings();
      const halfWritten = new Findings();
      const integrity = new Findings();
      const problems = new Findings();
      const loads: number[] = [];
      const restarts: number[] = [];
      let stock: { tank: string | null; made: number } = { tank: null, made: 0 };
      let lastInFlight: Parameters<CrashChecker['check']>[0] = [];

      // The next servers load their code while this one takes writes, so a restart costs only the open.
      const servers = childServerQueue(suite.bundle);
      for (let run = 0; run <= SCALE.kills; run++) {
        const child = await servers.next();
        loads.push(child.loadMs);
        const opening = performance.now();
        child.start(file);
        restarts.push((await child.reached('listening')) - opening);

        const check = checker.check(lastInFlight);
        figures.savedInFlight += check.savedInFlight;
        const afterKill = `after kill ${run}`;
        lost.note(afterKill, check.lost);
        halfWritten.note(afterKill, check.halfWritten);
        problems.note(afterKill, check.refusedButSaved);
        if (check.integrity !== 'ok') integrity.note(afterKill, [check.integrity]);
        if (run === SCALE.kills) {
          await child.kill();
          break;
        }

        const stocked = stockedTank(file, farm.userId, stock.tank, stock.made);
        stock = stocked;
        const rng = new Random(SEED + run);
        const killAfterMs = rng.int(0, MAX_KILL_MS);
        const result = await writeUntilKilled({
          url: child.url,
          token: farm.token,
          tank: stocked.tank,
          ledger,
          rng,
          connections: CONNECTIONS,
          killAfterMs,
          clearAfterMs: rng.chance(CLEAR_SHARE) ? rng.int(0, killAfterMs) : null,
          kill: () => child.kill(),
        });
        problems.note(`before kill ${run + 1}`, result.problems);
        if (child.stderr()) problems.note(`before kill ${run + 1}`, [`the server logged errors: ${child.stderr()}`]);
        lastInFlight = result.inFlight;
        figures.inFlight += result.inFlight.length;
        if (result.inFlight.length > 0) figures.killsInFlight += 1;
        if ((run + 1) % 100 === 0) console.log(`[crash] ${run + 1} kills, ${Math.round((performance.now() - started) / 1000)} s`);
      }

      reportFigures('crash', [
        { name: 'SIGKILLs', value: SCALE.kills, unit: 'kills' },
        { name: 'random seed', value: SEED, unit: 'seed' },
        { name: 'writes acknowledged', value: ledger.acknowledged, unit: 'writes' },
        { name: 'breedings acknowledged (activity + animal + straws, one transaction)', value: ledger.breedings.size, unit: 'writes' },
        { name: 'Clear All Data acknowledged (backup + every record deleted, one transaction)', value: ledger.backups.size, unit: 'writes' },
        { name: 'kills that landed with writes in flight', value: figures.killsInFlight, unit: 'kills' },
        { name: 'writes in flight at the kills', value: figures.inFlight, unit: 'writes' },
        { name: 'of those, found saved (committed, answer lost)', value: figures.savedInFlight, unit: 'writes' },
        { name: 'acknowledged writes lost', value: lost.count, unit: 'writes' },
        { name: 'half-written multi-row writes', value: halfWritten.count, unit: 'writes' },
        { name: 'integrity_check failures', value: integrity.count, unit: 'checks' },
        { name: 'child start-up, spawn to code loaded (median; spawned ahead, behind the runs)', value: Math.round(median(loads)), unit: 'ms' },
        { name: 'restart on the crashed file, open to listening (median)', value: Math.round(median(restarts)), unit: 'ms' },
        { name: 'child server bundle built once', value: Math.round(suite.bundleMs), unit: 'ms' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);
      expect(lost.firstFew(), 'acknowledged writes lost').toEqual([]);
      expect(halfWritten.firstFew(), 'half-written multi-row writes').toEqual([]);
      expect(integrity.firstFew(), 'integrity_check').toEqual([]);
      expect(problems.firstFew(), 'answers the server must never give').toEqual([]);
      // The kills must have hit the server while it was working, or the test proves little.
      expect(figures.killsInFlight).toBeGreaterThan(SCALE.kills / 2);
      expect(ledger.breedings.size).toBeGreaterThan(0);
    },
    60_000 + SCALE.kills * 3_000,
  );
});
