import { request } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MESSAGES, MAX_BATCH_CALLS } from '../core/api/batching';
import { farmBackups } from '../core/db/schema';
import { generateBigHerd } from '../core/demo/big-herd';
import { todayISO } from '../core/domain/dates';
import { EXPORT_BUSY_MESSAGE } from '../core/exports/export-slots';
import { insertHerd } from '../core/seed/big-herd';
import type { QuickUser } from '../core/testing/quick-user';
import { callJson, rawGet } from './testing/http';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// One request must never hold the server up for every farm. A black-box probe sent one GET carrying
// 300 workbook exports of a 3,000-head farm (107 MB built, the server at 2 GB, /api/health 18 s for
// everyone), the shared link's export batched without a sign-in, and 20 backups in one POST.

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));
beforeAll(() => void insertHerd(server.db, farm.userId, generateBigHerd({ head: 3000, today: todayISO() }).cattle));

const trpc = (paths: string[], init: { token?: string; body?: unknown } = {}) =>
  callJson<{ error?: { message: string; data: { httpStatus: number } } }>(`${server.url}/api/trpc/${paths.join(',')}?batch=1`, {
    token: init.token,
    body: init.body,
    method: init.body === undefined ? 'GET' : 'POST',
  });

const backupsOf = (who: QuickUser) => server.db.select({ n: count() }).from(farmBackups).where(eq(farmBackups.userId, who.userId)).get()?.n;

describe('the tRPC endpoint over HTTP', () => {
  it(`refuses a batch of more than ${MAX_BATCH_CALLS} calls with 400 "${BATCH_MESSAGES.tooMany}", before running any`, async () => {
    const answer = await trpc(Array(MAX_BATCH_CALLS + 1).fill('health.check'));
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(BATCH_MESSAGES.tooMany);
    const small = await trpc(Array(MAX_BATCH_CALLS).fill('health.check'));
    expect(small.status).toBe(200);
  });

  it('never builds a file: 300 exports in one GET are refused at once, and one export alone is sent to its REST path', async () => {
    const started = Date.now();
    const flood = await trpc(Array(300).fill('exports.cattleWorkbook'), { token: farm.token });
    expect(flood.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1_000);
    const alone = await callJson<{ error: { message: string } }>(`${server.url}/api/trpc/exports.cattleWorkbook`, { token: farm.token });
    expect(alone.status).toBe(400);
    expect(alone.body.error.message).toBe(BATCH_MESSAGES.download('/api/cattle/export'));
  });

  it("refuses the shared link's export without a sign-in, batched or not", async () => {
    const link = await callJson<{ url: string }>(`${server.url}/api/cattle/export-link`, { body: {}, token: farm.token });
    const secret = new URL(link.body.url, server.url).searchParams.get('link');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [i, { link: secret }]))));
    const batched = await callJson(`${server.url}/api/trpc/${Array(5).fill('exports.sharedCattleWorkbook').join(',')}?batch=1&input=${input}`);
    expect(batched.status).toBe(400);
    const alone = await callJson(`${server.url}/api/trpc/exports.sharedCattleWorkbook?input=${encodeURIComponent(JSON.stringify({ link: secret }))}`);
    expect(alone.status).toBe(400);
  });

  it('runs a costly call only on its own: 20 backups in one POST write none, one alone writes one', async () => {
    const before = backupsOf(neighbour);
    const flood = await trpc(Array(20).fill('data.backUp'), { token: neighbour.token, body: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, {}])) });
    expect(flood.status).toBe(400);
    expect(flood.body.error?.message).toBe(BATCH_MESSAGES.tooMany);
    const pair = await trpc(['data.backUp', 'data.backUp'], { token: neighbour.token, body: { 0: {}, 1: {} } });
    expect(pair.status).toBe(400);
    expect(pair.body.error?.message).toBe(BATCH_MESSAGES.runsAlone('data.backUp'));
    expect(backupsOf(neighbour)).toBe(before);
    const alone = await callJson(`${server.url}/api/trpc/data.backUp`, { token: neighbour.token, body: {} });
    expect(alone.status).toBe(200);
    expect(backupsOf(neighbour)).toBe((before ?? 0) + 1);
  });

  it('refuses sign-ins and sign-ups in a batch (each hashes a password)', async () => {
    const logins = await trpc(['auth.login', 'auth.login'], { body: { 0: { email: 'a@example.com', password: 'x' }, 1: { email: 'b@example.com', password: 'y' } } });
    expect(logins.status).toBe(400);
    expect(logins.body.error?.message).toBe(BATCH_MESSAGES.runsAlone('auth.login'));
  });
});

/** Starts the farm's export and resolves once its first bytes arrive; `finish` reads the rest. */
function startExport(who: QuickUser): Promise<{ status: number; finish: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/cattle/export`, { headers: { authorization: `Bearer ${who.token}` } }, (res) => {
      res.pause();
      const ended = new Promise<void>((done) => res.on('end', done));
      resolve({
        status: res.statusCode ?? 0,
        finish: () => {
          res.resume();
          return ended;
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('one export at a time per farm', () => {
  it(`a second export of the same farm while one is being prepared is refused with 429 "${EXPORT_BUSY_MESSAGE}"; another farm's goes ahead; once done, the next is served`, async () => {
    const first = await startExport(farm);
    expect(first.status).toBe(200);

    const second = await rawGet(`${server.url}/api/cattle/export`, { authorization: `Bearer ${farm.token}` });
    expect(second.status).toBe(429);
    expect(JSON.parse(second.body.toString('utf8'))).toMatchObject({ message: EXPORT_BUSY_MESSAGE });

    const other = await rawGet(`${server.url}/api/cattle/export`, { authorization: `Bearer ${neighbour.token}` });
    expect(other.status).toBe(200);

    await first.finish();
    const after = await rawGet(`${server.url}/api/cattle/export`, { authorization: `Bearer ${farm.token}` });
    expect(after.status).toBe(200);
  });
});
