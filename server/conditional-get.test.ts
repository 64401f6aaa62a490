import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as cattleDb from '../core/db/cattle';
import { generateBigHerd } from '../core/demo/big-herd';
import { insertHerd } from '../core/seed/big-herd';
import { todayISO } from '../core/domain/dates';
import { callJson, rawGet } from './testing/http';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { startTestServer, type TestServer } from './testing/test-server';

// The herd list answers a repeat request for an unchanged herd with 304 through an ETag, and a big
// list travels compressed (10,000 head are 7.4 MB of JSON, measured on this project's machines).
let server: TestServer;
let farm: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db);
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}${path}`;
const LIST_PATHS = ['/api/cattle', '/api/trpc/cattle.list'];

async function get(path: string, who: QuickUser, etag?: string | null) {
  const headers: Record<string, string> = { authorization: `Bearer ${who.token}` };
  if (etag) headers['if-none-match'] = etag;
  const response = await fetch(api(path), { headers });
  return { status: response.status, etag: response.headers.get('etag'), vary: response.headers.get('vary'), text: await response.text() };
}

async function addAnimal(who: QuickUser, name: string): Promise<string> {
  const answer = await callJson<{ id: string }>(api('/api/cattle'), { body: { name, type: 'Cow', pasture: 'North Meadow' }, token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

describe.each(LIST_PATHS)('GET %s', (path) => {
  it('answers 200 with a weak ETag and Vary: Authorization', async () => {
    await addAnimal(farm, `First for ${path}`);
    const first = await get(path, farm);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.vary).toMatch(/Authorization/i);
    expect(first.text).toContain(`First for ${path}`);
  });

  it('a repeat with If-None-Match for an unchanged herd → 304, no body, the same ETag, and the list is never read', async () => {
    const first = await get(path, farm);
    const listCattle = vi.spyOn(cattleDb, 'listCattle');
    try {
      const repeat = await get(path, farm, first.etag);
      expect([repeat.status, repeat.text, repeat.etag]).toEqual([304, '', first.etag]);
      expect(repeat.vary).toMatch(/Authorization/i);
      // Several tags, or the strong form of ours, match too (weak comparison).
      expect((await get(path, farm, `W/"other", ${first.etag}`)).status).toBe(304);
      expect((await get(path, farm, first.etag?.replace(/^W\//, ''))).status).toBe(304);
      expect(listCattle).not.toHaveBeenCalled();
    } finally {
      listCattle.mockRestore();
    }
  });

  it('after a create, an update and a delete → 200 with a new ETag each time', async () => {
    const original = await get(path, farm);
    let etag = original.etag as string;
    const changed = async () => {
      const answer = await get(path, farm, etag);
      expect(answer.status).toBe(200);
      expect(answer.etag).not.toBe(etag);
      etag = answer.etag as string;
      return answer.text;
    };

    const id = await addAnimal(farm, 'Newcomer');
    expect(await changed()).toContain('Newcomer');
    // Changes in quick succession (same millisecond, even) still move the tag.
    for (const name of ['Renamed once', 'Renamed twice']) {
      expect((await callJson(api(`/api/cattle/${id}`), { method: 'PATCH', body: { name }, token: farm.token })).status).toBe(200);
      expect(await changed()).toContain(name);
    }
    expect((await callJson(api(`/api/cattle/${id}`), { method: 'DELETE', token: farm.token })).status).toBe(200);
    // Back to the very herd it started from: the same content may (weakly) carry the same tag.
    expect(await changed()).toBe(original.text);
  });
});

describe('ETags across farms and representations', () => {
  it('two farms with the same herd never share an ETag', async () => {
    const a = quickUser(server.db);
    const b = quickUser(server.db);
    const etagA = (await get('/api/cattle', a)).etag;
    const etagB = (await get('/api/cattle', b)).etag;
    expect(etagA).not.toBe(etagB);
    // B presenting A's tag gets B's own list, not a 304.
    expect((await get('/api/cattle', b, etagA)).status).toBe(200);
  });

  it('REST and tRPC (different bodies) carry different ETags', async () => {
    expect((await get('/api/cattle', farm)).etag).not.toBe((await get('/api/trpc/cattle.list', farm)).etag);
  });

  it('renaming a pasture (which moves its animals) changes the ETag', async () => {
    const who = quickUser(server.db);
    const pasture = await callJson<{ id: string }>(api('/api/pastures'), { body: { name: 'North Meadow' }, token: who.token });
    await addAnimal(who, 'Grazer');
    const before = await get('/api/cattle', who);
    await callJson(api(`/api/pastures/${pasture.body.id}`), { method: 'PUT', body: { name: 'Top Field' }, token: who.token });
    const after = await get('/api/cattle', who, before.etag);
    expect(after.status).toBe(200);
    expect(after.text).toContain('Top Field');
  });

  it('without a valid token there is no ETag and no 304, only the 401', async () => {
    const answer = await fetch(api('/api/cattle'), { headers: { 'if-none-match': '*' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('a batched tRPC call is answered normally (no ETag)', async () => {
    const answer = await get('/api/trpc/cattle.list,dashboard.stats?batch=1&input=%7B%7D', farm);
    expect(answer.status).toBe(200);
    expect(answer.etag).toBeNull();
  });
});

describe('a 10,000-head farm', () => {
  it('the list travels gzip-compressed, and a repeat is a 304', async () => {
    const big = quickUser(server.db);
    insertHerd(server.db, big.userId, generateBigHerd({ head: 10_000, today: todayISO() }).cattle);
    const { status, headers, body } = await rawGet(api('/api/cattle'), { authorization: `Bearer ${big.token}`, 'accept-encoding': 'gzip' });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(body);
    expect(body.length).toBeLessThan(json.length / 5);
    expect((JSON.parse(json.toString('utf8')) as unknown[]).length).toBe(10_000);
    const repeat = await rawGet(api('/api/cattle'), {
      authorization: `Bearer ${big.token}`,
      'accept-encoding': 'gzip',
      'if-none-match': String(headers.etag),
    });
    expect([repeat.status, repeat.body.length]).toEqual([304, 0]);
  }, 20_000);
});
