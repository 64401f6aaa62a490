import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { replicaDifferences } from './support/engine-sim-checks';
import type { EnginePhone } from './support/engine-sim-phone';
import { EngineSimulation } from './support/engine-sim-run';
import { copyDifferences } from './support/sync-sim-checks';
import { expectSoundFarm, farmFigures, networkFigures, runThrough, SIM_SEED, simOptions, simOutcome } from './support/sync-sim-outcome';

// Offline sync with the phone's real sync engine: two phones run the renderer's engine
// (renderer/sync) on IndexedDB (fake-indexeddb), the desktop is part 1's model device, all against
// the real server over HTTP on a real SQLite file, with part 1's faults put in the phones' network
// (answers lost, batches sent twice, no signal) and a restore making a new epoch. At the end every
// op a phone queued is stored once, nothing is lost or doubled, every replay answered as the first
// time, and each phone's screens list what the server lists, before and after a reload.

let server: TestServer;
let farm: QuickUser;
beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db, 'Engine Simulation Farm');
});
afterAll(() => server?.close());

describe('sync simulation with the real engine: two phones on IndexedDB and the desktop', () => {
  it(
    `stores each of ${SCALE.syncOps} ops once, loses and doubles nothing, and leaves every phone's lists the server's (seed ${SIM_SEED})`,
    async () => {
      const target = { url: server.url, token: farm.token };
      const sim = new EngineSimulation(simOptions(target));
      const { started, runSeconds } = await runThrough('engine-simulation', sim);

      const outcome = await simOutcome(sim, target, server.db, farm.userId);
      const desktop = copyDifferences(sim.desktop, outcome.lists);
      const live = sim.phones.map((phone) => ({ waiting: phone.waiting(), found: replicaDifferences(phone.name, phone.view(), outcome.lists) }));
      const reloaded = [];
      for (const phone of sim.phones) {
        const { view, waiting } = await phone.reload();
        reloaded.push({ waiting, found: replicaDifferences(`${phone.name} reloaded`, view, outcome.lists) });
      }
      sim.phones.forEach((phone) => phone.close());
      const sum = (of: (phone: EnginePhone) => number) => sim.phones.reduce((total, phone) => total + of(phone), 0);
      const refusals = new Map<string, number>();
      for (const phone of sim.phones) for (const [name, n] of phone.refusedAtSave) refusals.set(name, (refusals.get(name) ?? 0) + n);
      console.log(`[engine-simulation] refused at save, by refusal: ${JSON.stringify(Object.fromEntries(refusals))}`);

      reportFigures('engine-simulation', [
        { name: 'random seed', value: SIM_SEED, unit: 'seed' },
        { name: 'ops made by the phones and the desktop (besides the stock)', value: sim.counts.opsSaved, unit: 'ops' },
        { name: 'ops the phones refused at save (as the server would; never sent)', value: sim.counts.refusedAtSave, unit: 'ops' },
        { name: 'ops queued by the devices (stock included)', value: sim.saved.size, unit: 'ops' },
        { name: 'ops stored on the server (sync_ops rows)', value: outcome.stored.rows, unit: 'ops' },
        { name: 'ops the server refused when they came (told to the phone)', value: sum((phone) => phone.refusedByServer), unit: 'ops' },
        ...networkFigures(sim),
        { name: 'phone syncs cut off by no signal', value: sum((phone) => phone.cut.noSignal), unit: 'syncs' },
        { name: 'phone syncs cut off by a lost answer', value: sum((phone) => phone.cut.lostAnswer), unit: 'syncs' },
        { name: 'new epochs seen by the phones', value: sum((phone) => phone.transport.epochResets), unit: 'resets' },
        { name: 'page reloads on the phones (a new engine on the same database; the last one after the end)', value: sum((phone) => phone.reloads), unit: 'reloads' },
        ...farmFigures(sim, outcome),
        { name: 'phones held to the server\'s lists in the middle of the run (nothing waiting)', value: sum((phone) => phone.checkedMidRun), unit: 'checks' },
        { name: 'phone lists differing from the server (live and reloaded)', value: [...live, ...reloaded].filter(({ found }) => found.length > 0).length, unit: 'copies' },
        { name: 'run (saves, pushes, pulls)', value: Math.round(runSeconds), unit: 's' },
        { name: 'duration', value: Math.round((performance.now() - started) / 1000), unit: 's' },
      ]);

      expectSoundFarm(sim, outcome);
      expect(desktop.slice(0, 10), 'the desktop against the server').toEqual([]);
      for (const { waiting, found } of [...live, ...reloaded]) {
        expect(waiting, 'nothing waits on a phone').toBe(0);
        expect(found.slice(0, 10), 'a phone against the server').toEqual([]);
      }
      // The run must have hit what it claims to test, or it proves little.
      expect(sim.counts.refusedAtSave).toBeGreaterThan(0);
      expect(sum((phone) => phone.cut.lostAnswer)).toBeGreaterThan(0);
      expect(sum((phone) => phone.cut.noSignal)).toBeGreaterThan(0);
      expect(sum((phone) => phone.checkedMidRun)).toBeGreaterThan(0);
      expect(sim.phones.every((phone) => phone.transport.epochResets > 0), 'every phone saw the new epoch').toBe(true);
    },
    60_000 + SCALE.syncOps * 60,
  );
});
