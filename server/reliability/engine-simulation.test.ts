import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../core/demo/random';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { replicaDifferences } from './support/engine-sim-checks';
import { EngineSimulation } from './support/engine-sim-run';
import type { ConflictRecord } from './support/sync-api';
import { conflictCheck, copyDifferences, farmLists, recordCheck, storedOpsCheck, strawCount } from './support/sync-sim-checks';
import { LOST_ANSWER_SHARE, RESEND_SHARE } from './support/sync-sim-ledger';

// Offline sync with the phone's real sync engine: two phones run the renderer's engine
// (renderer/sync) on IndexedDB (fake-indexeddb), the desktop is part 1's model device, all against
// the real server over HTTP on a real SQLite file, with part 1's faults put in the phones' network
// (answers lost, batches sent twice, no signal) and a restore making a new epoch. At the end every
// op a phone queued is stored once, nothing is lost or doubled, every replay answered as the first
// time, and each phone's screens list what the server lists, before and after a reload.

/** Op choices, batch sizes and losses come from this seed; FARM_HAND_SYNC_SEED repeats a run's. */
const SEED = Number(process.env.FARM_HAND_SYNC_SEED ?? Math.floor(Math.random() * 2 ** 31));

let server: TestServer;
let farm: QuickUser;
beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db, 'Engine Simulation Farm');
});
afterAll(() => server?.close());

describe('sync simulation with the real engine: two phones on IndexedDB and the desktop', () => {
  it(
    `stores each of ${SCALE.syncOps} ops once, loses and doubles nothing, and leaves every phone's lists the server's (seed ${SEED})`,
    async () => {
      console.log(`[engine-simulation] seed ${SEED}: FARM_HAND_SYNC_SEED=${SEED} repeats this run`);
      const started = performance.now();
      const target = { url: server.url, token: farm.token };
      const sim = new EngineSimulation({ server: target, rng: new Random(SEED), ops: SCALE.syncOps, restores: SCALE.syncOps >= 10_000 ? 3 : 1, strawsPerLot: Math.ceil(SCALE.syncOps / 50) });
      await sim.setUp();
      await sim.run();
      await sim.finish();
      const runSeconds = (performance.now() - started) / 1000;

      const lists = await farmLists(target);
      const records = recordCheck(sim, lists);
      const stored = storedOpsCheck(sim, server.db, farm.userId);
      const conflicts = conflictCheck(sim, (lists.get('conflicts') ?? []) as unknown as ConflictRecord[]);
      const straws = strawCount(lists, sim.stockIds);
      const desktop = copyDifferences(sim.desktop, lists);
      const phones = sim.phones.map((phone) => replicaDifferences(phone.name, phone.view(), lists));
      const waiting = sim.phones.map((phone) => phone.waiting());
      const reloads = [];
      for (const phone of sim.phones) reloads.push(await phone.reload());
      const reloaded = reloads.map(({ view }, i) => replicaDifferences(`${sim.phones[i]!.name} reloaded`, view, lists));
      sim.phones.forEach((phone) => phone.close());
      const { counts } = sim;
      const sum = (of: (phone: (typeof sim.phones)[number]) => number) => sim.phones.reduce((total, phone) => total + of(phone), 0);
      const refusals = new Map<string, number>();
      for (const phone of sim.phones) for (const [name, n] of phone.refusedAtSave) refusals.set(name, (refusals.get(name) ?? 0) + n);
      console.log(`[engine-simulation] refused at save by kind: ${JSON.stringify(Object.fromEntries(refusals))}`);

      reportFigures('engine-simulation', [
        { name: 'random seed', value: SEED, unit: 'seed' },
        { name: 'ops made by the phones and the desktop (besides the stock)', value: counts.opsSaved, unit: 'ops' },
        { name: 'ops the phones refused at save (as the server would; never sent)', value: counts.refusedAtSave, unit: 'ops' },
        { name: 'ops queued by the devices (stock included)', value: sim.saved.size, unit: 'ops' },
        { name: 'ops stored on the server (sync_ops rows)', value: stored.rows, unit: 'ops' },
        { name: 'ops the server refused when they came (told to the phone)', value: sum((phone) => phone.refusedByServer), unit: 'ops' },
        { name: 'batches pushed', value: counts.batches, unit: 'batches' },
        { name: `batches sent twice at once (${RESEND_SHARE * 100}% of batches, half at once)`, value: counts.batchesResentAtOnce, unit: 'batches' },
        { name: 'batches sent again stale, after others pushed', value: counts.batchesResentStale, unit: 'batches' },
        { name: `answers lost on the way back (${LOST_ANSWER_SHARE * 100}% of batches)`, value: counts.answersLost, unit: 'batches' },
        { name: 'ops in lost answers', value: counts.opsInLostAnswers, unit: 'ops' },
        { name: 'replays answered (op ids already applied)', value: counts.replaysAnswered, unit: 'ops' },
        { name: 'answers that differ from the oracle or from the first answer, and failed syncs', value: sim.mismatches.length, unit: 'answers' },
        { name: 'phone syncs cut off by no signal', value: sum((phone) => phone.cut.noSignal), unit: 'syncs' },
        { name: 'phone syncs cut off by a lost answer', value: sum((phone) => phone.cut.lostAnswer), unit: 'syncs' },
        { name: 'change feed pages pulled', value: counts.pages, unit: 'pages' },
        { name: 'restores (new epoch, every device pulled again from 0)', value: counts.restores, unit: 'restores' },
        { name: 'new epochs seen by the phones', value: sum((phone) => phone.transport.epochResets), unit: 'resets' },
        { name: 'page reloads on the phones (a new engine on the same database; the last one after the end)', value: sum((phone) => phone.reloads), unit: 'reloads' },
        { name: 'field conflicts', value: conflicts.actual.field, unit: 'conflicts' },
        { name: 'deleted conflicts', value: conflicts.actual.deleted, unit: 'conflicts' },
        { name: 'duplicate conflicts', value: conflicts.actual.duplicate, unit: 'conflicts' },
        { name: 'recount conflicts', value: conflicts.actual.recount, unit: 'conflicts' },
        { name: 'conflicts settled by the desktop', value: counts.settled, unit: 'conflicts' },
        { name: 'records on the server at the end', value: records.total, unit: 'records' },
        { name: 'records lost', value: records.lost.length, unit: 'records' },
        { name: 'records doubled', value: records.doubled.length, unit: 'records' },
        { name: 'straws used by AI breedings', value: straws.used, unit: 'straws' },
        { name: 'straws short (recount conflicts)', value: straws.shortfall, unit: 'straws' },
        { name: 'straws drawn from the stock', value: straws.drawn, unit: 'straws' },
        { name: 'phones held to the server\'s lists in the middle of the run (nothing waiting)', value: sum((phone) => phone.checkedMidRun), unit: 'checks' },
        { name: 'phone lists differing from the server (live and reloaded)', value: [...phones, ...reloaded].filter((found) => found.length > 0).length, unit: 'copies' },
        { name: 'run (saves, pushes, pulls)', value: Math.round(runSeconds), unit: 's' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);

      expect(sim.mismatches.slice(0, 10), 'answers against the oracle, replays against first answers, syncs').toEqual([]);
      expect(stored.problems.slice(0, 10), 'every queued op stored once, as first answered').toEqual([]);
      expect(stored.rows).toBe(sim.saved.size);
      expect(records.lost.slice(0, 10), 'records lost').toEqual([]);
      expect(records.doubled.slice(0, 10), 'records doubled').toEqual([]);
      expect(records.wrong.slice(0, 10), 'fields against the oracle').toEqual([]);
      expect(conflicts.problems.slice(0, 10), 'conflicts, one per concurrent edit').toEqual([]);
      expect(conflicts.actual).toEqual(conflicts.expected);
      expect(straws.drawn, 'straws drawn = straws used − shortfall').toBe(straws.used - straws.shortfall);
      expect(desktop.slice(0, 10), 'the desktop against the server').toEqual([]);
      expect(waiting, 'nothing waits on the phones').toEqual([0, 0]);
      for (const found of phones) expect(found.slice(0, 10), 'a phone against the server').toEqual([]);
      expect(reloads.map(({ waiting: left }) => left), 'nothing waits after a reload').toEqual([0, 0]);
      for (const found of reloaded) expect(found.slice(0, 10), 'a reloaded phone against the server').toEqual([]);
      // The run must have hit what it claims to test, or it proves little.
      expect(counts.refusedAtSave).toBeGreaterThan(0);
      expect(counts.replaysAnswered).toBeGreaterThan(0);
      expect(sum((phone) => phone.cut.lostAnswer)).toBeGreaterThan(0);
      expect(sum((phone) => phone.cut.noSignal)).toBeGreaterThan(0);
      expect(counts.batchesResentStale).toBeGreaterThan(0);
      expect(sim.phones.every((phone) => phone.transport.epochResets > 0), 'every phone saw the new epoch').toBe(true);
      expect(straws.used).toBeGreaterThan(0);
      expect(sum((phone) => phone.checkedMidRun)).toBeGreaterThan(0);
    },
    60_000 + SCALE.syncOps * 60,
  );
});
