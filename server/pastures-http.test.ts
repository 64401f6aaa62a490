import { describe, expect, it } from 'vitest';
import { callJson } from './testing/http';
import type { QuickUser } from '../core/testing/quick-user';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Pastures over real HTTP at their REST paths (GET/POST /api/pastures, PUT/DELETE /api/pastures/{id}):
// names unique per farm, nothing lost by one click (repeated creates: safe-creates-http.test.ts).
type Pasture = { id: string; name: string; description: string | null; capacity: number | null; createdAt: string };
type Animal = { id: string; pasture: string };
interface ErrorBody {
  message: string;
  code: string;
  data?: { issues?: { path: string[]; message: string }[] };
}

const NAME_TAKEN = 'A pasture with this name already exists';

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const api = (path: string) => `${server.url}${path}`;
const create = (body: unknown, who: QuickUser = farm) => callJson<Pasture & ErrorBody>(api('/api/pastures'), { body, token: who.token });
const put = (id: string, body: unknown, who: QuickUser = farm) =>
  callJson<Pasture & ErrorBody>(api(`/api/pastures/${id}`), { method: 'PUT', body, token: who.token });
const remove = (id: string, who: QuickUser = farm) => callJson<ErrorBody>(api(`/api/pastures/${id}`), { method: 'DELETE', token: who.token });
const pastures = async (who: QuickUser = farm) => (await callJson<Pasture[]>(api('/api/pastures'), { token: who.token })).body;
const herd = async (who: QuickUser = farm) => (await callJson<Animal[]>(api('/api/cattle'), { token: who.token })).body;

async function created(body: Record<string, unknown>, who: QuickUser = farm): Promise<Pasture> {
  const answer = await create(body, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function animalIn(pasture: string, who: QuickUser = farm): Promise<Animal> {
  const answer = await callJson<Animal>(api('/api/cattle'), { body: { name: `In ${pasture}`, type: 'Cow', pasture }, token: who.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('pasture CRUD', () => {
  it('POST creates (trimmed, blanks null); GET lists by name; PUT replaces; DELETE removes an empty pasture', async () => {
    const north = await created({ name: '  North Meadow ', description: '', capacity: 40 });
    expect(north).toMatchObject({ name: 'North Meadow', description: null, capacity: 40 });
    await created({ name: 'creek Bottom' });
    await created({ name: 'Bull Pasture', description: 'Pipe fence' });
    expect((await pastures()).map((p) => p.name)).toEqual(['Bull Pasture', 'creek Bottom', 'North Meadow']);

    const replaced = await put(north.id, { name: 'North Meadow', description: 'Native grass', capacity: null });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: north.id, name: 'North Meadow', description: 'Native grass', capacity: null });

    const deleted = await remove(north.id);
    expect([deleted.status, deleted.body]).toEqual([200, { ok: true }]);
    expect((await pastures()).some((p) => p.id === north.id)).toBe(false);
    expect((await remove(north.id)).status).toBe(404);
  });

  it('a missing name → 400 "Pasture name is required"; a bad capacity → 400', async () => {
    for (const body of [{}, { name: '   ' }]) {
      const answer = await create(body);
      expect([answer.status, answer.body.message]).toEqual([400, 'Pasture name is required']);
    }
    expect((await create({ name: 'Lot', capacity: -1 })).status).toBe(400);
    expect((await create({ name: 'Lot', capacity: 'lots' })).status).toBe(400);
  });

  it('no token → 401', async () => {
    expect((await callJson(api('/api/pastures'))).status).toBe(401);
    expect((await callJson(api('/api/pastures'), { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('pasture names are unique per farm', () => {
  it('a duplicate name → 409 on the name field, on POST and on a rename', async () => {
    const first = await created({ name: 'Calving Lot' });
    const duplicate = await create({ name: 'Calving Lot' });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, NAME_TAKEN]);
    expect(duplicate.body.data?.issues).toEqual([{ path: ['name'], message: NAME_TAKEN }]);
    const other = await created({ name: 'Heifer Pasture' });
    const renamed = await put(other.id, { name: 'Calving Lot' });
    expect([renamed.status, renamed.body.message]).toEqual([409, NAME_TAKEN]);
    expect((await pastures()).find((p) => p.id === first.id)?.name).toBe('Calving Lot');
  });

  it('another farm may use the same name', async () => {
    expect((await created({ name: 'Calving Lot' }, neighbour)).name).toBe('Calving Lot');
  });
});

describe('renaming a pasture moves its animals along', () => {
  it('the animals in it take the new name; other pastures and other farms are untouched', async () => {
    const pens = await created({ name: 'Weaning Pen' });
    await created({ name: 'Hay Meadow' });
    const calf = await animalIn('Weaning Pen');
    const elsewhere = await animalIn('Hay Meadow');
    await created({ name: 'Weaning Pen' }, neighbour);
    const theirs = await animalIn('Weaning Pen', neighbour);

    const renamed = await put(pens.id, { name: 'Dry Lot', description: null, capacity: 30 });
    expect(renamed.status).toBe(200);
    const mine = await herd();
    expect(mine.find((a) => a.id === calf.id)?.pasture).toBe('Dry Lot');
    expect(mine.find((a) => a.id === elsewhere.id)?.pasture).toBe('Hay Meadow');
    expect((await herd(neighbour)).find((a) => a.id === theirs.id)?.pasture).toBe('Weaning Pen');
  });

  it('a rename that fails (name taken) moves nobody: one transaction', async () => {
    const a = await created({ name: 'East Field' });
    await created({ name: 'West Field' });
    const cow = await animalIn('East Field');
    expect((await put(a.id, { name: 'West Field' })).status).toBe(409);
    expect((await herd()).find((x) => x.id === cow.id)?.pasture).toBe('East Field');
  });
});

describe('deleting a pasture', () => {
  it('is refused with 409 while animals graze it, and allowed once they have moved', async () => {
    const lot = await created({ name: 'Sick Pen' });
    const cow = await animalIn('Sick Pen');
    const refused = await remove(lot.id);
    expect([refused.status, refused.body.message]).toEqual([409, 'Move the 1 head in Sick Pen to another pasture before deleting it']);
    expect((await pastures()).some((p) => p.id === lot.id)).toBe(true);

    await created({ name: 'Recovery Pen' });
    expect((await callJson(api(`/api/cattle/${cow.id}`), { method: 'PATCH', body: { pasture: 'Recovery Pen' }, token: farm.token })).status).toBe(200);
    expect((await remove(lot.id)).status).toBe(200);
  });
});

describe('another farm’s pasture', () => {
  it('is 404 on PUT and DELETE, unchanged, and not listed', async () => {
    const mine = await created({ name: 'Home Paddock' });
    const renamed = await put(mine.id, { name: 'Taken Over' }, neighbour);
    expect([renamed.status, renamed.body.message]).toEqual([404, 'Pasture not found']);
    expect((await remove(mine.id, neighbour)).status).toBe(404);
    expect((await pastures(neighbour)).some((p) => p.id === mine.id)).toBe(false);
    expect((await pastures()).find((p) => p.id === mine.id)?.name).toBe('Home Paddock');
  });
});

