import { describe, expect, it } from 'vitest';
import { todayISO } from '../core/domain/dates';
import { cattle, pastures } from '../core/db/schema';
import type { QuickUser } from '../core/testing/quick-user';
import { expectRejected, recordApi, type ErrorBody } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Tags and pasture names that look the same are the same key (docs/herd-book.md#tags-and-pasture-names):
// Unicode NFKC, with zero-width characters and the soft hyphen removed, for uniqueness and for
// every lookup by key, over real HTTP. Rows saved before keys were normalised are found too.

interface Animal {
  id: string;
  tag: string | null;
  name: string | null;
  pasture: string;
  cowTag: string | null;
  sireTag: string | null;
  weanDate: string | null;
}

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));
const api = recordApi(() => ({ url: server.url, user: farm }));

const TAG_IN_USE = 'This tag number is already in use by another animal. Please choose a different tag number.';
const PASTURE_TAKEN = 'A pasture with this name already exists';

function expectConflict(answer: { status: number; body: ErrorBody }, field: string, message: string) {
  expect([answer.status, answer.body.message], JSON.stringify(answer.body)).toEqual([409, message]);
  expect(answer.body.data?.issues).toContainEqual({ path: [field], message });
}

const cow = (fields: Record<string, unknown>) => api.call<Animal>('POST', '/api/cattle', { type: 'Cow', pasture: 'North', ...fields });
const animals = () => api.list<Animal>('/api/cattle');
const wean = (cattleTag: string) => api.created('/api/activities', { type: 'weaning', cattleTag, date: todayISO(), pasture: 'North' });

describe('look-alike tags are one animal', () => {
  it('777 then 777 with a zero-width space (or a soft hyphen, a word joiner, full-width digits): the duplicate-tag 409', async () => {
    expect((await cow({ tag: '777' })).status).toBe(200);
    for (const tag of ['777\u200b', '\u200b777', '7\u00ad77', '77\u20607', '\ufeff777', '７７７', '777\u200c', '777\u200d']) {
      expectConflict(await cow({ tag }), 'tag', TAG_IN_USE);
    }
    expect((await api.call('POST', '/api/cattle', { tag: '777\u200b', type: 'Cow', pasture: 'North' }, neighbour)).status).toBe(200);
  });

  it('keys are saved normalised: tag, pasture, dam and sire', async () => {
    const saved = (await cow({ tag: '\u200b１２', pasture: 'North\u200b', cowTag: 'Ｂｅｓｓｉｅ', sireTag: 'Big\u00adRed' })).body;
    expect([saved.tag, saved.pasture, saved.cowTag, saved.sireTag]).toEqual(['12', 'North', 'Bessie', 'BigRed']);
  });

  it('an activity naming the look-alike finds the animal', async () => {
    const bessie = (await cow({ tag: '4242', name: 'Bessie' })).body;
    await wean('4242\u200b');
    expect((await animals()).find((a) => a.id === bessie.id)?.weanDate).toBe(todayISO());
    const named = (await cow({ name: 'Clover' })).body;
    await wean('Ｃｌｏｖｅｒ\u2060');
    expect((await animals()).find((a) => a.id === named.id)?.weanDate).toBe(todayISO());
  });
});

describe('look-alike pasture names are one pasture', () => {
  it('Edge then Edge with a zero-width space: the pasture-name 409', async () => {
    expect((await api.call('POST', '/api/pastures', { name: 'Edge' })).status).toBe(200);
    for (const name of ['Edge\u200b', 'E\u00addge', 'Ｅｄｇｅ']) expectConflict(await api.call('POST', '/api/pastures', { name }), 'name', PASTURE_TAKEN);
    const other = await api.created<{ id: string }>('/api/pastures', { name: 'Ledge' });
    expectConflict(await api.put('/api/pastures', other.id, { name: '\u200bEdge' }), 'name', PASTURE_TAKEN);
  });

  it('a movement to the look-alike puts the animal in the pasture’s own name', async () => {
    const steer = (await cow({ tag: '5150', type: 'Steer' })).body;
    await api.created('/api/activities', { type: 'movement', cattleTag: '5150', date: todayISO(), pasture: 'Edge\u200b' });
    expect((await animals()).find((a) => a.id === steer.id)?.pasture).toBe('Edge');
  });
});

describe('rows saved before keys were normalised (written straight into SQLite)', () => {
  it('a lookup normalises both sides: an activity naming 888 finds the animal stored as 888 + U+200B', async () => {
    const legacy = server.db.insert(cattle).values({ userId: farm.userId, tag: '888\u200b', type: 'Cow', pasture: 'North' }).returning().get();
    await wean('888');
    expect((await animals()).find((a) => a.id === legacy.id)?.weanDate).toBe(todayISO());
    const named = server.db.insert(cattle).values({ userId: farm.userId, name: 'Dai\u00adsy', type: 'Cow', pasture: 'North' }).returning().get();
    await wean('daisy');
    expect((await animals()).find((a) => a.id === named.id)?.weanDate).toBe(todayISO());
  });

  it('a new tag or pasture name that looks like a stored one is the same 409', async () => {
    server.db.insert(cattle).values({ userId: farm.userId, tag: '９９９', type: 'Cow', pasture: 'North' }).run();
    expectConflict(await cow({ tag: '999' }), 'tag', TAG_IN_USE);
    const other = (await cow({ tag: '998' })).body;
    expectConflict(await api.call('PATCH', `/api/cattle/${other.id}`, { tag: '999' }), 'tag', TAG_IN_USE);
    server.db.insert(pastures).values({ userId: farm.userId, name: 'Ridge\u200b' }).run();
    expectConflict(await api.call('POST', '/api/pastures', { name: 'Ridge' }), 'name', PASTURE_TAKEN);
  });

  it('a pasture’s animals include look-alikes: its delete is refused for them, its rename moves them', async () => {
    const meadow = await api.created<{ id: string }>('/api/pastures', { name: 'Meadow' });
    const legacy = server.db.insert(cattle).values({ userId: farm.userId, tag: '654', type: 'Cow', pasture: 'Mea\u00addow' }).returning().get();
    const removal = await api.remove('/api/pastures', meadow.id);
    expect([removal.status, removal.body.message]).toEqual([409, 'Move the 1 head in Meadow to another pasture before deleting it']);
    expect((await api.put('/api/pastures', meadow.id, { name: 'Upper Meadow' })).status).toBe(200);
    expect((await animals()).find((a) => a.id === legacy.id)?.pasture).toBe('Upper Meadow');
  });

  it('an animal keeps its own legacy tag on an edit', async () => {
    const legacy = server.db.insert(cattle).values({ userId: farm.userId, tag: '321\u200b', type: 'Cow', pasture: 'North' }).returning().get();
    const answer = await api.call<Animal>('PATCH', `/api/cattle/${legacy.id}`, { name: 'Kept' });
    expect([answer.status, answer.body.tag, answer.body.name]).toEqual([200, '321', 'Kept']);
  });
});

describe('| in a bull or semen tank name', () => {
  it('is refused: it would break the bull|tank sire a breeding names', async () => {
    const tank = await api.created<{ id: string }>('/api/semen-tanks', { name: 'Tank A' });
    expectRejected(await api.call('POST', '/api/semen-tanks', { name: 'Tank|B' }), 'name', 'Tank name cannot contain "|": it separates a bull from its tank');
    const cane = await api.created<{ id: string }>('/api/semen-canes', { tankId: tank.id, caneNumber: '1' });
    expectRejected(
      await api.call('POST', '/api/semen-straws', { caneId: cane.id, bullName: 'Big|Red', breed: 'Angus' }),
      'bullName',
      'Bull name cannot contain "|": it separates a bull from its tank',
    );
  });
});
