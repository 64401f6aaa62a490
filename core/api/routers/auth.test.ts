import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { BCRYPT_COST } from '../../auth/passwords';
import type { FarmDb } from '../../db/open-farm-db';
import { loginFailures, sessions, users } from '../../db/schema';
import { openTempFarmDb } from '../../testing/temp-farm-db';
import { createApiContext, DESKTOP_CLIENT } from '../context';
import { createCaller } from '../root';

let db: FarmDb;
let dispose: () => void;
beforeEach(() => ({ db, dispose } = openTempFarmDb()));
afterEach(() => dispose());

const caller = (token: string | null = null, client?: string) => createCaller(createApiContext({ db, token, requestId: 'test', client }));
const farm = { email: 'rancher@example.com', password: 'secret1', farmName: 'Willow Creek' };

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('auth.signup', () => {
  it('answers { token, user } with farmName and never the password hash', async () => {
    const result = await caller().auth.signup({ ...farm, ownerName: 'Sam', location: 'Wyoming' });
    expect(result.user).toMatchObject({ email: farm.email, farmName: 'Willow Creek', ownerName: 'Sam', location: 'Wyoming' });
    expect(JSON.stringify(result)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it('stores a bcrypt hash of cost ≥ 10, never the password', async () => {
    await caller().auth.signup(farm);
    const row = db.select().from(users).get()!;
    expect(row.passwordHash).not.toContain(farm.password);
    expect(Number(row.passwordHash.split('$')[2])).toBeGreaterThanOrEqual(10);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
  });

  it('issues a token of at least 128 random bits, stored only as its SHA-256', async () => {
    const { token } = await caller().auth.signup(farm);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const stored = db.select().from(sessions).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a second account for the same e-mail, whatever its case: 409', async () => {
    await caller().auth.signup(farm);
    const error = await rejection(caller().auth.signup({ ...farm, email: 'RANCHER@example.com' }));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe('An account with this email already exists');
  });

  it.each([
    [{ ...farm, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...farm, password: '12345' }, 'Password must be at least 6 characters'],
    [{ ...farm, farmName: '   ' }, 'Farm name is required'],
    [{ ...farm, email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 255 characters'],
    [{ ...farm, password: 'é'.repeat(37) }, 'Password must be at most 72 bytes'],
  ])('validates sign-up with the message the form shows: %j → %s', async (input, message) => {
    const error = await rejection(caller().auth.signup(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(message);
  });

  it('accepts a password of exactly 72 bytes (bcrypt reads no further, so 73 is refused)', async () => {
    await expect(caller().auth.signup({ ...farm, password: 'p'.repeat(72) })).resolves.toHaveProperty('token');
    const error = await rejection(caller().auth.signup({ ...farm, email: 'b@example.com', password: 'p'.repeat(73) }));
    expect(error.message).toBe('Password must be at most 72 bytes');
  });
});

describe('auth.login', () => {
  beforeEach(async () => {
    await caller().auth.signup(farm);
  });

  it('signs in with { token, user.farmName }, the e-mail in any case', async () => {
    const result = await caller().auth.login({ email: 'Rancher@Example.com', password: farm.password });
    expect(result.user.farmName).toBe('Willow Creek');
    await expect(caller(result.token).auth.me()).resolves.toMatchObject({ email: farm.email });
  });

  it('gives unknown e-mail and wrong password the same 401 answer', async () => {
    const wrong = await rejection(caller().auth.login({ email: farm.email, password: 'wrong-one' }));
    const unknown = await rejection(caller().auth.login({ email: 'nobody@example.com', password: farm.password }));
    expect([wrong.code, wrong.message]).toEqual(['UNAUTHORIZED', 'Invalid email or password']);
    expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
  });

  it('validates login: "Please enter a valid email address", "Password is required"', async () => {
    expect((await rejection(caller().auth.login({ email: 'x', password: 'a' }))).message).toBe('Please enter a valid email address');
    expect((await rejection(caller().auth.login({ email: farm.email, password: '' }))).message).toBe('Password is required');
  });

  it('answers 429 after 10 failures in 15 minutes, even to the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await rejection(caller().auth.login({ email: farm.email, password: `wrong${i}` }))).code).toBe('UNAUTHORIZED');
    }
    const limited = await rejection(caller().auth.login(farm));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(limited.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('forgets failures older than 15 minutes', async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    for (let i = 0; i < 10; i += 1) db.insert(loginFailures).values({ email: farm.email, client: DESKTOP_CLIENT, failedAt: old }).run();
    await expect(caller().auth.login(farm)).resolves.toHaveProperty('token');
  });

  it('counts per client: ten failures from a stranger do not lock the owner out on their own phone', async () => {
    for (let i = 0; i < 10; i += 1) await rejection(caller(null, 'http:203.0.113.9').auth.login({ email: farm.email, password: `guess${i}` }));
    expect((await rejection(caller(null, 'http:203.0.113.9').auth.login(farm))).code).toBe('TOO_MANY_REQUESTS');
    await expect(caller(null, 'http:198.51.100.7').auth.login(farm)).resolves.toHaveProperty('token');
  });

  it('refuses every client once the account has 100 failures within the hour, and forgets older ones', async () => {
    const recent = new Date(Date.now() - 30 * 60 * 1000).toISOString();
    const old = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    const spread = (failedAt: string) => (_: unknown, i: number) => ({ email: farm.email, client: `http:10.0.${i % 50}.1`, failedAt });
    db.insert(loginFailures).values(Array.from({ length: 99 }, spread(recent))).run();
    db.insert(loginFailures).values(Array.from({ length: 20 }, spread(old))).run();
    await expect(caller(null, 'http:198.51.100.7').auth.login(farm)).resolves.toHaveProperty('token');
    db.insert(loginFailures).values({ email: farm.email, client: 'http:10.9.9.9', failedAt: recent }).run();
    const limited = await rejection(caller(null, 'http:198.51.100.7').auth.login(farm));
    expect([limited.code, limited.message]).toEqual(['TOO_MANY_REQUESTS', 'Too many failed sign-in attempts on this account. Please try again within 60 minutes.']);
  });

  it('a successful sign-in clears that client’s failures, not the others’', async () => {
    for (let i = 0; i < 9; i += 1) await rejection(caller().auth.login({ email: farm.email, password: 'nope00' }));
    await rejection(caller(null, 'http:203.0.113.9').auth.login({ email: farm.email, password: 'nope00' }));
    await caller().auth.login(farm);
    expect(db.select({ client: loginFailures.client }).from(loginFailures).all()).toEqual([{ client: 'http:203.0.113.9' }]);
  });
});

describe('sessions', () => {
  it('auth.me without a token, or with an unknown one, is 401', async () => {
    expect((await rejection(caller().auth.me())).code).toBe('UNAUTHORIZED');
    expect((await rejection(caller('made-up-token').auth.me())).code).toBe('UNAUTHORIZED');
  });

  it('expire after 30 days', async () => {
    const { token } = await caller().auth.signup(farm);
    const expiresAt = new Date(db.select().from(sessions).get()!.expiresAt).getTime();
    const days = (expiresAt - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
    db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).run();
    expect((await rejection(caller(token).auth.me())).code).toBe('UNAUTHORIZED');
  });

  it('logout revokes the token on the server; other sessions stay', async () => {
    const first = await caller().auth.signup(farm);
    const second = await caller().auth.login(farm);
    await expect(caller(first.token).auth.logout()).resolves.toEqual({ ok: true });
    expect((await rejection(caller(first.token).auth.me())).code).toBe('UNAUTHORIZED');
    await expect(caller(second.token).auth.me()).resolves.toHaveProperty('email', farm.email);
  });

  it('an inactive user is signed out and cannot sign in', async () => {
    const { token } = await caller().auth.signup(farm);
    db.update(users).set({ isActive: false }).where(eq(users.email, farm.email)).run();
    expect((await rejection(caller(token).auth.me())).code).toBe('UNAUTHORIZED');
    expect((await rejection(caller().auth.login(farm))).code).toBe('UNAUTHORIZED');
  });
});

describe('auth.updateProfile', () => {
  const profile = { farmName: 'Willow Creek Ranch', ownerName: 'Sam Rivera', location: 'Sheridan, WY', email: 'sam@example.com' };

  it('updates the account and answers the user; a new e-mail takes the current password', async () => {
    const { token } = await caller().auth.signup(farm);
    await expect(caller(token).auth.updateProfile({ ...profile, currentPassword: farm.password })).resolves.toMatchObject(profile);
    await expect(caller(token).auth.me()).resolves.toMatchObject(profile);
  });

  it.each([
    [{ ...profile, farmName: '' }, 'Farm name is required'],
    [{ ...profile, ownerName: '' }, 'Owner name is required'],
    [{ ...profile, location: ' ' }, 'Location is required'],
    [{ ...profile, email: 'nope' }, 'Valid email is required'],
  ])('the account form requires every field, each with its own message: %j → %s', async (input, message) => {
    const { token } = await caller().auth.signup(farm);
    expect((await rejection(caller(token).auth.updateProfile(input))).message).toBe(message);
  });

  it("refuses another account's e-mail with 409", async () => {
    await caller().auth.signup({ ...farm, email: 'taken@example.com' });
    const { token } = await caller().auth.signup(farm);
    const error = await rejection(caller(token).auth.updateProfile({ ...profile, email: 'TAKEN@example.com', currentPassword: farm.password }));
    expect([error.code, error.message]).toEqual(['CONFLICT', 'An account with this email already exists']);
  });

  it('needs a signed-in user', async () => {
    expect((await rejection(caller().auth.updateProfile(profile))).code).toBe('UNAUTHORIZED');
  });
});
