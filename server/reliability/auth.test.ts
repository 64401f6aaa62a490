import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metaOf } from '../../core/api/procedures';
import { hashToken } from '../../core/auth/tokens';
import { sessions, users } from '../../core/db/schema';
import { ensureDemoAccount } from '../../core/seed/demo-account';
import { callJson } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures, type Figure } from './report';
import { documentedOperations, fillPath, type Operation } from './support/openapi-operations';
import { expectedHeaders, headerSnapshot } from './support/auth-headers';

// Accounts and sessions over the real server: how passwords and tokens are kept, that a token stops
// opening anything once signed out or expired, the sign-in limit against a forged client address,
// and the security headers. (Procedure-level twins of some rules are in core/api/routers/auth.test.ts;
// these prove them through HTTP, over every signed-in operation of the OpenAPI document.)

const signedIn = documentedOperations().operations.filter((o) => o.signedIn);
const figures: Figure[] = [];
/** Each sweep makes ~200 calls and sign-ins hash with bcrypt: generous on a shared, busy machine. */
const SLOW = 120_000;
const farm = { password: 'correct horse 1', farmName: 'Sand Hills Ranch' };
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  // The client address must be the connection's own: a forged X-Forwarded-For may not count.
  vi.stubEnv('TRUST_PROXY', '');
  staticDir = mkdtempSync(join(tmpdir(), 'farm-hand-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Farm Hand</title>');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  reportFigures('auth', figures);
});

const api = (path: string) => `${server.url}${path}`;
type Signed = { token: string; user: { id: string } };

async function signUp(email: string): Promise<Signed> {
  const answer = await callJson<Signed>(api('/api/auth/signup'), { body: { ...farm, email } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

type LoginAnswer = Partial<Signed> & { message?: string; result?: { data: Signed }; error?: { message: string } };

/** Signs in over REST or tRPC; answers the status, the token (if any) and the message (if refused). */
async function logIn(email: string, password = farm.password, headers: Record<string, string> = {}, transport: 'rest' | 'trpc' = 'rest') {
  const path = transport === 'rest' ? '/api/auth/login' : '/api/trpc/auth.login';
  const { status, body } = await callJson<LoginAnswer>(api(path), { body: { email, password }, headers });
  return { status, token: body.token ?? body.result?.data.token, message: body.message ?? body.error?.message };
}

/** Calls `operation` (REST and tRPC) with `token`, or with none: what a signed-out caller gets. */
async function answersOf(operation: Operation, token: string | undefined) {
  const path = fillPath(operation.path, Object.fromEntries(operation.pathParams.map((p) => [p.name, randomUUID()])));
  const rest = await callJson(api(path), { method: operation.method, body: operation.body ? {} : undefined, token });
  const { name, type } = operation.procedure;
  const trpc = await callJson(api(`/api/trpc/${name}`), { method: type === 'query' ? 'GET' : 'POST', token });
  return [rest.status, rest.body, trpc.status, trpc.body];
}

/**
 * Every signed-in operation, over REST and tRPC, answers `token` exactly as it answers no token at
 * all: 401 (a file download is refused over tRPC whoever asks, with 400: files come from their REST path).
 */
async function expectOpensNothing(token: string): Promise<number> {
  for (const operation of signedIn) {
    const withToken = await answersOf(operation, token);
    expect([operation.key, ...withToken]).toEqual([operation.key, ...(await answersOf(operation, undefined))]);
    const overTrpc = metaOf(operation.procedure.name)?.download ? 400 : 401;
    expect([operation.key, withToken[0], withToken[2]]).toEqual([operation.key, 401, overTrpc]);
  }
  // An unchanged herd list is answered 304 before any procedure runs: not to a dead token.
  const conditional = await callJson(api('/api/cattle'), { token, headers: { 'if-none-match': '*' } });
  expect(conditional.status).toBe(401);
  return signedIn.length * 2 + 1;
}

describe('passwords and tokens as kept', () => {
  it('a password is stored as bcrypt of cost ≥ 10, for a sign-up and for the demo account', async () => {
    const email = 'hash@example.com';
    await signUp(email);
    await ensureDemoAccount(server.db);
    const rows = server.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).all();
    expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining([email, 'demo@farmhand.app']));
    for (const row of rows) {
      expect(bcrypt.getRounds(row.passwordHash), row.email).toBeGreaterThanOrEqual(10);
      expect(row.passwordHash).not.toContain(farm.password);
    }
    const mine = rows.find((row) => row.email === email)!;
    expect(await bcrypt.compare(farm.password, mine.passwordHash)).toBe(true);
    figures.push({ name: 'bcrypt cost', value: bcrypt.getRounds(mine.passwordHash), unit: 'rounds' });
  }, SLOW);

  it('every token handed out (sign-up, sign-ins over REST and tRPC, download links) has ≥ 128 random bits, and only its hash is stored', async () => {
    const email = 'tokens@example.com';
    const tokens = [(await signUp(email)).token];
    for (const transport of ['rest', 'rest', 'trpc'] as const) tokens.push((await logIn(email, farm.password, {}, transport)).token!);
    const link = await callJson<{ url: string }>(api('/api/cattle/export-link'), { method: 'POST', token: tokens[0] });
    tokens.push(new URL(link.body.url, server.url).searchParams.get('link')!);
    expect(new Set(tokens).size, 'no two tokens alike').toBe(tokens.length);
    const bits = tokens.map((token) => {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      return Buffer.from(token, 'base64url').length * 8;
    });
    expect(Math.min(...bits)).toBeGreaterThanOrEqual(128);
    const stored = server.db.select({ tokenHash: sessions.tokenHash }).from(sessions).all().map((row) => row.tokenHash);
    expect(stored).toEqual(expect.arrayContaining(tokens.slice(0, 4).map(hashToken)));
    // No table holds a token itself.
    const tables = server.db.$client.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    const everything = JSON.stringify(tables.map(({ name }) => server.db.$client.prepare(`SELECT * FROM "${name}"`).all()));
    for (const token of tokens) expect(everything).not.toContain(token);
    figures.push({ name: 'fewest random bits in a token', value: Math.min(...bits), unit: 'bits' });
  }, SLOW);
});

describe('a token stops opening anything', () => {
  it('after sign-out: every signed-in operation, REST and tRPC, answers it as it answers no token', async () => {
    const email = 'logout@example.com';
    await signUp(email);
    const { token } = await logIn(email);
    expect((await callJson(api('/api/auth/me'), { token })).status).toBe(200);
    expect((await callJson(api('/api/auth/logout'), { method: 'POST', token })).status).toBe(200);
    const calls = await expectOpensNothing(token!);
    figures.push({ name: 'calls refused to a signed-out token', value: calls, unit: 'calls' });
  }, SLOW);

  it('after its expiry: works up to the moment, then every signed-in operation answers it as no token', async () => {
    const email = 'expiry@example.com';
    await signUp(email);
    const { token } = await logIn(email);
    const expireAt = (ms: number) =>
      server.db.update(sessions).set({ expiresAt: new Date(Date.now() + ms).toISOString() }).where(eq(sessions.tokenHash, hashToken(token!))).run();
    expireAt(60_000);
    expect((await callJson(api('/api/auth/me'), { token })).status).toBe(200);
    expireAt(-1_000);
    const calls = await expectOpensNothing(token!);
    figures.push({ name: 'calls refused to an expired token', value: calls, unit: 'calls' });
  }, SLOW);
});

describe('the sign-in limit', () => {
  it('the 11th failed sign-in within 15 minutes is a 429, though every try claims another X-Forwarded-For and the tries switch transport', async () => {
    const email = 'limit@example.com';
    await signUp(email);
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}`, forwarded: `for=192.0.2.${i}` });
    for (let i = 1; i <= 10; i += 1) {
      const attempt = await logIn(email, `wrong-${i}`, forged(i), i % 2 === 0 ? 'trpc' : 'rest');
      expect([i, attempt.status]).toEqual([i, 401]);
    }
    const limited = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    expect(await logIn(email, 'wrong-11', forged(11))).toMatchObject({ status: 429, message: limited });
    // Even the right password, over either transport, until the window has passed.
    expect(await logIn(email, farm.password, forged(12))).toMatchObject({ status: 429, message: limited });
    expect(await logIn(email, farm.password, forged(13), 'trpc')).toMatchObject({ status: 429, message: limited });
  }, SLOW);
});

describe('security headers', () => {
  it.each([
    ['the app page', '/', false],
    ['the health check', '/api/health', false],
    ['a signed-in JSON answer', '/api/auth/me', true],
    ['a refusal', '/api/auth/me', false],
    ['a tRPC answer', '/api/trpc/health.check', false],
  ])('%s (%s) carries exactly the expected security headers', async (_, path, withToken) => {
    const token = withToken ? (await signUp(`headers-${randomUUID()}@example.com`)).token : undefined;
    const response = await fetch(api(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(headerSnapshot(response.headers)).toEqual(expectedHeaders(path));
  }, SLOW);
});
