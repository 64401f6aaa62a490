import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../core/db/schema';
import { QUICK_USER_PASSWORD, quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { expectRejected, type ErrorBody } from './testing/record-api';
import { startTestServer, type TestServer } from './testing/test-server';

// Changing the account over real HTTP, so a stolen token cannot take the farm: a new e-mail needs
// the current password, a new password needs it too and ends every other session, and Sign Out
// Everywhere ends them all. A wrong current password is a 400 at its field (never a 401: the app
// reads any 401 as "signed out") and counts against the sign-in limits.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}${path}`;
const profile = { farmName: 'High Plains', ownerName: 'Jo Baker', location: 'Kansas' };

const emailOf = (who: QuickUser) => server.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)).get()!.email;
const me = (token: string) => callJson<{ email: string; emailVerified: boolean } & ErrorBody>(api('/api/auth/me'), { token });
const updateProfile = (who: QuickUser, body: Record<string, unknown>) =>
  callJson<ErrorBody & { email: string; emailVerified: boolean }>(api('/api/auth/update-profile'), { method: 'PATCH', body, token: who.token });
const changePassword = (token: string, body: Record<string, unknown>) => callJson<ErrorBody>(api('/api/auth/change-password'), { body, token });
const logIn = (email: string, password: string) => callJson<{ token: string } & ErrorBody>(api('/api/auth/login'), { body: { email, password } });

/** Another device of the same farm: a second session, signed in with the password. */
async function secondDevice(who: QuickUser, password = QUICK_USER_PASSWORD): Promise<string> {
  const answer = await logIn(emailOf(who), password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
}

describe('PATCH /api/auth/update-profile: a new e-mail needs the current password', () => {
  it('without currentPassword: 400 "Current password is required" at that field, and the e-mail stays', async () => {
    const farm = quickUser(server.db);
    const before = emailOf(farm);
    expectRejected(await updateProfile(farm, { ...profile, email: 'taken-over@example.com' }), 'currentPassword', 'Current password is required');
    expect(emailOf(farm)).toBe(before);
  });

  it('with a wrong one: 400 "Current password is incorrect" at that field, never a 401, and the e-mail stays', async () => {
    const farm = quickUser(server.db);
    const before = emailOf(farm);
    const answer = await updateProfile(farm, { ...profile, email: 'taken-over@example.com', currentPassword: 'a guess' });
    expectRejected(answer, 'currentPassword', 'Current password is incorrect');
    expect(emailOf(farm)).toBe(before);
    expect((await me(farm.token)).status).toBe(200);
  });

  it('with the right one: the e-mail changes and is no longer verified', async () => {
    const farm = quickUser(server.db);
    server.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, farm.userId)).run();
    expect((await me(farm.token)).body.emailVerified).toBe(true);
    const answer = await updateProfile(farm, { ...profile, email: 'New.Address@example.com', currentPassword: QUICK_USER_PASSWORD });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ email: 'new.address@example.com', emailVerified: false });
    expect(server.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, farm.userId)).get()?.at).toBeNull();
  });

  it('the same e-mail (in any case) needs no password, and keeps its proof', async () => {
    const farm = quickUser(server.db);
    server.db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(eq(users.id, farm.userId)).run();
    const answer = await updateProfile(farm, { ...profile, email: emailOf(farm).toUpperCase() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ farmName: 'High Plains', emailVerified: true });
  });

  it('wrong current passwords count with the sign-in failures: the 11th try from one address is a 429, even with the right password', async () => {
    const farm = quickUser(server.db);
    for (let i = 1; i <= 10; i += 1) {
      const answer = await updateProfile(farm, { ...profile, email: 'taken-over@example.com', currentPassword: `guess-${i}` });
      expect([i, answer.status]).toEqual([i, 400]);
    }
    const limited = await updateProfile(farm, { ...profile, email: 'taken-over@example.com', currentPassword: QUICK_USER_PASSWORD });
    expect([limited.status, limited.body.message]).toEqual([429, 'Too many failed sign-in attempts. Please try again in 15 minutes.']);
    expect((await changePassword(farm.token, { currentPassword: QUICK_USER_PASSWORD, newPassword: 'new-secret' })).status).toBe(429);
    // The same limit holds at the sign-in itself.
    expect((await logIn(emailOf(farm), QUICK_USER_PASSWORD)).status).toBe(429);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password and ends every other session; this one stays: { ok: true }', async () => {
    const farm = quickUser(server.db);
    const other = await secondDevice(farm);
    const answer = await changePassword(farm.token, { currentPassword: QUICK_USER_PASSWORD, newPassword: 'new-secret' });
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    expect((await me(farm.token)).status).toBe(200);
    const ended = await me(other);
    expect([ended.status, ended.body.message]).toEqual([401, 'Please sign in to continue']);
    expect((await logIn(emailOf(farm), QUICK_USER_PASSWORD)).status).toBe(401);
    expect((await logIn(emailOf(farm), 'new-secret')).status).toBe(200);
  });

  it('a wrong current password: 400 at currentPassword, not 401, and nothing changes', async () => {
    const farm = quickUser(server.db);
    const other = await secondDevice(farm);
    expectRejected(await changePassword(farm.token, { currentPassword: 'a guess', newPassword: 'new-secret' }), 'currentPassword', 'Current password is incorrect');
    expect((await me(other)).status).toBe(200);
    expect((await logIn(emailOf(farm), QUICK_USER_PASSWORD)).status).toBe(200);
  });

  it('the new password follows the sign-up rule: "Password must be at least 6 characters"', async () => {
    const farm = quickUser(server.db);
    expectRejected(await changePassword(farm.token, { currentPassword: QUICK_USER_PASSWORD, newPassword: '12345' }), 'newPassword', 'Password must be at least 6 characters');
    expectRejected(await changePassword(farm.token, { newPassword: 'new-secret' }), 'currentPassword', 'Current password is required');
  });

  it('needs a signed-in caller', async () => {
    expect((await changePassword('', { currentPassword: 'x', newPassword: 'new-secret' })).status).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the account, this one included; other farms stay signed in', async () => {
    const farm = quickUser(server.db);
    const neighbour = quickUser(server.db);
    const other = await secondDevice(farm);
    const answer = await callJson(api('/api/auth/logout-all'), { method: 'POST', token: farm.token });
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    expect((await me(farm.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(neighbour.token)).status).toBe(200);
  });

  it('takes no body', async () => {
    const farm = quickUser(server.db);
    const refused = await callJson(api('/api/auth/logout-all'), { method: 'POST', token: farm.token, body: {} });
    expect([refused.status, refused.body.message]).toEqual([400, 'This request takes no body']);
    expect((await me(farm.token)).status).toBe(200);
  });
});
