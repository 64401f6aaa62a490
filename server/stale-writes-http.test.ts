import { describe, expect, it } from 'vitest';
import { STALE_RECORD_MESSAGE } from '../core/errors';
import type { QuickUser } from '../core/testing/quick-user';
import { IF_MATCH_INVALID } from './if-match';
import { callJson } from './testing/http';
import type { ErrorBody } from './testing/record-api';
import { serverWithTwoFarms, type TwoFarms } from './testing/two-farms';

// A stale save must never silently undo a newer change. Every editable record answers its version
// (and, over REST, an ETag); an edit or delete sent with `If-Match` naming an older version is
// refused with 412, and the record stays as the newer save left it.

let farms: TwoFarms;
serverWithTwoFarms((started) => (farms = started));

type Saved = { id: string; version: number } & Record<string, unknown>;

async function call(method: string, path: string, init: { body?: unknown; ifMatch?: string; who?: QuickUser } = {}) {
  const headers: Record<string, string> = init.ifMatch === undefined ? {} : { 'if-match': init.ifMatch };
  const answer = await callJson<Saved & ErrorBody>(`${farms.server.url}${path}`, { method, body: init.body, token: (init.who ?? farms.farm).token, headers });
  expect(answer.status, `${method} ${path} → ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}

async function create(path: string, body: Record<string, unknown>, who?: QuickUser): Promise<Saved> {
  const answer = await call('POST', path, { body, who });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.version).toBe(1);
  expect(answer.headers.get('etag')).toBe('"1"');
  return answer.body;
}

const strawsLeft = async (id: string) => {
  const straws = (await call('GET', '/api/semen-straws')).body as unknown as Saved[];
  return straws.find((straw) => straw.id === id);
};

describe('a stale save (the probe: a form opened before a breeding drew 3 straws, saved with only its notes changed)', () => {
  it(`is refused with 412 "${STALE_RECORD_MESSAGE}"; the count stays 7, as the activity log says`, async () => {
    const tank = await create('/api/semen-tanks', { name: 'Tank S' });
    const cane = await create('/api/semen-canes', { tankId: tank.id, caneNumber: '1' });
    const lot = await create('/api/semen-straws', { caneId: cane.id, bullName: 'Stale Bull', breed: 'Angus', totalStraws: 10, remainingStraws: 10 });
    const opened = await strawsLeft(lot.id);
    expect(opened).toMatchObject({ remainingStraws: 10, version: 1 });

    await call('POST', '/api/cattle', { body: { tag: '5001', type: 'Cow', pasture: 'North' } });
    const bred = await call('POST', '/api/activities', {
      body: { type: 'breeding', cattleTag: '5001', date: '2026-11-20', pasture: 'North', breedingMethod: 'artificial_insemination', breedingSire: 'Stale Bull|Tank S', strawsUsed: 3 },
    });
    expect(bred.status, JSON.stringify(bred.body)).toBe(200);
    expect(await strawsLeft(lot.id)).toMatchObject({ remainingStraws: 7, version: 2 });

    const { id: _id, version: _version, tankId: _t, tankName: _n, caneNumber: _c, caneLabel: _l, createdAt: _at, ...fields } = opened!;
    const stale = await call('PUT', `/api/semen-straws/${lot.id}`, { body: { ...fields, notes: 'Checked the canister' }, ifMatch: '"1"' });
    expect([stale.status, stale.body.message]).toEqual([412, STALE_RECORD_MESSAGE]);
    expect(await strawsLeft(lot.id)).toMatchObject({ remainingStraws: 7, version: 2, notes: null });

    const current = await call('PUT', `/api/semen-straws/${lot.id}`, { body: { ...fields, remainingStraws: 7, notes: 'Checked the canister' }, ifMatch: '"2"' });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ remainingStraws: 7, notes: 'Checked the canister', version: 3 });
    expect(current.headers.get('etag')).toBe('"3"');
  });

  it('the same version sent in the body (as the app does over tRPC and IPC) is refused alike', async () => {
    const pasture = await create('/api/pastures', { name: 'Body Version' });
    expect((await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Renamed', version: 1 } })).status).toBe(200);
    const stale = await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Renamed again', version: 1 } });
    expect([stale.status, stale.body.message]).toEqual([412, STALE_RECORD_MESSAGE]);
  });
});

// Each editable record kind: its create, an edit's fields, and its REST edit method.
const KINDS: { path: string; edit: 'PUT' | 'PATCH'; body: () => Promise<Record<string, unknown>>; change: Record<string, unknown> }[] = [
  { path: '/api/cattle', edit: 'PATCH', body: async () => ({ tag: `V${Math.random()}`.slice(0, 9), type: 'Cow', pasture: 'North' }), change: { notes: 'edited' } },
  { path: '/api/pastures', edit: 'PUT', body: async () => ({ name: `Field ${Math.random()}` }), change: { name: `Field edited ${Math.random()}` } },
  { path: '/api/storage-tanks', edit: 'PUT', body: async () => ({ name: 'Dewar' }), change: { name: 'Dewar 2' } },
  { path: '/api/semen-tanks', edit: 'PUT', body: async () => ({ name: 'Tank V' }), change: { name: 'Tank V2' } },
  {
    path: '/api/semen-canes',
    edit: 'PUT',
    body: async () => ({ tankId: (await create('/api/semen-tanks', { name: 'Cane home' })).id, caneNumber: '4' }),
    change: { caneNumber: '5' },
  },
  { path: '/api/embryos', edit: 'PUT', body: async () => ({ donorDam: 'Daisy', sire: 'Max', breed: 'Angus', totalEmbryos: 4 }), change: { donorDam: 'Daisy 2', sire: 'Max', breed: 'Angus', totalEmbryos: 4 } },
  { path: '/api/forage', edit: 'PUT', body: async () => ({ type: 'hay', location: 'Barn', totalBales: 10, remainingBales: 10 }), change: { location: 'Barn 2' } },
];

describe('every editable record', () => {
  for (const kind of KINDS) {
    it(`${kind.path}: answers its version and ETag; an edit or delete with a stale If-Match is 412 and changes nothing; with the current one it goes through`, async () => {
      const body = await kind.body();
      const record = await create(kind.path, body);
      const editBody = kind.edit === 'PATCH' ? kind.change : { ...body, ...kind.change };

      const edited = await call(kind.edit, `${kind.path}/${record.id}`, { body: editBody, ifMatch: '"1"' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect([edited.body.version, edited.headers.get('etag')]).toEqual([2, '"2"']);

      const staleEdit = await call(kind.edit, `${kind.path}/${record.id}`, { body: editBody, ifMatch: '"1"' });
      expect([staleEdit.status, staleEdit.body.message]).toEqual([412, STALE_RECORD_MESSAGE]);
      const staleDelete = await call('DELETE', `${kind.path}/${record.id}`, { ifMatch: '"1"' });
      expect([staleDelete.status, staleDelete.body.message]).toEqual([412, STALE_RECORD_MESSAGE]);
      const listed = (await call('GET', kind.path)).body as unknown as Saved[];
      expect(listed.find((item) => item.id === record.id)?.version).toBe(2);

      // Another farm is told nothing, whatever it sends.
      expect((await call('DELETE', `${kind.path}/${record.id}`, { ifMatch: '"2"', who: farms.neighbour })).status).toBe(404);

      expect((await call('DELETE', `${kind.path}/${record.id}`, { ifMatch: '"2"' })).status).toBe(200);
    });
  }
});

describe('If-Match as the header reads', () => {
  it('"*" matches any version; a weak tag never matches (412); anything else is a 400 that says what it takes', async () => {
    const pasture = await create('/api/pastures', { name: 'Header Field' });
    expect((await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Header Field' }, ifMatch: '*' })).status).toBe(200);
    const weak = await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Header Field' }, ifMatch: 'W/"2"' });
    expect([weak.status, weak.body.message]).toEqual([412, STALE_RECORD_MESSAGE]);
    for (const bad of ['2', '"two"', '"2", "3"', '"0"']) {
      const answer = await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Header Field' }, ifMatch: bad });
      expect([answer.status, answer.body.message], bad).toEqual([400, IF_MATCH_INVALID]);
    }
  });

  it('a write without If-Match or a version applies to the record as it is (a plain REST call: the last write wins)', async () => {
    const pasture = await create('/api/pastures', { name: 'Plain Field' });
    await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Plain Field', capacity: 5 } });
    const plain = await call('PUT', `/api/pastures/${pasture.id}`, { body: { name: 'Plain Field', capacity: 6 } });
    expect(plain.body).toMatchObject({ capacity: 6, version: 3 });
  });
});
