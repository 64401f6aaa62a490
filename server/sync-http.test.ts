import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addSemenStock } from '../core/testing/semen-stock';
import type { QuickUser } from '../core/testing/quick-user';
import { quickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Offline sync over real HTTP (docs/sync.md): the change feed, idempotent pushes, merges that never
// overwrite silently, and the conflicts they leave to settle.

type Body = Record<string, unknown>;
interface Change {
  kind: string;
  id: string;
  seq: number;
  deleted: boolean;
  record: Body | null;
}
interface Page {
  epoch: string;
  changes: Change[];
  next: number;
  more: boolean;
}
interface Result {
  opId: string;
  status: 'applied' | 'conflict' | 'rejected';
  record?: Body;
  conflicts?: string[];
  message?: string;
  issues?: { path: (string | number)[]; message: string }[];
}
interface Conflict extends Body {
  id: string;
  type: string;
  recordKind: string;
  recordId: string;
  recordLabel: string;
}

const MESSAGES = {
  deleted: 'This record was deleted, so it cannot be saved again. Add it as a new record.',
  opIdInUse: 'This operation id is already in use. Make a new one and send the change again.',
  notEnoughStraws: 'Not enough straws available!',
  animalNotFound: 'Animal not found',
  opCount: 'Send 1 to 200 operations',
};

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const device = randomUUID();
const at = (path: string) => `${server.url}${path}`;
const op = (procedure: string, input: Body, base?: Body) => ({ opId: randomUUID(), procedure, input, ...(base ? { base } : {}) });

async function push(ops: Body[], who: QuickUser = farm, deviceId = device): Promise<Result[]> {
  const answer = await callJson<{ results: Result[] }>(at('/api/sync/push'), { body: { deviceId, ops }, token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.results;
}

async function pull(since = 0, who: QuickUser = farm, limit?: number): Promise<Page> {
  const answer = await callJson<Page>(at(`/api/sync/changes?since=${since}${limit ? `&limit=${limit}` : ''}`), { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Every change from `since` on, all pages. */
async function pullAll(since = 0, who: QuickUser = farm): Promise<Page> {
  let page = await pull(since, who);
  const changes = [...page.changes];
  while (page.more) {
    page = await pull(page.next, who);
    changes.push(...page.changes);
  }
  return { ...page, changes };
}

async function rest<T = Body>(method: string, path: string, body?: unknown, who: QuickUser = farm) {
  return callJson<T>(at(path), { method, body, token: who.token });
}

const animal = (tag: string, more: Body = {}) => ({ id: randomUUID(), tag, name: `Cow ${tag}`, type: 'Cow', pasture: 'North', ...more });

describe('the change feed (GET /api/sync/changes)', () => {
  it('gives every REST write a seq in commit order, each record once in its latest state and in its list shape; a delete leaves a tombstone', async () => {
    const { next: start } = await pullAll();
    const cow = animal('F1');
    await rest('POST', '/api/cattle', cow);
    await rest('PATCH', `/api/cattle/${cow.id}`, { weight: 1100 });
    const pasture = (await rest<Body>('POST', '/api/pastures', { id: randomUUID(), name: 'Feed Creek' })).body;
    await rest('DELETE', `/api/pastures/${String(pasture.id)}`);

    const page = await pullAll(start);
    const listed = (await rest<Body[]>('GET', '/api/cattle')).body.find((row) => row.id === cow.id);
    expect(page.changes.filter((change) => change.id === cow.id)).toEqual([{ kind: 'cattle', id: cow.id, seq: expect.any(Number), deleted: false, record: listed }]);
    expect(page.changes.find((change) => change.id === pasture.id)).toMatchObject({ kind: 'pastures', deleted: true, record: null });
    const seqs = page.changes.map((change) => change.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs[0]).toBeGreaterThan(start);
  });

  it('pages with limit, next and more, and since=next gives the rest', async () => {
    const { next: start } = await pullAll();
    for (const tag of ['P1', 'P2', 'P3']) await rest('POST', '/api/cattle', animal(tag));
    const first = await pull(start, farm, 2);
    expect(first.changes).toHaveLength(2);
    expect(first.more).toBe(true);
    const second = await pull(first.next, farm, 2);
    expect(second.changes.map((c) => (c.record as Body).tag)).toEqual(['P3']);
    expect(second.more).toBe(false);
    expect(await pull(second.next)).toMatchObject({ changes: [], next: second.next, more: false });
  });

  it('carries cascades: deleting a semen tank tombstones its canes and straws, and a straw drawn shows in its tank row', async () => {
    const { tankId, strawIds } = addSemenStock(server.db, farm.userId, 'Cascade Tank', [{ bull: 'Cascade Bull', straws: 4 }]);
    const { next: start } = await pullAll();
    const straw = (await rest<Body[]>('GET', '/api/semen-straws')).body.find((row) => row.id === strawIds[0])!;
    await rest('PUT', `/api/semen-straws/${strawIds[0]}`, { ...straw, remainingStraws: 3 });
    const afterDraw = await pullAll(start);
    expect(afterDraw.changes.find((change) => change.id === tankId)?.record).toMatchObject({ remainingStraws: 3 });

    await rest('DELETE', `/api/semen-tanks/${tankId}`);
    const afterDelete = await pullAll(afterDraw.next);
    const deleted = afterDelete.changes.filter((change) => change.deleted).map((change) => change.kind);
    expect(deleted.sort()).toEqual(['semenCanes', 'semenStraws', 'semenTanks']);
  });

  it('never holds another farm’s record', async () => {
    await rest('POST', '/api/cattle', animal('N1'), neighbour);
    const mine = await pullAll(0);
    const neighbours = await pullAll(0, neighbour);
    const ids = new Set(neighbours.changes.map((change) => change.id));
    expect(mine.changes.some((change) => ids.has(change.id))).toBe(false);
    expect(neighbours.changes.map((change) => (change.record as Body | null)?.tag)).toEqual(['N1']);
  });

  it('starts over with a new epoch after Clear All Data and after a restore', async () => {
    const fresh = quickUser(server.db);
    await rest('POST', '/api/cattle', animal('E1'), fresh);
    const before = await pullAll(0, fresh);
    expect((await pullAll(0, fresh)).epoch).toBe(before.epoch);

    const cleared = await rest<{ backup: { id: string } }>('DELETE', '/api/data', undefined, fresh);
    expect(cleared.status).toBe(200);
    const afterClear = await pullAll(0, fresh);
    expect(afterClear.epoch).not.toBe(before.epoch);
    expect(afterClear.changes).toEqual([]);

    const restored = await rest('POST', `/api/data/backups/${cleared.body.backup.id}/restore`, undefined, fresh);
    expect(restored.status).toBe(200);
    const afterRestore = await pullAll(0, fresh);
    expect(afterRestore.epoch).not.toBe(afterClear.epoch);
    expect(afterRestore.changes.map((change) => (change.record as Body).tag)).toEqual(['E1']);
  });

  it('refuses a bad cursor or page size with a 400 and its message', async () => {
    expect((await callJson(at('/api/sync/changes?since=-1'), { token: farm.token })).body).toMatchObject({ message: 'since must be a whole number from 0' });
    const tooBig = await callJson(at('/api/sync/changes?limit=2001'), { token: farm.token });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ message: 'limit must be a whole number from 1 to 2000' });
  });
});

describe('an id that was deleted stays deleted', () => {
  it('a create repeated after its record was deleted does not bring it back (REST: 409)', async () => {
    const cow = animal('D1');
    expect((await rest('POST', '/api/cattle', cow)).status).toBe(200);
    expect((await rest('DELETE', `/api/cattle/${cow.id}`)).status).toBe(200);
    const again = await rest('POST', '/api/cattle', cow);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: MESSAGES.deleted });
    expect((await rest('POST', '/api/cattle', cow, neighbour)).body).toMatchObject({ message: 'This record id is already in use. Reload the page and try again.' });
  });
});

describe('push (POST /api/sync/push)', () => {
  it('applies each op once by its opId: a replay, in the same batch or a later one, answers the stored result', async () => {
    const create = op('cattle.create', animal('I1'));
    const [first, twin] = await push([create, create]);
    expect(first).toMatchObject({ opId: create.opId, status: 'applied', record: { tag: 'I1' } });
    expect(twin).toEqual(first);
    expect(await push([create])).toEqual([first]);
    const herd = (await rest<Body[]>('GET', '/api/cattle')).body;
    expect(herd.filter((row) => row.tag === 'I1')).toHaveLength(1);
  });

  it('refuses another farm’s op id without a word about it', async () => {
    const theirs = op('cattle.create', animal('X1'));
    await push([theirs], neighbour);
    const [answer] = await push([{ ...theirs, input: animal('X2') }]);
    expect(answer).toEqual({ opId: theirs.opId, status: 'rejected', message: MESSAGES.opIdInUse });
  });

  it('rejects one op with the message and issues REST gives, and goes on with the next', async () => {
    const restAnswer = await rest<{ message: string; data: { issues: unknown } }>('POST', '/api/cattle', { id: randomUUID(), type: 'Cow', pasture: 'North' });
    expect(restAnswer.status).toBe(400);
    const [bad, good] = await push([op('cattle.create', { id: randomUUID(), type: 'Cow', pasture: 'North' }), op('cattle.create', animal('R2'))]);
    expect(bad).toMatchObject({ status: 'rejected', message: restAnswer.body.message, issues: restAnswer.body.data.issues });
    expect(good).toMatchObject({ status: 'applied' });
  });

  it('rejects an update of another farm’s record as not found, telling nothing of it', async () => {
    const theirs = animal('T9');
    await rest('POST', '/api/cattle', theirs, neighbour);
    const [answer] = await push([op('cattle.update', { id: theirs.id, weight: 1 }, { weight: null })]);
    expect(answer).toMatchObject({ status: 'rejected', message: MESSAGES.animalNotFound });
    expect(answer?.record).toBeUndefined();
  });

  it('merges updates field by field: other people’s edits to other fields stay, and the same field edited twice is one conflict', async () => {
    const cow = animal('M1', { weight: 900 });
    await rest('POST', '/api/cattle', cow);
    await rest('PATCH', `/api/cattle/${cow.id}`, { notes: 'from the office', weight: 1000 });
    const [merged] = await push([op('cattle.update', { id: cow.id, weight: 950, breed: 'Angus' }, { weight: 900, breed: null })]);
    expect(merged).toMatchObject({ status: 'conflict', record: { weight: 1000, breed: 'Angus', notes: 'from the office' } });
    expect(merged?.conflicts).toHaveLength(1);

    const conflicts = (await rest<Conflict[]>('GET', '/api/conflicts')).body;
    const conflict = conflicts.find((row) => row.id === merged?.conflicts?.[0]);
    expect(conflict).toMatchObject({ type: 'field', recordKind: 'cattle', recordId: cow.id, recordLabel: 'M1 Cow M1', field: 'weight', base: 900, theirs: 1000, mine: 950, deviceId: device });
    expect(conflict?.resolvedAt).toBeUndefined();
    const feed = await pullAll();
    expect(feed.changes.find((change) => change.id === conflict?.id)).toMatchObject({ kind: 'conflicts', record: conflict });
  });

  it('merges a PUT-kind update onto the stored record: the fields not sent are kept', async () => {
    const pasture = { id: randomUUID(), name: 'Merge Flats', description: 'by the creek', capacity: 40 };
    await rest('POST', '/api/pastures', pasture);
    const [answer] = await push([op('pastures.update', { id: pasture.id, capacity: 50 }, { capacity: 40 })]);
    expect(answer).toMatchObject({ status: 'applied', record: { name: 'Merge Flats', description: 'by the creek', capacity: 50 } });
  });

  it('merges counters as deltas: two phones each using 2 of 10 straws leave 6', async () => {
    const { strawIds } = addSemenStock(server.db, farm.userId, 'Delta Tank', [{ bull: 'Delta Bull', straws: 10 }]);
    const use2 = () => op('semenStraws.update', { id: strawIds[0], remainingStraws: 8 }, { remainingStraws: 10 });
    const [phoneA] = await push([use2()]);
    const [phoneB] = await push([use2()], farm, randomUUID());
    expect(phoneA).toMatchObject({ status: 'applied', record: { remainingStraws: 8 } });
    expect(phoneB).toMatchObject({ status: 'applied', record: { remainingStraws: 6 } });
  });

  it('keeps a breeding short of straws (the cow was bred): the lot goes to 0 and a recount conflict names it and the shortfall', async () => {
    const { strawIds } = addSemenStock(server.db, farm.userId, 'Short Tank', [{ bull: 'Short Bull', straws: 1 }]);
    await rest('POST', '/api/cattle', animal('B1', { type: 'Cow' }));
    const breeding = { type: 'breeding', cattleTag: 'B1', date: '2026-03-02', pasture: 'North', breedingMethod: 'artificial_insemination', breedingSire: 'Short Bull|Short Tank', strawsUsed: 3 };
    expect((await rest('POST', '/api/activities', { ...breeding, id: randomUUID() })).body).toMatchObject({ message: MESSAGES.notEnoughStraws });

    const [answer] = await push([op('activities.create', { ...breeding, id: randomUUID() })]);
    expect(answer).toMatchObject({ status: 'conflict', record: { type: 'breeding', cattleTag: 'B1' } });
    const straw = (await rest<Body[]>('GET', '/api/semen-straws')).body.find((row) => row.id === strawIds[0]);
    expect(straw?.remainingStraws).toBe(0);
    const recount = (await rest<Conflict[]>('GET', '/api/conflicts')).body.find((row) => row.id === answer?.conflicts?.[0]);
    expect(recount).toMatchObject({ type: 'recount', recordKind: 'semenStraws', recordId: strawIds[0], recordLabel: 'Short Bull in Short Tank', theirs: 1, mine: 3 });
    expect((await rest<Body[]>('GET', '/api/cattle')).body.find((row) => row.tag === 'B1')).toMatchObject({ breedingDate: '2026-03-02' });
  });

  it('names the empty lot in the recount when the bull’s straws in that tank are all used', async () => {
    const { strawIds } = addSemenStock(server.db, farm.userId, 'Empty Tank', [{ bull: 'Empty Bull', straws: 0 }]);
    await rest('POST', '/api/cattle', animal('B2', { type: 'Cow' }));
    const breeding = { type: 'breeding', cattleTag: 'B2', date: '2026-03-02', pasture: 'North', breedingMethod: 'artificial_insemination', breedingSire: 'Empty Bull|Empty Tank' };
    const [answer] = await push([op('activities.create', { ...breeding, id: randomUUID() })]);
    const recount = (await rest<Conflict[]>('GET', '/api/conflicts')).body.find((row) => row.id === answer?.conflicts?.[0]);
    expect(recount).toMatchObject({ type: 'recount', recordKind: 'semenStraws', recordId: strawIds[0], recordLabel: 'Empty Bull in Empty Tank', theirs: 0, mine: 1 });
  });

  it('lets a delete win: a later edit is a deleted conflict, and "mine" restores the record with the edit', async () => {
    const cow = animal('W1', { weight: 700 });
    await rest('POST', '/api/cattle', cow);
    await push([op('cattle.delete', { id: cow.id })]);
    const [edit] = await push([op('cattle.update', { id: cow.id, weight: 750 }, { weight: 700 })]);
    expect(edit).toMatchObject({ status: 'conflict' });
    expect(edit?.record).toBeUndefined();
    const id = edit!.conflicts![0]!;
    const settled = await rest<Conflict>('POST', `/api/conflicts/${id}/resolve`, { choice: 'mine' });
    expect(settled.body).toMatchObject({ type: 'deleted', resolution: 'mine', recordLabel: 'W1 Cow W1', mine: { weight: 750 } });
    expect((await rest<Body[]>('GET', '/api/cattle')).body.find((row) => row.id === cow.id)).toMatchObject({ tag: 'W1', weight: 750 });
    expect((await rest<Conflict>('POST', `/api/conflicts/${id}/resolve`, { choice: 'theirs' })).body).toEqual(settled.body);
    const [again] = await push([op('cattle.delete', { id: randomUUID() })]);
    expect(again).toMatchObject({ status: 'rejected', message: MESSAGES.animalNotFound });
  });

  it('makes a clashing tag a duplicate conflict, never a second animal; "theirs" keeps what the server has', async () => {
    await rest('POST', '/api/cattle', animal('DUP'));
    const [clash] = await push([op('cattle.create', animal('DUP', { name: 'Other' }))]);
    expect(clash).toMatchObject({ status: 'conflict' });
    const conflict = (await rest<Conflict[]>('GET', '/api/conflicts')).body.find((row) => row.id === clash?.conflicts?.[0]);
    expect(conflict).toMatchObject({ type: 'duplicate', recordKind: 'cattle', field: 'tag', mine: 'DUP' });
    expect((await rest<Body[]>('GET', '/api/cattle')).body.filter((row) => row.tag === 'DUP')).toHaveLength(1);
    expect((await rest<Conflict>('POST', `/api/conflicts/${conflict!.id}/resolve`, { choice: 'theirs' })).body).toMatchObject({ resolution: 'theirs' });
  });

  it('keeps the rest of an edit whose tag is taken: its other fields merge, a concurrent one is a field conflict, the tag alone a duplicate', async () => {
    await rest('POST', '/api/cattle', animal('TAKEN'));
    const cow = animal('K1', { weight: 800, breed: 'Angus' });
    await rest('POST', '/api/cattle', cow);
    await rest('PATCH', `/api/cattle/${cow.id}`, { breed: 'Hereford' });
    const edit = op('cattle.update', { id: cow.id, tag: 'TAKEN', weight: 850, breed: 'Simmental' }, { tag: 'K1', weight: 800, breed: 'Angus' });
    const [answer] = await push([edit]);
    expect(answer).toMatchObject({ status: 'conflict', record: { tag: 'K1', weight: 850, breed: 'Hereford' } });
    const conflicts = (await rest<Conflict[]>('GET', '/api/conflicts')).body.filter((row) => answer?.conflicts?.includes(row.id));
    expect(conflicts.map((row) => [row.type, row.field, row.mine]).sort()).toEqual([
      ['duplicate', 'tag', 'TAKEN'],
      ['field', 'breed', 'Simmental'],
    ]);

    // "mine" on the duplicate, once the tag is free, gives the animal the tag and nothing else of the edit again.
    await rest('PATCH', `/api/cattle/${String((await rest<Body[]>('GET', '/api/cattle')).body.find((row) => row.tag === 'TAKEN')?.id)}`, { tag: 'FREED' });
    const duplicate = conflicts.find((row) => row.type === 'duplicate')!;
    expect((await rest('POST', `/api/conflicts/${duplicate.id}/resolve`, { choice: 'mine' })).status).toBe(200);
    expect((await rest<Body[]>('GET', '/api/cattle')).body.find((row) => row.id === cow.id)).toMatchObject({ tag: 'TAKEN', weight: 850, breed: 'Hereford' });
  });

  it('keeps the rest of a pasture edit whose new name is taken', async () => {
    await rest('POST', '/api/pastures', { id: randomUUID(), name: 'Taken Flats' });
    const pasture = { id: randomUUID(), name: 'Own Flats', capacity: 10 };
    await rest('POST', '/api/pastures', pasture);
    const [answer] = await push([op('pastures.update', { id: pasture.id, name: 'Taken Flats', capacity: 20 }, { name: 'Own Flats', capacity: 10 })]);
    expect(answer).toMatchObject({ status: 'conflict', record: { name: 'Own Flats', capacity: 20 } });
    expect(answer?.conflicts).toHaveLength(1);
  });

  it('settles a field conflict with "mine" by applying the device value now', async () => {
    const cow = animal('S1', { weight: 500 });
    await rest('POST', '/api/cattle', cow);
    await rest('PATCH', `/api/cattle/${cow.id}`, { weight: 600 });
    const [answer] = await push([op('cattle.update', { id: cow.id, weight: 550 }, { weight: 500 })]);
    await rest('POST', `/api/conflicts/${answer!.conflicts![0]}/resolve`, { choice: 'mine' });
    expect((await rest<Body[]>('GET', '/api/cattle')).body.find((row) => row.id === cow.id)?.weight).toBe(550);
    expect((await rest('POST', `/api/conflicts/${answer!.conflicts![0]}/resolve`, { choice: 'mine' }, neighbour)).status).toBe(404);
  });

  it('refuses a body of the wrong shape with a 400 and a message', async () => {
    const send = (body: unknown) => callJson(at('/api/sync/push'), { body, token: farm.token });
    expect((await send({ deviceId: device, ops: [] })).body).toMatchObject({ message: MESSAGES.opCount });
    expect((await send({ deviceId: device, ops: Array.from({ length: 201 }, () => op('cattle.create', animal('Z'))) })).body).toMatchObject({ message: MESSAGES.opCount });
    expect((await send({ deviceId: 'phone', ops: [op('cattle.create', animal('Z'))] })).body).toMatchObject({ message: 'Device id must be a UUID' });
    expect((await send({ deviceId: device, ops: [{ ...op('cattle.create', animal('Z')), procedure: 'auth.logout' }] })).status).toBe(400);
    expect((await send({ deviceId: device, ops: [{ ...op('cattle.create', animal('Z')), opId: 'x' }] })).body).toMatchObject({ message: 'Operation id must be a UUID' });
  });
});

describe('a server failure in a push', () => {
  beforeEach(() => server.db.$client.exec('DROP TRIGGER IF EXISTS test_forage_fails'));

  it('records nothing of the batch: the device sends it again and every op applies then', async () => {
    const ops = [op('cattle.create', animal('F-ok')), op('forage.create', { id: randomUUID(), type: 'hay', location: 'Barn', totalBales: 5, remainingBales: 5 })];
    server.db.$client.exec("CREATE TRIGGER test_forage_fails BEFORE INSERT ON forage BEGIN SELECT RAISE(ABORT, 'disk trouble'); END");
    const failed = await callJson(at('/api/sync/push'), { body: { deviceId: device, ops }, token: farm.token });
    expect(failed.status).toBe(500);
    expect((await rest<Body[]>('GET', '/api/cattle')).body.some((row) => row.tag === 'F-ok')).toBe(false);
    server.db.$client.exec('DROP TRIGGER test_forage_fails');
    expect((await push(ops)).map((result) => result.status)).toEqual(['applied', 'applied']);
  });
});
