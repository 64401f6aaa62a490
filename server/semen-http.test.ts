import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { centsFromDollars } from '../core/schemas/form-text';
import { callJson } from './testing/http';
import { recordApi, expectNotFound, expectRejected, type Body } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Semen tanks, canes and straw lots over real HTTP at their REST paths: a cane sits in one of the
// farm's tanks and a straw lot in one of its canes; deletes cascade down. Safe repeated creates:
// safe-creates-http.test.ts.

type Tank = {
  id: string;
  storageTankId: string | null;
  name: string;
  description: string | null;
  tankType: string;
  capacity: number;
  location: string | null;
  notes: string | null;
  createdAt: string;
};
type ListedTank = Tank & { remainingStraws: number };
type Cane = { id: string; tankId: string; caneNumber: string; label: string | null; capacity: number; notes: string | null; createdAt: string };
type Straw = {
  id: string;
  caneId: string;
  bullName: string;
  registrationNumber: string | null;
  breed: string;
  totalStraws: number;
  remainingStraws: number;
  pricePerStraw: number | null;
  notes: string | null;
  createdAt: string;
};
type ListedStraw = Straw & { tankId: string; tankName: string; caneNumber: string; caneLabel: string | null };

const PATHS = { tanks: '/api/semen-tanks', canes: '/api/semen-canes', straws: '/api/semen-straws', storage: '/api/storage-tanks' } as const;
const NOT_FOUND = { tank: 'Semen tank not found', cane: 'Cane not found', straw: 'Straw lot not found', storage: 'Storage tank not found' } as const;

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const { call, list, created, put, remove } = recordApi(() => ({ url: server.url, user: farm }));


const tank = (changes: Body = {}, who: QuickUser = farm) => created<Tank>(PATHS.tanks, { name: 'Tank A', ...changes }, who);
const cane = (tankId: string, changes: Body = {}, who: QuickUser = farm) => created<Cane>(PATHS.canes, { tankId, caneNumber: '1', ...changes }, who);
const strawBody = (caneId: string, changes: Body = {}): Body => ({ caneId, bullName: 'Connealy Capitalist', breed: 'Angus', totalStraws: 10, remainingStraws: 10, ...changes });
const straw = (caneId: string, changes: Body = {}, who: QuickUser = farm) => created<Straw>(PATHS.straws, strawBody(caneId, changes), who);

describe('semen tanks', () => {
  it('name is required: missing or blank → 400 "Tank name is required"', async () => {
    for (const name of [undefined, '', '   ']) expectRejected(await call('POST', PATHS.tanks, { name }), 'name', 'Tank name is required');
  });

  it('tankType defaults to liquid_nitrogen (missing or blank); another listed type is kept; an unlisted one → 400', async () => {
    expect((await tank()).tankType).toBe('liquid_nitrogen');
    expect((await tank({ tankType: ' ' })).tankType).toBe('liquid_nitrogen');
    expect((await tank({ tankType: 'dry_shipper' })).tankType).toBe('dry_shipper');
    expectRejected(
      await call('POST', PATHS.tanks, { name: 'T', tankType: 'bucket' }),
      'tankType',
      'Tank type must be one of: liquid_nitrogen, freezer, dry_shipper, vapor_shipper',
    );
  });

  it('capacity defaults to 6 canes (missing or null); a given capacity is kept; 0 → 400', async () => {
    expect((await tank()).capacity).toBe(6);
    expect((await tank({ capacity: null })).capacity).toBe(6);
    expect((await tank({ capacity: 10 })).capacity).toBe(10);
    expectRejected(await call('POST', PATHS.tanks, { name: 'T', capacity: 0 }), 'capacity', 'Capacity must be at least 1');
    expectRejected(await call('POST', PATHS.tanks, { name: 'T', capacity: 1.5 }), 'capacity', 'Capacity must be a whole number');
  });

  it('POST answers the stored tank without remainingStraws; GET lists by name ignoring case', async () => {
    const owner = quickUser(server.db);
    const saved = await tank({ name: ' bravo ', description: '', location: 'Shop' }, owner);
    expect(saved).toMatchObject({ name: 'bravo', description: null, location: 'Shop', storageTankId: null });
    expect(saved).not.toHaveProperty('remainingStraws');
    await tank({ name: 'Charlie' }, owner);
    await tank({ name: 'alpha' }, owner);
    expect((await list<ListedTank>(PATHS.tanks, owner)).map((t) => t.name)).toEqual(['alpha', 'bravo', 'Charlie']);
  });

  it('GET /api/semen-tanks answers remainingStraws: the straws left in all of its canes (0 when none)', async () => {
    const owner = quickUser(server.db);
    const full = await tank({ name: 'Full' }, owner);
    const empty = await tank({ name: 'Empty' }, owner);
    const [c1, c2] = [await cane(full.id, { caneNumber: '1' }, owner), await cane(full.id, { caneNumber: '2' }, owner)];
    await cane(empty.id, {}, owner);
    await straw(c1.id, { totalStraws: 10, remainingStraws: 7 }, owner);
    await straw(c1.id, { bullName: 'SAV Resource', totalStraws: 5, remainingStraws: 5 }, owner);
    // Capped at its total: 4 left, not 9.
    await straw(c2.id, { bullName: 'Sitz Stellar', totalStraws: 4, remainingStraws: 9 }, owner);
    await straw(c2.id, { bullName: 'Used up', totalStraws: 3, remainingStraws: 0 }, owner);

    const tanks = await list<ListedTank>(PATHS.tanks, owner);
    expect(tanks.map((t) => [t.name, t.remainingStraws])).toEqual([
      ['Empty', 0],
      ['Full', 16],
    ]);
    expect(tanks.find((t) => t.id === full.id)).toEqual({ ...full, remainingStraws: 16 });
  });

  it('storageTankId: the farm’s own storage tank is kept; another farm’s → 404 "Storage tank not found", nothing written', async () => {
    const mine = await created<{ id: string }>(PATHS.storage, { name: 'Mine' });
    const theirs = await created<{ id: string }>(PATHS.storage, { name: 'Theirs' }, neighbour);
    const kept = await tank({ storageTankId: mine.id });
    expect(kept.storageTankId).toBe(mine.id);
    const before = await list<ListedTank>(PATHS.tanks);
    expectNotFound(await call('POST', PATHS.tanks, { name: 'Sneaky', storageTankId: theirs.id }), NOT_FOUND.storage);
    expectNotFound(await put(PATHS.tanks, kept.id, { name: 'Tank A', storageTankId: theirs.id }), NOT_FOUND.storage);
    expect(await list<ListedTank>(PATHS.tanks)).toEqual(before);
  });

  it('PUT replaces (left-out fields null or default); DELETE removes; an unknown id → 404 "Semen tank not found"', async () => {
    const saved = await tank({ name: 'Old', tankType: 'freezer', capacity: 12, notes: 'Check LN2' });
    const replaced = await put<Tank>(PATHS.tanks, saved.id, { name: 'New' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...saved, name: 'New', tankType: 'liquid_nitrogen', capacity: 6, notes: null, version: 2 });
    expect((await remove(PATHS.tanks, saved.id)).body).toEqual({ ok: true });
    expect((await list<ListedTank>(PATHS.tanks)).some((t) => t.id === saved.id)).toBe(false);
    for (const id of [saved.id, randomUUID()]) {
      expectNotFound(await remove(PATHS.tanks, id), NOT_FOUND.tank);
      expectNotFound(await put(PATHS.tanks, id, { name: 'X' }), NOT_FOUND.tank);
    }
  });
});

describe('semen canes', () => {
  it('tankId is required: missing or blank → 400 "Semen tank is required"', async () => {
    for (const tankId of [undefined, '', '  ']) expectRejected(await call('POST', PATHS.canes, { tankId, caneNumber: '1' }), 'tankId', 'Semen tank is required');
  });

  it('caneNumber is required: missing or blank → 400 "Cane number is required"', async () => {
    const { id } = await tank();
    for (const caneNumber of [undefined, '', '  ']) expectRejected(await call('POST', PATHS.canes, { tankId: id, caneNumber }), 'caneNumber', 'Cane number is required');
  });

  it('a cane number sent as a JSON number is its text: 3 → "3"; true or a list → 400 "Cane number must be text"', async () => {
    const { id } = await tank();
    expect((await created<Cane>(PATHS.canes, { tankId: id, caneNumber: 3 })).caneNumber).toBe('3');
    expect((await created<Cane>(PATHS.canes, { tankId: id, caneNumber: 12.5, label: 7 })).caneNumber).toBe('12.5');
    for (const caneNumber of [true, [3], { n: 3 }]) expectRejected(await call('POST', PATHS.canes, { tankId: id, caneNumber }), 'caneNumber', 'Cane number must be text');
  });

  it('capacity defaults to 15 straws; a given capacity is kept; 0 → 400', async () => {
    const { id } = await tank();
    expect((await cane(id)).capacity).toBe(15);
    expect((await cane(id, { caneNumber: '2', capacity: 10 })).capacity).toBe(10);
    expectRejected(await call('POST', PATHS.canes, { tankId: id, caneNumber: '3', capacity: 0 }), 'capacity', 'Capacity must be at least 1');
  });

  it('tankId of another farm’s tank (or an unknown one) → 404 "Semen tank not found", nothing written', async () => {
    const mine = await tank();
    const theirs = await tank({ name: 'Theirs' }, neighbour);
    const kept = await cane(mine.id);
    const before = await list<Cane>(PATHS.canes);
    const theirsBefore = await list<Cane>(PATHS.canes, neighbour);
    for (const tankId of [theirs.id, randomUUID()]) {
      expectNotFound(await call('POST', PATHS.canes, { tankId, caneNumber: '9' }), NOT_FOUND.tank);
      expectNotFound(await put(PATHS.canes, kept.id, { tankId, caneNumber: '1' }), NOT_FOUND.tank);
    }
    expect(await list<Cane>(PATHS.canes)).toEqual(before);
    expect(await list<Cane>(PATHS.canes, neighbour)).toEqual(theirsBefore);
  });

  it('GET /api/semen-canes lists the farm’s canes with their tank, number, label and capacity', async () => {
    const owner = quickUser(server.db);
    const { id: tankId } = await tank({}, owner);
    const c1 = await cane(tankId, { caneNumber: ' 1 ', label: 'Angus', notes: '' }, owner);
    const c2 = await cane(tankId, { caneNumber: '2', capacity: 8 }, owner);
    expect(c1).toMatchObject({ tankId, caneNumber: '1', label: 'Angus', capacity: 15, notes: null });
    expect(await list<Cane>(PATHS.canes, owner)).toEqual([c1, c2]);
  });

  it('PUT replaces and may move a cane to another of the farm’s tanks; DELETE removes; unknown id → 404 "Cane not found"', async () => {
    const [a, b] = [await tank({ name: 'A' }), await tank({ name: 'B' })];
    const saved = await cane(a.id, { label: 'Red', capacity: 10 });
    const moved = await put<Cane>(PATHS.canes, saved.id, { tankId: b.id, caneNumber: '4' });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ ...saved, tankId: b.id, caneNumber: '4', label: null, capacity: 15, version: 2 });
    expect((await remove(PATHS.canes, saved.id)).body).toEqual({ ok: true });
    for (const id of [saved.id, randomUUID()]) {
      expectNotFound(await remove(PATHS.canes, id), NOT_FOUND.cane);
      expectNotFound(await put(PATHS.canes, id, { tankId: a.id, caneNumber: '1' }), NOT_FOUND.cane);
    }
  });
});

describe('semen straw lots', () => {
  let caneId: string;
  beforeAll(async () => {
    caneId = (await cane((await tank({ name: 'Straw tank' })).id)).id;
  });

  it.each([
    ['caneId', 'Cane is required'],
    ['bullName', 'Bull name is required'],
    ['breed', 'Breed is required'],
  ])('%s is required: missing or blank → 400 "%s"', async (field, message) => {
    const before = (await list(PATHS.straws)).length;
    const { [field]: _left, ...body } = strawBody(caneId);
    expectRejected(await call('POST', PATHS.straws, body), field, message);
    expectRejected(await call('POST', PATHS.straws, { ...body, [field]: '  ' }), field, message);
    expect((await list(PATHS.straws)).length).toBe(before);
  });

  it('totalStraws and remainingStraws default to 0', async () => {
    const lot = await created<Straw>(PATHS.straws, { caneId, bullName: 'No count', breed: 'Angus' });
    expect([lot.totalStraws, lot.remainingStraws]).toEqual([0, 0]);
    const nulls = await straw(caneId, { totalStraws: null, remainingStraws: null });
    expect([nulls.totalStraws, nulls.remainingStraws]).toEqual([0, 0]);
  });

  it('remainingStraws is capped at totalStraws, on POST and PUT', async () => {
    const lot = await straw(caneId, { totalStraws: 6, remainingStraws: 9 });
    expect(lot.remainingStraws).toBe(6);
    const replaced = await put<Straw>(PATHS.straws, lot.id, strawBody(caneId, { totalStraws: 2, remainingStraws: 5 }));
    expect([replaced.status, replaced.body.remainingStraws]).toEqual([200, 2]);
    expect((await straw(caneId, { totalStraws: 6, remainingStraws: 3 })).remainingStraws).toBe(3);
    expectRejected(await call('POST', PATHS.straws, strawBody(caneId, { remainingStraws: -1 })), 'remainingStraws', 'Remaining straws cannot be negative');
  });

  it('pricePerStraw defaults to 3500 cents ($35) when not sent; a sent price (centsFromDollars("28.00") = 2800) is kept', async () => {
    expect(strawBody(caneId)).not.toHaveProperty('pricePerStraw');
    expect((await straw(caneId)).pricePerStraw).toBe(3500);
    expect((await straw(caneId, { pricePerStraw: null })).pricePerStraw).toBe(3500);
    const price = centsFromDollars('28.00');
    expect(price).toBe(2800);
    const priced = await straw(caneId, { pricePerStraw: price });
    expect(priced.pricePerStraw).toBe(2800);
    expect((await list<ListedStraw>(PATHS.straws)).find((s) => s.id === priced.id)?.pricePerStraw).toBe(2800);
    // A free straw is free, not $35.
    expect((await straw(caneId, { pricePerStraw: 0 })).pricePerStraw).toBe(0);
    expectRejected(await call('POST', PATHS.straws, strawBody(caneId, { pricePerStraw: 28.5 })), 'pricePerStraw', 'Price per straw must be in whole cents');
  });

  it('caneId of another farm’s cane (or an unknown one) → 404 "Cane not found", nothing written', async () => {
    const theirCane = await cane((await tank({ name: 'Theirs' }, neighbour)).id, {}, neighbour);
    const kept = await straw(caneId);
    const before = await list<ListedStraw>(PATHS.straws);
    const theirsBefore = await list<ListedStraw>(PATHS.straws, neighbour);
    for (const id of [theirCane.id, randomUUID()]) {
      expectNotFound(await call('POST', PATHS.straws, strawBody(id)), NOT_FOUND.cane);
      expectNotFound(await put(PATHS.straws, kept.id, strawBody(id)), NOT_FOUND.cane);
    }
    expect(await list<ListedStraw>(PATHS.straws)).toEqual(before);
    expect(await list<ListedStraw>(PATHS.straws, neighbour)).toEqual(theirsBefore);
  });

  it('GET /api/semen-straws answers each lot with tankId, tankName, caneNumber, caneLabel, remainingStraws and pricePerStraw in cents', async () => {
    const owner = quickUser(server.db);
    const home = await tank({ name: 'Home tank' }, owner);
    const labelled = await cane(home.id, { caneNumber: '3', label: 'Red Angus' }, owner);
    const plain = await cane(home.id, { caneNumber: '4' }, owner);
    const a = await straw(labelled.id, { bullName: 'Bull A', totalStraws: 8, remainingStraws: 5, pricePerStraw: 2800 }, owner);
    const b = await straw(plain.id, { bullName: 'Bull B', totalStraws: 2, remainingStraws: 2 }, owner);

    const lots = await list<ListedStraw>(PATHS.straws, owner);
    expect(lots).toEqual([
      { ...a, tankId: home.id, tankName: 'Home tank', caneNumber: '3', caneLabel: 'Red Angus' },
      { ...b, tankId: home.id, tankName: 'Home tank', caneNumber: '4', caneLabel: null },
    ]);
    expect(lots.map((l) => [l.remainingStraws, l.pricePerStraw])).toEqual([
      [5, 2800],
      [2, 3500],
    ]);
  });

  it('GET /api/semen-straws lists canes in number order (cane 2 before cane 10), as GET /api/semen-canes does', async () => {
    const owner = quickUser(server.db);
    const home = await tank({ name: 'Home tank' }, owner);
    const ten = await cane(home.id, { caneNumber: '10' }, owner);
    const two = await cane(home.id, { caneNumber: '2' }, owner);
    await straw(ten.id, { bullName: 'Bull Ten' }, owner);
    await straw(two.id, { bullName: 'Bull Two' }, owner);
    expect((await list<ListedStraw>(PATHS.straws, owner)).map((lot) => lot.caneNumber)).toEqual(['2', '10']);
    expect((await list<Cane>(PATHS.canes, owner)).map((c) => c.caneNumber)).toEqual(['2', '10']);
  });

  it('PUT replaces the lot; DELETE removes it; an unknown id → 404 "Straw lot not found"', async () => {
    const lot = await straw(caneId, { registrationNumber: 'AAA 123', notes: 'Sexed', pricePerStraw: 4000 });
    const replaced = await put<Straw>(PATHS.straws, lot.id, strawBody(caneId, { bullName: 'Renamed' }));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...lot, bullName: 'Renamed', registrationNumber: null, notes: null, pricePerStraw: 3500, version: 2 });
    expect((await remove(PATHS.straws, lot.id)).body).toEqual({ ok: true });
    expect((await list<ListedStraw>(PATHS.straws)).some((s) => s.id === lot.id)).toBe(false);
    for (const id of [lot.id, randomUUID()]) {
      expectNotFound(await remove(PATHS.straws, id), NOT_FOUND.straw);
      expectNotFound(await put(PATHS.straws, id, strawBody(caneId)), NOT_FOUND.straw);
    }
  });
});

describe('deletes cascade down: tank → canes → straws', () => {
  async function stocked(owner: QuickUser, name: string) {
    const t = await tank({ name }, owner);
    const canes = [await cane(t.id, { caneNumber: '1' }, owner), await cane(t.id, { caneNumber: '2' }, owner)];
    const straws = [await straw(canes[0]!.id, { bullName: `${name} bull 1` }, owner), await straw(canes[1]!.id, { bullName: `${name} bull 2` }, owner)];
    return { tank: t, canes, straws };
  }
  const ids = (records: { id: string }[]) => records.map((r) => r.id).sort();

  it('deleting a semen tank deletes its canes and their straws; the other tank’s stay', async () => {
    const owner = quickUser(server.db);
    const doomed = await stocked(owner, 'Doomed');
    const other = await stocked(owner, 'Other');

    expect((await remove(PATHS.tanks, doomed.tank.id, owner)).status).toBe(200);

    expect(ids(await list<ListedTank>(PATHS.tanks, owner))).toEqual([other.tank.id]);
    expect(ids(await list<Cane>(PATHS.canes, owner))).toEqual(ids(other.canes));
    expect(ids(await list<ListedStraw>(PATHS.straws, owner))).toEqual(ids(other.straws));
    expect((await list<ListedTank>(PATHS.tanks, owner))[0]?.remainingStraws).toBe(20);
    expectNotFound(await remove(PATHS.canes, doomed.canes[0]!.id, owner), NOT_FOUND.cane);
    expectNotFound(await remove(PATHS.straws, doomed.straws[0]!.id, owner), NOT_FOUND.straw);
  });

  it('deleting a cane deletes its straws only; the tank, its other canes and their straws stay', async () => {
    const owner = quickUser(server.db);
    const stock = await stocked(owner, 'Kept');
    const other = await stocked(owner, 'Other');

    expect((await remove(PATHS.canes, stock.canes[0]!.id, owner)).status).toBe(200);

    expect(ids(await list<ListedTank>(PATHS.tanks, owner))).toEqual(ids([stock.tank, other.tank]));
    expect(ids(await list<Cane>(PATHS.canes, owner))).toEqual(ids([stock.canes[1]!, ...other.canes]));
    expect(ids(await list<ListedStraw>(PATHS.straws, owner))).toEqual(ids([stock.straws[1]!, ...other.straws]));
    const left = await list<ListedTank>(PATHS.tanks, owner);
    expect(left.map((t) => [t.name, t.remainingStraws])).toEqual([
      ['Kept', 10],
      ['Other', 20],
    ]);
  });
});

interface Isolated {
  kind: string;
  path: string;
  notFound: string;
  /** A valid body for `who`, pointing at their own parents. */
  body: (who: QuickUser) => Promise<Body>;
}

const ISOLATED: Isolated[] = [
  { kind: 'semen tank', path: PATHS.tanks, notFound: NOT_FOUND.tank, body: () => Promise.resolve({ name: 'Private tank', notes: 'Ours' }) },
  {
    kind: 'cane',
    path: PATHS.canes,
    notFound: NOT_FOUND.cane,
    body: async (who) => ({ tankId: (await tank({}, who)).id, caneNumber: '7', label: 'Ours' }),
  },
  {
    kind: 'straw lot',
    path: PATHS.straws,
    notFound: NOT_FOUND.straw,
    body: async (who) => strawBody((await cane((await tank({}, who)).id, {}, who)).id, { notes: 'Ours' }),
  },
];

describe.each(ISOLATED)('another farm’s $kind', ({ path, notFound, body }) => {
  it(`is not in its GET list; PUT and DELETE → 404 "${notFound}", and the record is unchanged`, async () => {
    const mine = await created<{ id: string }>(path, await body(farm));
    const before = (await list<{ id: string }>(path)).find((r) => r.id === mine.id);
    expect(before).toMatchObject(mine);

    expect((await list<{ id: string }>(path, neighbour)).some((r) => r.id === mine.id)).toBe(false);
    expectNotFound(await put(path, mine.id, { ...(await body(neighbour)), notes: 'Taken over' }, neighbour), notFound);
    expectNotFound(await remove(path, mine.id, neighbour), notFound);

    expect((await list<{ id: string }>(path)).find((r) => r.id === mine.id)).toEqual(before);
  });
});

describe('semen calls need a signed-in user', () => {
  it.each([PATHS.tanks, PATHS.canes, PATHS.straws])('no token → 401 on GET and POST %s', async (path) => {
    expect((await callJson(`${server.url}${path}`)).status).toBe(401);
    expect((await callJson(`${server.url}${path}`, { body: {} })).status).toBe(401);
  });
});
