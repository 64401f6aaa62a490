import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Random } from '../../core/demo/random';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { childServerQueue } from './support/child-server';
import { childServerSuite } from './support/child-server-bundle';
import { createCrashFarm } from './support/crash-farm';
import { Findings } from './support/findings';
import { pushOps, seededUuid } from './support/sync-api';
import { checkAfterKill, checkExactlyOnce, fileIntegrity, stockSyncCrashFarm } from './support/sync-crash-check';
import { pushUntilKilled, SyncCrashLedger } from './support/sync-crash-pushes';

// The real server in a child process takes sync pushes from three devices at once and is killed with
// SIGKILL at a random moment, mostly in the middle of a push, again and again on the same farm
// file. After each restart the file must be whole, every answered op stored as answered, and every
// batch in flight at the kill stored whole or not at all; the devices then send their unanswered
// batches again (each op applies once, or answers as stored) and some answered ones (the same
// answers), and every op's effect must be in the file exactly once.

/** Kill moments and batches come from this seed; FARM_HAND_CRASH_SEED repeats a run's. */
const SEED = Number(process.env.FARM_HAND_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DEVICES = 3;
/** A kill lands from 0 to this long after the server starts listening. */
const MAX_KILL_MS = 500;
/** Answered batches each device sends again after a restart: a retry after the answer was lost. */
const REPLAYS_PER_RUN = 3;

describe('sync crash: SIGKILL in the middle of pushes', () => {
  const suite = childServerSuite('sync-crash');

  it(
    `stores every answered op once and every batch whole or not at all over ${SCALE.syncKills} kills (seed ${SEED})`,
    async () => {
      console.log(`[sync-crash] seed ${SEED}: FARM_HAND_CRASH_SEED=${SEED} repeats these kill moments`);
      const started = performance.now();
      const file = join(suite.dir, 'farm.sqlite');
      const farm = createCrashFarm(file);
      const stock = stockSyncCrashFarm(file, farm.userId);
      const ledger = new SyncCrashLedger();
      const seeded = new Random(SEED);
      const devices = Array.from({ length: DEVICES }, () => seededUuid(seeded));
      const found = { lost: new Findings(), halfStored: new Findings(), integrity: new Findings(), wrong: new Findings() };
      const figures = { killsInFlight: 0, batchesInFlight: 0, storedInFlight: 0, resent: 0, replayed: 0 };

      const servers = childServerQueue(suite.bundle);
      for (let run = 0; run <= SCALE.syncKills; run++) {
        const child = await servers.next();
        child.start(file);
        await child.reached('listening');
        const server = { url: child.url, token: farm.token };
        const where = `after kill ${run}`;

        const integrity = fileIntegrity(file);
        if (integrity !== 'ok') found.integrity.note(where, [integrity]);
        const afterKill = checkAfterKill(file, farm.userId, ledger);
        found.lost.note(where, afterKill.lost);
        found.halfStored.note(where, afterKill.halfStored);
        figures.storedInFlight += afterKill.storedInFlight;

        const rng = new Random(SEED + run);
        for (const batch of ledger.unanswered()) {
          found.wrong.note(where, ledger.answered(batch, await pushOps(server, batch.deviceId, batch.ops)));
          figures.resent += 1;
        }
        const answered = ledger.batches.filter((batch) => batch.answer);
        for (const batch of rng.sample(answered, Math.min(answered.length, REPLAYS_PER_RUN * DEVICES))) {
          found.wrong.note(where, ledger.answered(batch, await pushOps(server, batch.deviceId, batch.ops)));
          figures.replayed += 1;
        }
        found.wrong.note(where, checkExactlyOnce(file, farm.userId, ledger, stock));
        if (run === SCALE.syncKills) {
          await child.kill();
          break;
        }

        const result = await pushUntilKilled({ server, ledger, stock, rng, devices, killAfterMs: rng.int(0, MAX_KILL_MS), kill: () => child.kill() });
        found.wrong.note(`before kill ${run + 1}`, result.problems);
        if (child.stderr()) found.wrong.note(`before kill ${run + 1}`, [`the server logged errors: ${child.stderr()}`]);
        figures.batchesInFlight += result.inFlight;
        if (result.inFlight > 0) figures.killsInFlight += 1;
      }

      reportFigures('sync-crash', [
        { name: 'SIGKILLs', value: SCALE.syncKills, unit: 'kills' },
        { name: 'random seed', value: SEED, unit: 'seed' },
        { name: 'batches pushed (1–80 ops each, three devices at once)', value: ledger.batches.length, unit: 'batches' },
        { name: 'ops pushed', value: ledger.ops.length, unit: 'ops' },
        { name: 'kills that landed with a push in flight', value: figures.killsInFlight, unit: 'kills' },
        { name: 'batches in flight at the kills', value: figures.batchesInFlight, unit: 'batches' },
        { name: 'of those, found stored whole (committed, answer lost)', value: figures.storedInFlight, unit: 'batches' },
        { name: 'batches in flight found stored in part', value: found.halfStored.count, unit: 'batches' },
        { name: 'unanswered batches sent again after a restart', value: figures.resent, unit: 'batches' },
        { name: 'answered batches sent again (same answers required)', value: figures.replayed, unit: 'batches' },
        { name: 'answered ops lost or stored otherwise', value: found.lost.count, unit: 'ops' },
        { name: 'effects not there exactly once, or answers changed', value: found.wrong.count, unit: 'problems' },
        { name: 'integrity_check failures', value: found.integrity.count, unit: 'checks' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);
      expect(found.lost.firstFew(), 'answered ops lost').toEqual([]);
      expect(found.halfStored.firstFew(), 'batches stored in part').toEqual([]);
      expect(found.integrity.firstFew(), 'integrity_check').toEqual([]);
      expect(found.wrong.firstFew(), 'effects exactly once, answers the same').toEqual([]);
      // The kills must have hit pushes in flight, or the test proves little.
      expect(figures.killsInFlight).toBeGreaterThan(SCALE.syncKills / 2);
      expect(figures.resent).toBeGreaterThan(0);
    },
    60_000 + SCALE.syncKills * 3_000,
  );
});
