import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { copyDifferences } from './support/sync-sim-checks';
import { SyncSimulation } from './support/sync-sim-memory';
import { expectSoundFarm, farmFigures, networkFigures, runThrough, SIM_SEED, simOptions, simOutcome } from './support/sync-sim-outcome';

// Offline sync, simulated: two phones and the desktop, each an in-memory device with an outbox and a
// pulled copy, save random ops against the real server over HTTP on a real SQLite file, reconnecting
// in a shuffled order, with batches sent twice and answers lost. An oracle of the sync contract
// predicts every answer; at the end every op must have been applied once, no record lost or doubled,
// every straw drawn accounted for, one conflict per concurrent edit, and every device's copy the
// server's farm.

let server: TestServer;
let farm: QuickUser;
beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db, 'Sync Simulation Farm');
});
afterAll(() => server?.close());

describe('sync simulation: two phones and the desktop, offline and reconnecting', () => {
  it(
    `applies ${SCALE.syncOps} ops once each, loses and doubles nothing, and brings every device to the server's farm (seed ${SIM_SEED})`,
    async () => {
      const target = { url: server.url, token: farm.token };
      const sim = new SyncSimulation(simOptions(target));
      const { started, runSeconds } = await runThrough('sync-simulation', sim);

      const outcome = await simOutcome(sim, target, server.db, farm.userId);
      const { conflicts } = outcome;
      const copies = sim.clients.map((client) => copyDifferences(client, outcome.lists));
      const { events } = sim.model;

      reportFigures('sync-simulation', [
        { name: 'random seed', value: SIM_SEED, unit: 'seed' },
        { name: 'ops saved by the devices (besides the stock)', value: sim.counts.opsSaved, unit: 'ops' },
        { name: 'ops stored on the server (sync_ops rows)', value: outcome.stored.rows, unit: 'ops' },
        ...networkFigures(sim),
        { name: 'epoch resets seen by the devices', value: sim.clients.reduce((sum, client) => sum + client.epochResets, 0), unit: 'resets' },
        ...farmFigures(sim, outcome),
        { name: 'edits with a stale base whose value the server already held (nothing to do)', value: events.staleBaseSameValue, unit: 'fields' },
        { name: 'counter changes merged as deltas over another device’s change', value: events.countersOverOthers, unit: 'fields' },
        { name: 'canes and straw lots deleted with their tank or cane', value: events.deletedWithParent, unit: 'records' },
        { name: 'semen tanks and embryo lots let go by a deleted storage tank', value: events.unlinkedFromStorage, unit: 'records' },
        { name: 'animals carried along by a pasture rename', value: events.movedByRename, unit: 'animals' },
        { name: 'pasture deletes refused (animals in it)', value: events.pastureDeletesRefused, unit: 'ops' },
        { name: 'ops refused for a record or parent gone', value: events.refusedNotFound, unit: 'ops' },
        { name: 'device copies differing from the server', value: copies.filter((found) => found.length > 0).length, unit: 'devices' },
        { name: 'run (saves, pushes, pulls)', value: Math.round(runSeconds), unit: 's' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);

      expectSoundFarm(sim, outcome);
      for (const found of copies) expect(found.slice(0, 10), 'a device copy against the server').toEqual([]);
      for (const type of ['field', 'deleted', 'duplicate', 'recount'] as const) expect(conflicts.actual[type], `${type} conflicts`).toBeGreaterThan(0);
      expect(sim.clients.every((client) => client.epochResets > 0)).toBe(true);
    },
    60_000 + SCALE.syncOps * 60,
  );
});
