import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BACKUPS_KEPT } from '../core/db/farm-backups';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { recordApi, type Body } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Settings > Data over real HTTP: Clear All Data writes a backup first and deletes every record of
// the farm, and only of that farm; a restore brings the farm back exactly as it was, after backing
// up what it replaces; backups are the farm's own; Auto Backup takes one a week.
type Backup = { id: string; reason: string; createdAt: string; counts: Record<string, number> };

const LISTS = [
  '/api/cattle',
  '/api/pastures',
  '/api/activities',
  '/api/semen-tanks',
  '/api/semen-canes',
  '/api/semen-straws',
  '/api/embryos',
  '/api/storage-tanks',
  '/api/forage',
  '/api/medicines',
  '/api/treatments',
  '/api/pregnancy-checks',
  '/api/weights',
];

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const { call, created } = recordApi(() => ({ url: server.url, user: farm }));

/** A farm with a record of every kind, linked as a real one is: straws in canes in a tank in storage, a calf and its mother. */
async function stockFarm(who: QuickUser): Promise<void> {
  const storage = await created<{ id: string }>('/api/storage-tanks', { name: 'Main LN2', type: 'liquid_nitrogen' }, who);
  const tank = await created<{ id: string }>('/api/semen-tanks', { name: 'Tank A', storageTankId: storage.id }, who);
  const cane = await created<{ id: string }>('/api/semen-canes', { tankId: tank.id, caneNumber: '1' }, who);
  await created('/api/semen-straws', { caneId: cane.id, bullName: 'Connealy Capitalist', breed: 'Angus', totalStraws: 10, remainingStraws: 8 }, who);
  await created('/api/embryos', { donorDam: 'Blackbird 402', sire: 'SAV Resource', breed: 'Angus', totalEmbryos: 6, storageTankId: storage.id }, who);
  await created('/api/pastures', { name: 'North', capacity: 40 }, who);
  const cow = await created<{ id: string }>('/api/cattle', { tag: '12', name: 'Bessie', type: 'Cow', pasture: 'North', status: 'pregnant', breedingDate: '2026-03-01', breedingMethod: 'ai' }, who);
  const calf = await created<{ id: string }>('/api/cattle', { tag: '501', type: 'Calf', pasture: 'North', cowTag: '12', birthDate: '2026-04-02' }, who);
  const medicine = await created<{ id: string }>('/api/medicines', { name: 'LA-200', kind: 'antibiotic', meatWithdrawalDays: 28 }, who);
  await created('/api/treatments', { cattleIds: [cow.id, calf.id], date: '2026-05-02', medicineId: medicine.id }, who);
  await created('/api/pregnancy-checks', { cattleId: cow.id, date: '2026-05-03', result: 'pregnant' }, who);
  await created('/api/weights', { cattleId: calf.id, date: '2026-04-02', weight: 80, kind: 'birth' }, who);
  await created('/api/activities', { type: 'vaccination', cattleTag: '12', date: '2026-05-01', pasture: 'North', notes: 'Blackleg' }, who);
  await created('/api/forage', { type: 'hay', location: 'Hay barn', totalBales: 100, remainingBales: 80 }, who);
}

async function everything(who: QuickUser): Promise<Record<string, unknown>> {
  const lists: Record<string, unknown> = {};
  for (const path of LISTS) lists[path] = (await call<unknown[]>('GET', path, undefined, who)).body;
  return lists;
}

const backups = async (who: QuickUser = farm) => (await call<Backup[]>('GET', '/api/data/backups', undefined, who)).body;

describe('Clear All Data and restore', () => {
  it('DELETE /api/data deletes every record of the farm after a backup; a restore brings back exactly what was there', async () => {
    await stockFarm(farm);
    await stockFarm(neighbour);
    const before = await everything(farm);
    const neighbourBefore = await everything(neighbour);
    expect((await call('GET', '/api/data/summary')).body).toEqual({ totalCattle: 2, activities: 1, pastures: 1 });

    const cleared = await call<{ deleted: Record<string, number>; backup: Backup }>('DELETE', '/api/data');
    expect(cleared.status).toBe(200);
    const counts = { storageTanks: 1, semenTanks: 1, semenCanes: 1, semenStraws: 1, embryos: 1, pastures: 1, cattle: 2, activities: 1, forage: 1, medicines: 1, treatments: 2, pregnancyChecks: 1, weights: 1 };
    expect(cleared.body.deleted).toEqual(counts);
    expect(cleared.body.backup).toMatchObject({ reason: 'before-clear', counts });
    for (const list of Object.values(await everything(farm))) expect(list).toEqual([]);
    expect((await call('GET', '/api/data/summary')).body).toEqual({ totalCattle: 0, activities: 0, pastures: 0 });
    expect(await everything(neighbour), 'the neighbour keeps every record').toEqual(neighbourBefore);

    const restored = await call<{ restored: Record<string, number>; undo: Backup }>('POST', `/api/data/backups/${cleared.body.backup.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.restored).toEqual(counts);
    expect(restored.body.undo).toMatchObject({ reason: 'before-restore', counts: Object.fromEntries(Object.keys(counts).map((kind) => [kind, 0])) });
    expect(await everything(farm)).toEqual(before);
    expect((await backups()).map((backup) => backup.reason)).toEqual(['before-restore', 'before-clear']);
  });

  it("another farm's backup is not listed, and restoring it answers 404 with nothing changed", async () => {
    const theirs = await call<Backup>('POST', '/api/data/backups', {}, neighbour);
    expect(theirs.status).toBe(200);
    const mine = await everything(farm);
    expect((await backups()).map((backup) => backup.id)).not.toContain(theirs.body.id);
    const answer = await call<{ message: string }>('POST', `/api/data/backups/${theirs.body.id}/restore`);
    expect([answer.status, answer.body.message]).toEqual([404, 'Backup not found']);
    expect(await everything(farm)).toEqual(mine);
    expect((await call('POST', `/api/data/backups/${randomUUID()}/restore`)).status).toBe(404);
  });

  it('a restore never fails for ids another farm has taken since: those records come back under new ids, their links following them, and the answer says how many', async () => {
    const owner = quickUser(server.db);
    const other = quickUser(server.db);
    await stockFarm(owner);
    const list = async <T>(path: string, who: QuickUser) => (await call<T[]>('GET', path, undefined, who)).body;
    type Linked = { id: string; storageTankId?: string | null; tankId?: string; caneId?: string; name?: string };
    const [storage] = await list<Linked>('/api/storage-tanks', owner);
    const [tank] = await list<Linked>('/api/semen-tanks', owner);
    const [pasture] = await list<Linked>('/api/pastures', owner);
    const cleared = await call<{ backup: Backup }>('DELETE', '/api/data', undefined, owner);
    expect(cleared.status).toBe(200);

    // Another farm names its new records with those ids (a client may make a record's id).
    await created('/api/storage-tanks', { id: storage!.id, name: 'Their dewar' }, other);
    await created('/api/semen-tanks', { id: tank!.id, name: 'Their tank' }, other);
    await created('/api/pastures', { id: pasture!.id, name: 'Their field' }, other);
    const theirs = await everything(other);

    const restored = await call<{ restored: Record<string, number>; renumbered: number }>('POST', `/api/data/backups/${cleared.body.backup.id}/restore`, undefined, owner);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.renumbered).toBe(3);
    expect(restored.body.restored).toMatchObject({ storageTanks: 1, semenTanks: 1, semenCanes: 1, semenStraws: 1, embryos: 1, pastures: 1 });

    const [storageBack] = await list<Linked>('/api/storage-tanks', owner);
    const [tankBack] = await list<Linked>('/api/semen-tanks', owner);
    const [caneBack] = await list<Linked>('/api/semen-canes', owner);
    const [strawBack] = await list<Linked & { bullName: string; tankName: string }>('/api/semen-straws', owner);
    const [embryoBack] = await list<Linked>('/api/embryos', owner);
    const [pastureBack] = await list<Linked>('/api/pastures', owner);
    expect([storageBack!.id, tankBack!.id, pastureBack!.id]).not.toContain(storage!.id);
    expect(tankBack).toMatchObject({ name: 'Tank A', storageTankId: storageBack!.id });
    expect(embryoBack).toMatchObject({ storageTankId: storageBack!.id });
    expect(caneBack).toMatchObject({ tankId: tankBack!.id });
    expect(strawBack).toMatchObject({ caneId: caneBack!.id, bullName: 'Connealy Capitalist', tankName: 'Tank A' });
    expect(pastureBack).toMatchObject({ name: 'North' });
    expect(await everything(other), 'the other farm keeps its records as they were').toEqual(theirs);
  });

  it('a record a restore puts back over its current self gets a newer version: an edit opened before the restore is refused', async () => {
    const owner = quickUser(server.db);
    const pasture = await created<{ id: string; version: number }>('/api/pastures', { name: 'Versioned' }, owner);
    const backup = await call<Backup>('POST', '/api/data/backups', {}, owner);
    const edited = await call<{ version: number }>('PUT', `/api/pastures/${pasture.id}`, { name: 'Versioned', capacity: 3, version: 1 }, owner);
    expect(edited.body.version).toBe(2);
    expect((await call('POST', `/api/data/backups/${backup.body.id}/restore`, undefined, owner)).status).toBe(200);
    const [back] = await call<{ id: string; version: number; capacity: number | null }[]>('GET', '/api/pastures', undefined, owner).then((answer) => answer.body);
    expect(back).toMatchObject({ id: pasture.id, capacity: null, version: 3 });
    const stale = await call<{ message: string }>('PUT', `/api/pastures/${pasture.id}`, { name: 'Versioned', capacity: 4, version: 2 }, owner);
    expect(stale.status).toBe(412);
  });

  it('without a token every data call is a 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/data/summary'],
      ['GET', '/api/data/backups'],
      ['POST', '/api/data/backups'],
      ['POST', '/api/data/backups/weekly'],
      ['DELETE', '/api/data'],
    ] as const) {
      expect((await callJson(`${server.url}${path}`, { method, body: method === 'GET' ? undefined : {} })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('backups', () => {
  it('Back Up Now with the client id twice makes one backup; an id another farm holds is refused', async () => {
    const owner = quickUser(server.db);
    const id = randomUUID();
    const first = await call<Backup>('POST', '/api/data/backups', { id }, owner);
    const again = await call<Backup>('POST', '/api/data/backups', { id }, owner);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(await backups(owner)).toHaveLength(1);
    const taken = await call<{ message: string }>('POST', '/api/data/backups', { id } satisfies Body, quickUser(server.db));
    expect([taken.status, taken.body.message]).toEqual([409, 'This record id is already in use. Reload the page and try again.']);
    expect((await call<{ message: string }>('POST', '/api/data/backups', { id: 'not-a-uuid' }, owner)).status).toBe(400);
  });

  it(`a farm keeps its ${BACKUPS_KEPT} newest backups`, async () => {
    const owner = quickUser(server.db);
    const taken: string[] = [];
    for (let i = 0; i < BACKUPS_KEPT + 2; i += 1) taken.push((await call<Backup>('POST', '/api/data/backups', {}, owner)).body.id);
    const kept = await backups(owner);
    expect(kept).toHaveLength(BACKUPS_KEPT);
    expect(kept.map((backup) => backup.id)).toEqual(taken.slice(2).reverse());
  });

  it('Auto Backup: POST /api/data/backups/weekly takes one when none is a week old, else answers the newest and writes nothing', async () => {
    const owner = quickUser(server.db);
    const first = await call<{ taken: boolean; backup: Backup }>('POST', '/api/data/backups/weekly', {}, owner);
    expect(first.body).toMatchObject({ taken: true, backup: { reason: 'weekly' } });
    const second = await call<{ taken: boolean; backup: Backup }>('POST', '/api/data/backups/weekly', {}, owner);
    expect(second.body).toEqual({ taken: false, backup: first.body.backup });
    expect(await backups(owner)).toHaveLength(1);
  });
});
