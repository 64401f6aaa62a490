import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryPage } from '../core/schemas/history';
import { quickMember, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// History (docs/accounts-and-privacy.md): every write to a farm record, whatever its path, leaves
// an entry with who, what and each field's before and after; GET /api/history pages through them
// newest first. Append-only: nothing changes or removes an entry.

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const call = <T = Record<string, unknown>>(method: string, path: string, who: QuickUser, body?: unknown) =>
  callJson<T>(`${server.url}${path}`, { method, body, token: who.token });
const historyOf = async (query: string, who: QuickUser = farm) => {
  const answer = await call<HistoryPage>('GET', `/api/history?${query}`, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const entriesOf = async (recordId: string) => (await historyOf(`recordId=${recordId}`)).entries;
const changeOf = (entry: HistoryEntry | undefined, field: string) => entry?.changes.find((change) => change.field === field);
const addCow = async (who: QuickUser, tag: string) => (await call<{ id: string }>('POST', '/api/cattle', who, { tag, type: 'Cow', pasture: 'North', weight: 1000 })).body.id;

describe('history of every write path', () => {
  it('REST: a create names who made it and every field it was made with', async () => {
    const hand = quickMember(server.db, farm.userId, 'hand', 'Casey Morgan');
    const id = await addCow(hand, 'H1');
    const [made] = await entriesOf(id);
    expect(made).toMatchObject({ action: 'create', by: 'Casey Morgan', byId: hand.userId, recordKind: 'cattle', recordId: id, recordLabel: 'H1' });
    expect(changeOf(made, 'tag')).toEqual({ field: 'tag', before: null, after: 'H1' });
    expect(changeOf(made, 'weight')).toEqual({ field: 'weight', before: null, after: 1000 });
    expect(made?.changes.map((change) => change.field)).not.toContain('version');
  });

  it('tRPC: an update lists only the fields it changed, with before and after', async () => {
    const id = await addCow(farm, 'H2');
    const updated = await callJson(`${server.url}/api/trpc/cattle.update`, { body: { id, weight: 1150, notes: 'Heavier' }, token: farm.token });
    expect(updated.status).toBe(200);
    const [latest] = await entriesOf(id);
    expect(latest?.action).toBe('update');
    expect(latest?.changes).toEqual([
      { field: 'weight', before: 1000, after: 1150 },
      { field: 'notes', before: null, after: 'Heavier' },
    ]);
  });

  it('a save that changes nothing leaves no entry', async () => {
    const id = await addCow(farm, 'H3');
    await call('PATCH', `/api/cattle/${id}`, farm, { weight: 1000 });
    expect((await entriesOf(id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('a delete keeps what the record was', async () => {
    const id = await addCow(farm, 'H4');
    expect((await call('DELETE', `/api/cattle/${id}`, farm)).status).toBe(200);
    const [gone] = await entriesOf(id);
    expect(gone).toMatchObject({ action: 'delete', recordLabel: 'H4' });
    expect(changeOf(gone, 'weight')).toEqual({ field: 'weight', before: 1000, after: null });
  });

  it("sync push: each applied op is an entry by the member who pushed it; a rejected op leaves none", async () => {
    const hand = quickMember(server.db, farm.userId, 'hand', 'Luis Ortega');
    const id = randomUUID();
    const refused = randomUUID();
    const pushed = await call<{ results: { status: string }[] }>('POST', '/api/sync/push', hand, {
      deviceId: randomUUID(),
      ops: [
        { opId: randomUUID(), procedure: 'cattle.create', input: { id, tag: 'H5', type: 'Heifer', pasture: 'North' } },
        { opId: randomUUID(), procedure: 'pastures.create', input: { id: refused, name: 'Not yours' } },
      ],
    });
    expect(pushed.body.results.map((result) => result.status)).toEqual(['applied', 'rejected']);
    expect((await entriesOf(id)).map((entry) => [entry.action, entry.by])).toEqual([['create', 'Luis Ortega']]);
    expect(await entriesOf(refused)).toEqual([]);
  });

  it('a conflict settled with "mine" is an entry of the write it makes', async () => {
    const id = await addCow(farm, 'H6');
    const base = { weight: 1000 };
    await call('PATCH', `/api/cattle/${id}`, farm, { weight: 1100 });
    const pushed = await call<{ results: { conflicts?: string[] }[] }>('POST', '/api/sync/push', farm, {
      deviceId: randomUUID(),
      ops: [{ opId: randomUUID(), procedure: 'cattle.update', input: { id, weight: 1050 }, base }],
    });
    const conflictId = pushed.body.results[0]?.conflicts?.[0];
    expect(conflictId).toBeDefined();
    expect((await call('POST', `/api/conflicts/${conflictId}/resolve`, farm, { choice: 'mine' })).status).toBe(200);
    const [settled] = await entriesOf(id);
    expect(changeOf(settled, 'weight')).toEqual({ field: 'weight', before: 1100, after: 1050 });
  });

  it('a restore is one entry per record it changed, with before and after', async () => {
    const kept = await addCow(farm, 'R1');
    const backup = await call<{ id: string }>('POST', '/api/data/backups', farm, {});
    await call('PATCH', `/api/cattle/${kept}`, farm, { weight: 1300 });
    const added = await addCow(farm, 'R2');
    const before = (await historyOf('limit=1')).entries[0]!.id;
    expect((await call('POST', `/api/data/backups/${backup.body.id}/restore`, farm, {})).status).toBe(200);
    const restoreEntries = (await historyOf('limit=200')).entries.filter((entry) => entry.id > before);
    expect(restoreEntries.find((entry) => entry.recordId === kept)?.changes).toEqual([{ field: 'weight', before: 1300, after: 1000 }]);
    expect(restoreEntries.find((entry) => entry.recordId === added)?.action).toBe('delete');
    // Records the restore put back as they were leave no entry.
    expect(restoreEntries.every((entry) => entry.recordId === kept || entry.recordId === added)).toBe(true);
  });

  it('Clear All Data leaves one "cleared" entry with the counts, and every earlier entry stays', async () => {
    const earlier = (await historyOf('limit=200')).entries.length;
    const cattleBefore = (await call<unknown[]>('GET', '/api/cattle', farm)).body.length;
    expect((await call('DELETE', '/api/data', farm)).status).toBe(200);
    const { entries } = await historyOf('limit=200');
    expect(entries).toHaveLength(Math.min(200, earlier + 1));
    expect(entries[0]).toMatchObject({ action: 'cleared', recordKind: 'farm', recordLabel: 'All records' });
    expect(changeOf(entries[0], 'cattle')).toEqual({ field: 'cattle', before: cattleBefore, after: 0 });
  });
});

describe('reading history', () => {
  it('pages newest first with limit and before, and filters by member', async () => {
    const manager = quickMember(server.db, farm.userId, 'manager', 'Jordan Reyes');
    const ids = [await addCow(manager, 'P1'), await addCow(manager, 'P2'), await addCow(manager, 'P3')];
    const first = await historyOf(`memberId=${manager.userId}&limit=2`, manager);
    expect(first.entries.map((entry) => entry.recordId)).toEqual([ids[2], ids[1]]);
    const second = await historyOf(`memberId=${manager.userId}&limit=2&before=${first.nextBefore}`, manager);
    expect(second).toEqual({ entries: [expect.objectContaining({ recordId: ids[0] })], nextBefore: null });
  });

  it("another farm's history is not there: not by record, not in the list", async () => {
    const theirs = await addCow(neighbour, 'N1');
    expect((await historyOf(`recordId=${theirs}`)).entries).toEqual([]);
    expect((await historyOf('limit=200', neighbour)).entries.every((entry) => entry.recordId !== undefined && entry.by !== 'Jordan Reyes')).toBe(true);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const sqlite = server.db.$client;
    expect(() => sqlite.prepare('UPDATE history SET by_name = ? WHERE user_id = ?').run('someone else', farm.userId)).toThrow(/append-only/);
    expect(() => sqlite.prepare('DELETE FROM history WHERE user_id = ?').run(farm.userId)).toThrow(/append-only/);
  });
});
