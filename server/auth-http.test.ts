import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../core/api/root';
import { callJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// The auth calls (health, signup, login, me, logout, update-profile) at their exact REST paths,
// over real HTTP. The sign-in limit, tokens after sign-out or expiry, and how passwords and tokens
// are stored are proven over every operation in server/reliability/auth.test.ts.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const farm = { email: 'http@example.com', password: 'secret1', farmName: 'High Plains' };
const api = (path: string) => `${server.url}${path}`;

describe('REST auth', () => {
  it('GET /api/health answers 200 { ok: true } without auth', async () => {
    const answer = await callJson(api('/api/health'));
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
  });

  it('POST /api/auth/signup → { token, user.farmName }; POST /api/auth/login → the same shape', async () => {
    const signup = await callJson<{ token: string; user: Record<string, unknown> }>(api('/api/auth/signup'), { body: farm });
    expect(signup.status).toBe(200);
    expect(signup.body.user.farmName).toBe('High Plains');
    expect(signup.body.user).not.toHaveProperty('passwordHash');
    const login = await callJson<{ token: string; user: Record<string, unknown> }>(api('/api/auth/login'), {
      body: { email: farm.email, password: farm.password },
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
    expect(login.body.token).not.toBe(signup.body.token);
  });

  it('GET /api/auth/me with the bearer token; POST /api/auth/logout revokes it', async () => {
    const { body } = await callJson<{ token: string }>(api('/api/auth/login'), { body: { email: farm.email, password: farm.password } });
    expect((await callJson(api('/api/auth/me'), { token: body.token })).body).toMatchObject({ email: farm.email });
    const logout = await callJson(api('/api/auth/logout'), { method: 'POST', token: body.token });
    expect([logout.status, logout.body]).toEqual([200, { ok: true }]);
    const after = await callJson(api('/api/auth/me'), { token: body.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Please sign in to continue');
  });

  it('POST /api/auth/logout takes no body: one sent is refused with a message, and the token still works', async () => {
    const { body } = await callJson<{ token: string }>(api('/api/auth/login'), { body: { email: farm.email, password: farm.password } });
    const refused = await callJson(api('/api/auth/logout'), { method: 'POST', token: body.token, body: { everything: 'x'.repeat(1000) } });
    expect([refused.status, refused.body.message]).toEqual([400, 'This request takes no body']);
    expect((await callJson(api('/api/auth/me'), { token: body.token })).status).toBe(200);
  });

  it('wrong password and unknown e-mail give the same 401 body', async () => {
    const wrong = await callJson(api('/api/auth/login'), { body: { email: farm.email, password: 'wrong-one' } });
    const unknown = await callJson(api('/api/auth/login'), { body: { email: 'ghost@example.com', password: 'wrong-one' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const strip = (b: Record<string, unknown>) => JSON.stringify(b).replace(/"path":"[^"]*"/, '');
    expect(strip(unknown.body)).toBe(strip(wrong.body));
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('a validation failure is 400 with the first field\'s message and every field issue', async () => {
    const answer = await callJson<{ message: string; code: string; data: { issues: { path: string[]; message: string }[] } }>(
      api('/api/auth/signup'),
      { body: { email: 'x@example.com', password: '123', farmName: '' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Password must be at least 6 characters');
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(answer.body.data.issues).toEqual([
      { path: ['password'], message: 'Password must be at least 6 characters' },
      { path: ['farmName'], message: 'Farm name is required' },
    ]);
  });

  it('a duplicate e-mail is 409', async () => {
    const answer = await callJson(api('/api/auth/signup'), { body: { ...farm, email: 'HTTP@example.com' } });
    expect([answer.status, answer.body.message]).toEqual([409, 'An account with this email already exists']);
  });

  it('PATCH /api/auth/update-profile updates the account', async () => {
    const { body } = await callJson<{ token: string }>(api('/api/auth/login'), { body: { email: farm.email, password: farm.password } });
    const profile = { farmName: 'High Plains Ranch', ownerName: 'Jo', location: 'Kansas', email: farm.email };
    const answer = await callJson(api('/api/auth/update-profile'), { method: 'PATCH', body: profile, token: body.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject(profile);
  });
});

describe('tRPC over HTTP (the renderer’s transport)', () => {
  it('serves the same procedures at /api/trpc with the same messages', async () => {
    const { body } = await callJson<{ token: string }>(api('/api/auth/login'), { body: { email: farm.email, password: farm.password } });
    const me = await callJson<{ result: { data: { email: string } } }>(api('/api/trpc/auth.me'), { token: body.token });
    expect(me.body.result.data.email).toBe(farm.email);
    const bad = await callJson<{ error: { message: string; data: { httpStatus: number } } }>(api('/api/trpc/auth.login'), {
      body: { email: 'bad', password: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');
  });

  it('a write that takes nothing (Sign Out, Sign Out Everywhere) works through the tRPC client the app uses, and revokes on the server', async () => {
    const signIn = async () => (await callJson<{ token: string }>(api('/api/auth/login'), { body: { email: farm.email, password: farm.password } })).body.token;
    const client = (token: string) => createTRPCClient<AppRouter>({ links: [httpLink({ url: api('/api/trpc'), headers: { authorization: `Bearer ${token}` } })] });
    const [phone, office] = [await signIn(), await signIn()];
    await expect(client(phone).auth.logout.mutate()).resolves.toEqual({ ok: true });
    expect((await callJson(api('/api/auth/me'), { token: phone })).status).toBe(401);
    expect((await callJson(api('/api/auth/me'), { token: office })).status).toBe(200);
    const other = await signIn();
    await expect(client(office).auth.logoutAll.mutate()).resolves.toEqual({ ok: true });
    for (const token of [office, other]) expect((await callJson(api('/api/auth/me'), { token })).status).toBe(401);
  });

  it('such a write refuses a body over tRPC as over REST, and the token still works', async () => {
    const { body } = await callJson<{ token: string }>(api('/api/auth/login'), { body: { email: farm.email, password: farm.password } });
    const refused = await callJson<{ error: { message: string } }>(api('/api/trpc/auth.logoutAll'), { body: { everything: true }, token: body.token });
    expect([refused.status, refused.body.error.message]).toEqual([400, 'This request takes no body']);
    expect((await callJson(api('/api/auth/me'), { token: body.token })).status).toBe(200);
  });
});
