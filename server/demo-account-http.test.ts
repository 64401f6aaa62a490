import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../core/api/mailer';
import { DEMO_ACCOUNT } from '../core/demo/account';
import { ensureDemoAccount } from '../core/seed/demo-account';
import { callJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// The published demo account over real HTTP: anyone may sign in to it, so nothing that would take
// it over, sign every visitor out, empty it for the next visitor or mail its published address is
// allowed. Each such call is a 403 with one message, and changes nothing.
const REFUSED = 'The demo farm cannot be changed this way.';

const mails: OutgoingMail[] = [];
const mailer: Mailer = { appUrl: 'https://farm.example.com', send: async (mail) => void mails.push(mail) };

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ mailer });
  await ensureDemoAccount(server.db);
  const signedIn = await callJson<{ token: string }>(`${server.url}/api/auth/login`, { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
  expect(signedIn.status).toBe(200);
  token = signedIn.body.token;
});
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => callJson<{ message: string }>(`${server.url}${path}`, { method, body, token });
const profile = { farmName: 'Hijacked Ranch', ownerName: 'Someone', location: 'Elsewhere', email: DEMO_ACCOUNT.email };

describe('the demo account', () => {
  it.each([
    ['PATCH', '/api/auth/update-profile', profile],
    ['PATCH', '/api/auth/update-profile', { ...profile, email: 'mine-now@example.com', currentPassword: DEMO_ACCOUNT.password }],
    ['POST', '/api/auth/change-password', { currentPassword: DEMO_ACCOUNT.password, newPassword: 'mine-now' }],
    ['POST', '/api/auth/logout-all', undefined],
    ['DELETE', '/api/data', undefined],
    ['POST', '/api/auth/verify-email', undefined],
    ['POST', '/api/cattle/export-email', {}],
  ])(`%s %s is refused: 403 "${REFUSED}"`, async (method, path, body) => {
    const answer = await call(method, path, body);
    expect([answer.status, answer.body.message]).toEqual([403, REFUSED]);
  });

  it('a restore is refused too, and nothing of the farm or the account changed', async () => {
    const backup = await call('POST', '/api/data/backups', {});
    expect(backup.status).toBe(200);
    const restore = await call('POST', `/api/data/backups/${(backup.body as unknown as { id: string }).id}/restore`, {});
    expect([restore.status, restore.body.message]).toEqual([403, REFUSED]);

    const me = await call('GET', '/api/auth/me');
    expect(me.body).toMatchObject({ email: DEMO_ACCOUNT.email, farmName: DEMO_ACCOUNT.farmName });
    const summary = await call('GET', '/api/data/summary');
    expect((summary.body as unknown as { totalCattle: number }).totalCattle).toBeGreaterThan(100);
    const again = await callJson(`${server.url}/api/auth/login`, { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect(again.status).toBe(200);
    expect(mails).toEqual([]);
  });

  it('over tRPC too (the app’s transport): the same 403 and message', async () => {
    const answer = await callJson<{ error: { message: string; data: { httpStatus: number } } }>(`${server.url}/api/trpc/data.clear`, { body: {}, token });
    expect([answer.status, answer.body.error.message]).toEqual([403, REFUSED]);
  });

  it('what a visitor may still do: sign out of their own session, take a backup, copy a download link', async () => {
    const visitor = await callJson<{ token: string }>(`${server.url}/api/auth/login`, { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    expect((await callJson(`${server.url}/api/cattle/export-link`, { body: {}, token: visitor.body.token })).status).toBe(200);
    expect((await callJson(`${server.url}/api/auth/logout`, { method: 'POST', token: visitor.body.token })).status).toBe(200);
    expect((await call('GET', '/api/auth/me')).status).toBe(200);
  });
});
