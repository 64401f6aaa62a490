import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../core/demo/random';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures } from './report';
import { SCALE } from './scale';
import type { ConflictRecord } from './support/sync-api';
import { conflictCheck, copyDifferences, farmLists, recordCheck, storedOpsCheck, strawCount } from './support/sync-sim-checks';
import { LOST_ANSWER_SHARE, RESEND_SHARE } from './support/sync-sim-ledger';
import { SyncSimulation } from './support/sync-sim-memory';

// Offline sync, simulated: two phones and the desktop, each an in-memory device with an outbox and a
// pulled copy, save random ops against the real server over HTTP on a real SQLite file, reconnecting
// in a shuffled order, with batches sent twice and answers lost. An oracle of the sync contract
// predicts every answer; at the end every op must have been applied once, no record lost or doubled,
// every straw drawn accounted for, one conflict per concurrent edit, and every device's copy the
// server's farm.

/** Op choices, batch sizes and losses come from this seed; FARM_HAND_SYNC_SEED repeats a run's. */
const SEED = Number(process.env.FARM_HAND_SYNC_SEED ?? Math.floor(Math.random() * 2 ** 31));

let server: TestServer;
let farm: QuickUser;
beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db, 'Sync Simulation Farm');
});
afterAll(() => server?.close());

describe('sync simulation: two phones and the desktop, offline and reconnecting', () => {
  it(
    `applies ${SCALE.syncOps} ops once each, loses and doubles nothing, and brings every device to the server's farm (seed ${SEED})`,
    async () => {
      console.log(`[sync-simulation] seed ${SEED}: FARM_HAND_SYNC_SEED=${SEED} repeats this run`);
      const started = performance.now();
      const target = { url: server.url, token: farm.token };
      // Enough straws that most breedings find theirs, few enough that some run short (a recount).
      const sim = new SyncSimulation({ server: target, rng: new Random(SEED), ops: SCALE.syncOps, restores: SCALE.syncOps >= 10_000 ? 3 : 1, strawsPerLot: Math.ceil(SCALE.syncOps / 50) });
      await sim.setUp();
      await sim.run();
      await sim.finish();
      const runSeconds = (performance.now() - started) / 1000;

      const lists = await farmLists(target);
      const records = recordCheck(sim, lists);
      const stored = storedOpsCheck(sim, server.db, farm.userId);
      const conflicts = conflictCheck(sim, (lists.get('conflicts') ?? []) as unknown as ConflictRecord[]);
      const straws = strawCount(lists, sim.stockIds);
      const copies = sim.clients.map((client) => copyDifferences(client, lists));
      const { counts } = sim;
      const { events } = sim.model;

      reportFigures('sync-simulation', [
        { name: 'random seed', value: SEED, unit: 'seed' },
        { name: 'ops saved by the devices (besides the stock)', value: counts.opsSaved, unit: 'ops' },
        { name: 'ops stored on the server (sync_ops rows)', value: stored.rows, unit: 'ops' },
        { name: 'batches pushed', value: counts.batches, unit: 'batches' },
        { name: `batches sent twice at once (${RESEND_SHARE * 100}% of batches, half at once)`, value: counts.batchesResentAtOnce, unit: 'batches' },
        { name: 'batches sent again stale, after others pushed', value: counts.batchesResentStale, unit: 'batches' },
        { name: `answers lost on the way back (${LOST_ANSWER_SHARE * 100}% of batches)`, value: counts.answersLost, unit: 'batches' },
        { name: 'ops in lost answers', value: counts.opsInLostAnswers, unit: 'ops' },
        { name: 'replays answered (op ids already applied)', value: counts.replaysAnswered, unit: 'ops' },
        { name: 'answers that differ from the oracle or from the first answer', value: sim.mismatches.length, unit: 'answers' },
        { name: 'change feed pages pulled', value: counts.pages, unit: 'pages' },
        { name: 'restores (new epoch, every device pulled again from 0)', value: counts.restores, unit: 'restores' },
        { name: 'epoch resets seen by the devices', value: sim.clients.reduce((sum, client) => sum + client.epochResets, 0), unit: 'resets' },
        { name: 'field conflicts (concurrent edits of one field)', value: conflicts.actual.field, unit: 'conflicts' },
        { name: 'field conflicts the oracle expected', value: conflicts.expected.field, unit: 'conflicts' },
        { name: 'deleted conflicts (an edit after a delete)', value: conflicts.actual.deleted, unit: 'conflicts' },
        { name: 'duplicate conflicts (a tag or pasture name taken)', value: conflicts.actual.duplicate, unit: 'conflicts' },
        { name: 'recount conflicts (a breeding short of straws)', value: conflicts.actual.recount, unit: 'conflicts' },
        { name: 'conflicts settled by the desktop', value: counts.settled, unit: 'conflicts' },
        { name: 'of them with "mine" (the device’s side applied now)', value: counts.settledMine, unit: 'conflicts' },
        { name: 'settlings with "mine" refused (record gone, tag taken)', value: counts.settleRefused, unit: 'conflicts' },
        { name: 'edits with a stale base whose value the server already held (nothing to do)', value: events.staleBaseSameValue, unit: 'fields' },
        { name: 'counter changes merged as deltas over another device’s change', value: events.countersOverOthers, unit: 'fields' },
        { name: 'canes and straw lots deleted with their tank or cane', value: events.deletedWithParent, unit: 'records' },
        { name: 'semen tanks and embryo lots let go by a deleted storage tank', value: events.unlinkedFromStorage, unit: 'records' },
        { name: 'animals carried along by a pasture rename', value: events.movedByRename, unit: 'animals' },
        { name: 'pasture deletes refused (animals in it)', value: events.pastureDeletesRefused, unit: 'ops' },
        { name: 'ops refused for a record or parent gone', value: events.refusedNotFound, unit: 'ops' },
        { name: 'records on the server at the end', value: records.total, unit: 'records' },
        { name: 'records lost', value: records.lost.length, unit: 'records' },
        { name: 'records doubled', value: records.doubled.length, unit: 'records' },
        { name: 'records with a field other than the oracle says', value: records.wrong.length, unit: 'records' },
        { name: 'straws used by AI breedings', value: straws.used, unit: 'straws' },
        { name: 'straws short (recount conflicts)', value: straws.shortfall, unit: 'straws' },
        { name: 'straws drawn from the stock', value: straws.drawn, unit: 'straws' },
        { name: 'device copies differing from the server', value: copies.filter((found) => found.length > 0).length, unit: 'devices' },
        { name: 'run (saves, pushes, pulls)', value: Math.round(runSeconds), unit: 's' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);

      expect(sim.mismatches.slice(0, 10), 'answers against the oracle and replays against first answers').toEqual([]);
      expect(stored.problems.slice(0, 10), 'every op stored once, as first answered').toEqual([]);
      expect(stored.rows).toBe(sim.saved.size);
      expect(records.lost.slice(0, 10), 'records lost').toEqual([]);
      expect(records.doubled.slice(0, 10), 'records doubled').toEqual([]);
      expect(records.wrong.slice(0, 10), 'fields against the oracle').toEqual([]);
      expect(conflicts.problems.slice(0, 10), 'conflicts, one per concurrent edit').toEqual([]);
      expect(conflicts.actual).toEqual(conflicts.expected);
      expect(straws.drawn, 'straws drawn = straws used − shortfall').toBe(straws.used - straws.shortfall);
      for (const found of copies) expect(found.slice(0, 10), 'a device copy against the server').toEqual([]);
      // The run must have hit what it claims to test, or it proves little.
      expect(counts.replaysAnswered).toBeGreaterThan(0);
      expect(counts.answersLost).toBeGreaterThan(0);
      expect(counts.batchesResentStale).toBeGreaterThan(0);
      for (const type of ['field', 'deleted', 'duplicate', 'recount'] as const) expect(conflicts.actual[type], `${type} conflicts`).toBeGreaterThan(0);
      expect(straws.used).toBeGreaterThan(0);
      expect(sim.clients.every((client) => client.epochResets > 0)).toBe(true);
    },
    60_000 + SCALE.syncOps * 60,
  );
});
