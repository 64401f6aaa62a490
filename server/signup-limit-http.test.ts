import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateEvents } from '../core/db/schema';
import { callJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// Sign-ups per client address over real HTTP: 10 an hour, then 429 with a message, so a flood of
// sign-ups from one address is refused before any password is hashed. Counted in the database.
// The server trusts X-Forwarded-For here (TRUST_PROXY=1), so each test can be its own address.
const LIMITED = 'Too many farms were created from this address. Please try again within 60 minutes.';

let server: TestServer;
beforeAll(async () => {
  // Read once, when the app is made.
  process.env.TRUST_PROXY = '1';
  server = await startTestServer();
  delete process.env.TRUST_PROXY;
});
afterAll(() => server.close());

let made = 0;
const signUp = (address: string, body: Record<string, unknown> = {}) => {
  made += 1;
  return callJson<{ message: string }>(`${server.url}/api/auth/signup`, {
    body: { email: `signup-${made}@example.com`, password: 'secret1', farmName: `Farm ${made}`, ...body },
    headers: { 'x-forwarded-for': address },
  });
};
const eventsOf = (address: string) =>
  server.db.select({ n: count() }).from(rateEvents).where(eq(rateEvents.key, `http:${address}`)).get()?.n ?? 0;

describe('the sign-up limit', () => {
  it(`10 sign-ups an hour from one address; the 11th is a 429 "${LIMITED}"; another address is not affected`, async () => {
    for (let i = 1; i <= 10; i += 1) expect([i, (await signUp('198.51.100.1')).status]).toEqual([i, 200]);
    const refused = await signUp('198.51.100.1');
    expect([refused.status, refused.body.message]).toEqual([429, LIMITED]);
    expect((await signUp('198.51.100.2')).status).toBe(200);
  });

  it('counts the sign-ups that get as far as hashing: bad input and a taken e-mail are not counted', async () => {
    const address = '198.51.100.3';
    expect((await signUp(address, { email: 'first@example.com' })).status).toBe(200);
    expect((await signUp(address, { password: '123' })).status).toBe(400);
    expect((await signUp(address, { email: 'FIRST@example.com' })).status).toBe(409);
    expect(eventsOf(address)).toBe(1);
  });

  it('a sign-up older than an hour no longer counts, and is pruned when a new one is counted', async () => {
    const address = '198.51.100.4';
    for (let i = 1; i <= 10; i += 1) expect((await signUp(address)).status).toBe(200);
    expect((await signUp(address)).status).toBe(429);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000 - 1000).toISOString();
    server.db.update(rateEvents).set({ at: hourAgo }).where(eq(rateEvents.key, `http:${address}`)).run();
    expect((await signUp(address)).status).toBe(200);
    expect(eventsOf(address)).toBe(1);
  });

  it('a flood of parallel sign-ups from one address creates at most 10 farms', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => signUp('198.51.100.5')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
