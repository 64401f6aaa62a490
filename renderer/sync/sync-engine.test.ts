import 'fake-indexeddb/auto';
import { createTRPCClient, httpLink } from '@trpc/client';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../core/api/root';
import { REPLICA_LISTS } from '../../core/replica/replica-lists';
import { DEFAULT_CHANGES_PAGE, MAX_PUSH_OPS } from '../../core/schemas/sync';
import { RECORD_ID_MESSAGES } from '../../core/schemas/fields';
import { addSemenStock } from '../../core/testing/semen-stock';
import type { QuickUser } from '../../core/testing/quick-user';
import { callJson } from '../../server/testing/http';
import type { TestServer } from '../../server/testing/test-server';
import { serverWithTwoFarms } from '../../server/testing/two-farms';
import { openReplicaStore, type ReplicaStore } from './replica-store';
import { openSyncEngine, type SyncEngine, type SyncTransport } from './sync-engine';
import { trpcSyncTransport } from './sync-transport';

// The phone's sync engine on a real IndexedDB implementation (fake-indexeddb) against the real
// server over HTTP: saves offline show at once and survive a reload, reach the server once, and
// come back from it; a clash is a conflict; a new numbering pulls the farm again and keeps the outbox.

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const opened: ReplicaStore[] = [];
afterEach(() => opened.splice(0).forEach((store) => store.close()));

function transportFor(who: QuickUser): SyncTransport {
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${server.url}/api/trpc`, headers: () => ({ authorization: `Bearer ${who.token}` }) })],
  });
  return trpcSyncTransport(client);
}

/** Calls that never reach the server, as with no signal. */
const noSignal: SyncTransport = {
  push: () => Promise.reject(new TypeError('Failed to fetch')),
  changes: () => Promise.reject(new TypeError('Failed to fetch')),
};

interface Phone {
  engine: SyncEngine;
  refused: string[];
}

/** A phone: its own database on the device, its device id, and a network that is there or not. */
async function phone(name: string, network: SyncTransport = transportFor(farm), deviceId = randomUUID()): Promise<Phone> {
  const store = await openReplicaStore(name);
  opened.push(store);
  const refused: string[] = [];
  const engine = await openSyncEngine({ store, transport: network, deviceId, onRefused: ({ message }) => refused.push(message) });
  return { engine, refused };
}

const cattleOf = (engine: SyncEngine) => REPLICA_LISTS.cattle(engine.view());
const rest = <T>(method: string, path: string, body?: unknown) => callJson<T>(`${server.url}${path}`, { method, body, token: farm.token });
const cow = (tag: string) => ({ id: randomUUID(), tag, name: `Cow ${tag}`, type: 'Cow', pasture: 'North' });

describe('the phone\'s sync engine', () => {
  it('a save with no signal shows at once, survives a reload, and reaches the server once when the network returns', async () => {
    const name = `offline-${randomUUID()}`;
    const deviceId = randomUUID();
    const offline = await phone(name, noSignal, deviceId);
    const animal = cow('OFF-1');
    const { answer: saved } = await offline.engine.save('cattle.create', animal);
    expect(saved).toMatchObject({ id: animal.id, tag: 'OFF-1', version: 1 });
    expect(cattleOf(offline.engine).map((row) => row.tag)).toContain('OFF-1');
    expect(offline.engine.waiting()).toBe(1);
    await expect(offline.engine.sync()).rejects.toThrow('Failed to fetch');
    expect(offline.engine.waiting()).toBe(1);

    // The page is reloaded (a new engine on the same database), and the signal is back.
    opened.pop()!.close();
    const reloaded = await phone(name, transportFor(farm), deviceId);
    expect(reloaded.engine.waiting()).toBe(1);
    expect(cattleOf(reloaded.engine).map((row) => row.tag)).toContain('OFF-1');
    await reloaded.engine.sync();
    expect(reloaded.engine.waiting()).toBe(0);
    // Sent twice by a lost answer or not, the server holds it once.
    await reloaded.engine.sync();
    const onServer = (await rest<{ tag: string }[]>('GET', '/api/cattle')).body.filter((row) => row.tag === 'OFF-1');
    expect(onServer).toHaveLength(1);
    expect(cattleOf(reloaded.engine).filter((row) => row.tag === 'OFF-1')).toHaveLength(1);

    const other = await phone(`other-${randomUUID()}`);
    await other.engine.sync();
    expect(other.engine.whole()).toBe(true);
    expect(cattleOf(other.engine).filter((row) => row.tag === 'OFF-1')).toHaveLength(1);
  });

  it('refuses at once what the server would refuse, queuing nothing: a taken tag, a missing field', async () => {
    const online = await phone(`refuse-${randomUUID()}`);
    await online.engine.save('cattle.create', cow('TAKEN-1'));
    await expect(online.engine.save('cattle.create', cow('TAKEN-1'))).rejects.toMatchObject({ name: 'ConflictError', issues: [{ path: ['tag'] }] });
    await expect(online.engine.save('cattle.create', { id: randomUUID(), tag: 'X', pasture: 'North' })).rejects.toMatchObject({ name: 'InvalidInputError' });
    expect(online.engine.waiting()).toBe(1);
  });

  it('a save the server refuses when it comes is kept for a saver that waits for it, and told to onRefused otherwise', async () => {
    const [theirs, alsoTheirs] = [cow('THEIRS-1'), cow('THEIRS-2')];
    for (const animal of [theirs, alsoTheirs]) expect((await callJson(`${server.url}/api/cattle`, { method: 'POST', body: animal, token: neighbour.token })).status).toBeLessThan(300);
    const device = await phone(`refused-${randomUUID()}`);
    await device.engine.sync();
    // The phone cannot know that another farm holds the id: the server says so when the op comes.
    const waited = await device.engine.save('cattle.create', { ...theirs, tag: 'MINE-1' }, undefined, { waitsForServer: true });
    const told = await device.engine.save('cattle.create', { ...cow('MINE-2'), id: alsoTheirs.id });
    await device.engine.sync();
    expect(device.engine.claimRefusal(waited.opId)?.message).toBe(RECORD_ID_MESSAGES.inUse);
    expect(device.engine.claimRefusal(told.opId)).toBeUndefined();
    expect(device.refused).toEqual([RECORD_ID_MESSAGES.inUse]);
    expect(cattleOf(device.engine).map((row) => row.tag)).not.toContain('MINE-1');
    expect(device.engine.waiting()).toBe(0);
  });

  it('a breeding logged offline draws its straws on the phone at once, and once on the server', async () => {
    addSemenStock(server.db, farm.userId, 'Draw Tank', [{ bull: 'Draw Bull', straws: 10 }]);
    const offline = await phone(`draw-${randomUUID()}`);
    await offline.engine.sync();
    const heifer = cow('DRAW-1');
    await offline.engine.save('cattle.create', heifer);
    await offline.engine.save('activities.create', {
      id: randomUUID(),
      type: 'breeding',
      cattleTag: 'DRAW-1',
      date: '2026-11-20',
      breedingMethod: 'artificial_insemination',
      pasture: 'North',
      breedingSire: 'Draw Bull|Draw Tank',
      strawsUsed: 2,
    });
    const lot = () => REPLICA_LISTS.semenStraws(offline.engine.view()).find((row) => row.bullName === 'Draw Bull')!;
    expect(lot().remainingStraws).toBe(8);
    await offline.engine.sync();
    expect(lot().remainingStraws).toBe(8);
    const straws = (await rest<{ bullName: string; remainingStraws: number }[]>('GET', '/api/semen-straws')).body.find((row) => row.bullName === 'Draw Bull');
    expect(straws?.remainingStraws).toBe(8);
  });

  it('two phones editing one field offline leave one conflict, which both phones pull', async () => {
    const first = await phone(`edit-a-${randomUUID()}`);
    const second = await phone(`edit-b-${randomUUID()}`);
    const animal = cow('EDIT-1');
    await first.engine.save('cattle.create', animal);
    await first.engine.sync();
    await second.engine.sync();
    await first.engine.save('cattle.update', { id: animal.id, name: 'Bella' }, { name: 'Cow EDIT-1' });
    await second.engine.save('cattle.update', { id: animal.id, name: 'Daisy' }, { name: 'Cow EDIT-1' });
    await first.engine.sync();
    await second.engine.sync();
    await first.engine.sync();
    for (const { engine } of [first, second]) {
      expect(cattleOf(engine).find((row) => row.id === animal.id)?.name).toBe('Bella');
      expect(engine.view().conflicts.filter((conflict) => conflict.recordId === animal.id)).toMatchObject([{ type: 'field', field: 'name', theirs: 'Bella', mine: 'Daisy' }]);
    }
  });

  it('a pull that loses the network between pages keeps a copy that reloads as it was written, and the next sync ends it whole', async () => {
    const network = transportFor(farm);
    const herd = Array.from({ length: 3 * DEFAULT_CHANGES_PAGE }, (_, index) => cow(`PAGE-${index}`));
    for (let start = 0; start < herd.length; start += MAX_PUSH_OPS) {
      const ops = herd.slice(start, start + MAX_PUSH_OPS).map((input) => ({ opId: randomUUID(), procedure: 'cattle.create' as const, input }));
      await network.push({ deviceId: randomUUID(), ops });
    }
    // The second page never comes: the signal went while the first was laid in.
    let asked = 0;
    const dropsSecondPage: SyncTransport = {
      push: (input) => network.push(input),
      changes: (input) => (++asked === 2 ? Promise.reject(new TypeError('Failed to fetch')) : network.changes(input)),
    };
    const name = `pages-${randomUUID()}`;
    const deviceId = randomUUID();
    const cut = await phone(name, dropsSecondPage, deviceId);
    await expect(cut.engine.sync()).rejects.toThrow('Failed to fetch');
    expect(cut.engine.whole()).toBe(false);
    opened.pop()!.close();

    const reloaded = await phone(name, network, deviceId);
    expect(reloaded.engine.whole()).toBe(false);
    await reloaded.engine.sync();
    expect(reloaded.engine.whole()).toBe(true);
    const tags = cattleOf(reloaded.engine).map((row) => row.tag);
    expect(tags.filter((tag) => tag?.startsWith('PAGE-'))).toHaveLength(herd.length);
    expect(new Set(tags).size).toBe(tags.length);
    opened.pop()!.close();
    // Written down whole at the end of the pull: a reload finds every animal.
    const again = await phone(name, noSignal, deviceId);
    expect(cattleOf(again.engine)).toHaveLength(tags.length);
  });

  it('another tab\'s save reaches this tab\'s screens by a reload of the copy, which waits for a sync under way', async () => {
    const name = `tabs-${randomUUID()}`;
    const deviceId = randomUUID();
    const first = await phone(name, transportFor(farm), deviceId);
    await first.engine.sync();
    const second = await phone(name, noSignal, deviceId);
    const animal = cow('TAB-1');
    await second.engine.save('cattle.create', animal);
    expect(cattleOf(first.engine).map((row) => row.tag)).not.toContain('TAB-1');

    await Promise.all([first.engine.sync(), first.engine.reload(), first.engine.sync()]);
    expect(first.engine.waiting()).toBe(1);
    expect(cattleOf(first.engine).filter((row) => row.tag === 'TAB-1')).toHaveLength(1);
    await first.engine.sync();
    expect(first.engine.waiting()).toBe(0);
    expect((await rest<{ tag: string }[]>('GET', '/api/cattle')).body.filter((row) => row.tag === 'TAB-1')).toHaveLength(1);
  });

  it('after Clear All Data (a new numbering) pulls the farm again and keeps what waits in the outbox', async () => {
    const device = await phone(`epoch-${randomUUID()}`);
    await device.engine.save('cattle.create', cow('EPOCH-1'));
    await device.engine.sync();
    const clear = await rest('DELETE', '/api/data');
    expect(clear.status).toBeLessThan(300);
    const kept = cow('EPOCH-2');
    await device.engine.save('cattle.create', kept);
    await device.engine.sync();
    expect(cattleOf(device.engine).map((row) => row.tag)).toEqual(['EPOCH-2']);
  });
});
