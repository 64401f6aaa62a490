import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../core/auth/tokens';
import { emailVerifications, users } from '../core/db/schema';
import { QUICK_USER_PASSWORD, quickUser, type QuickUser } from '../core/testing/quick-user';
import { smtpMailer } from './mail';
import { callJson } from './testing/http';
import { startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox';
import { startTestServer, type TestServer } from './testing/test-server';
import { verificationToken } from './testing/verify-email';

// Proving the account's e-mail over real HTTP, through a real SMTP server: Send Verification Link
// mails the account's address a link into the app (Settings > Account), which posts the link's
// secret back; the address is then proven if the account still has it. Expired, used, unknown and
// outdated links each say so.
const APP_URL = 'https://farm.example.com';

let inbox: SmtpInbox;
let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ mailer: smtpMailer({ url: inbox.url, from: 'Farm Hand <farm@example.com>', appUrl: APP_URL }) });
  bare = await startTestServer();
});
afterAll(async () => {
  await Promise.all([server.close(), bare.close()]);
  await inbox.close();
});

type Answer = { message: string; sentTo: string; expiresAt: string; email: string; alreadyVerified: boolean; emailVerified: boolean };
const emailOf = (who: QuickUser) => server.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)).get()!.email;
const requestLink = (who: QuickUser, on: TestServer = server) => callJson<Answer>(`${on.url}/api/auth/verify-email`, { method: 'POST', token: who.token });
const confirm = (who: QuickUser, token: string) => callJson<Answer>(`${server.url}/api/auth/confirm-email`, { body: { token }, token: who.token });
const me = (who: QuickUser) => callJson<Answer>(`${server.url}/api/auth/me`, { token: who.token });

/** Asks for a link and reads its secret out of the mail that arrived. */
async function mailedToken(who: QuickUser): Promise<string> {
  const answer = await requestLink(who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return verificationToken(inbox.textsTo(emailOf(who)).at(-1) ?? '');
}

describe('POST /api/auth/verify-email', () => {
  it("mails the account's address a 24-hour link into Settings > Account; only the link's hash is kept", async () => {
    const farm = quickUser(server.db, 'Cottonwood Creek');
    const before = Date.now();
    const answer = await requestLink(farm);
    expect(answer.status).toBe(200);
    expect(answer.body.sentTo).toBe(emailOf(farm));
    const lifetime = Date.parse(answer.body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 1000);

    const [text] = inbox.textsTo(emailOf(farm));
    expect(text).toContain(`${APP_URL}/settings?tab=account&verify=`);
    expect(text).toContain('Cottonwood Creek');
    const token = verificationToken(text!);
    const stored = server.db.select().from(emailVerifications).where(eq(emailVerifications.userId, farm.userId)).all();
    expect(stored).toEqual([expect.objectContaining({ tokenHash: hashToken(token), email: emailOf(farm) })]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a server without SMTP answers 503 "Email is not configured on this server"', async () => {
    const answer = await requestLink(quickUser(bare.db), bare);
    expect([answer.status, answer.body.message]).toEqual([503, 'Email is not configured on this server']);
  });

  it('takes no body, and needs a signed-in caller', async () => {
    const farm = quickUser(server.db);
    expect((await callJson(`${server.url}/api/auth/verify-email`, { body: {}, token: farm.token })).status).toBe(400);
    expect((await callJson(`${server.url}/api/auth/verify-email`, { method: 'POST' })).status).toBe(401);
  });
});

describe('POST /api/auth/confirm-email (the app posts the link it was opened with)', () => {
  it('proves the address: auth.me then answers emailVerified: true', async () => {
    const farm = quickUser(server.db);
    expect((await me(farm)).body.emailVerified).toBe(false);
    const answer = await confirm(farm, await mailedToken(farm));
    expect([answer.status, answer.body]).toEqual([200, { email: emailOf(farm), alreadyVerified: false }]);
    expect((await me(farm)).body.emailVerified).toBe(true);
  });

  it('a link used before says the address is verified already; asking for another then is refused', async () => {
    const farm = quickUser(server.db);
    const token = await mailedToken(farm);
    expect((await confirm(farm, token)).status).toBe(200);
    const again = await confirm(farm, token);
    expect([again.status, again.body]).toEqual([200, { email: emailOf(farm), alreadyVerified: true }]);
    const more = await requestLink(farm);
    expect([more.status, more.body.message]).toEqual([400, 'Your email address is already verified.']);
  });

  it('an expired link: 400 "This verification link has expired. Send a new one from Settings > Account."', async () => {
    const farm = quickUser(server.db);
    const token = await mailedToken(farm);
    server.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(emailVerifications.tokenHash, hashToken(token))).run();
    const answer = await confirm(farm, token);
    expect([answer.status, answer.body.message]).toEqual([400, 'This verification link has expired. Send a new one from Settings > Account.']);
    expect((await me(farm)).body.emailVerified).toBe(false);
  });

  it('an unknown link, and another account\'s: 404 "This verification link is not valid. Send a new one from Settings > Account."', async () => {
    const farm = quickUser(server.db);
    const other = quickUser(server.db);
    const theirs = await mailedToken(other);
    for (const token of ['no-such-link', theirs]) {
      const answer = await confirm(farm, token);
      expect([answer.status, answer.body.message]).toEqual([404, 'This verification link is not valid. Send a new one from Settings > Account.']);
    }
    expect((await me(other)).body.emailVerified).toBe(false);
  });

  it('a link for an address the account no longer has proves nothing: 400 with a message', async () => {
    const farm = quickUser(server.db);
    const token = await mailedToken(farm);
    const changed = await callJson(`${server.url}/api/auth/update-profile`, {
      method: 'PATCH',
      body: { farmName: 'Farm', ownerName: 'Jo', location: 'Here', email: `moved-${farm.userId}@example.com`, currentPassword: QUICK_USER_PASSWORD },
      token: farm.token,
    });
    expect(changed.status).toBe(200);
    const answer = await confirm(farm, token);
    expect([answer.status, answer.body.message]).toEqual([400, 'This link was sent to an address this account no longer uses. Send a new one from Settings > Account.']);
    expect((await me(farm)).body.emailVerified).toBe(false);
  });

  it('a link is refused without a sign-in: the person signs in first, then the app sends it', async () => {
    const farm = quickUser(server.db);
    const token = await mailedToken(farm);
    expect((await callJson(`${server.url}/api/auth/confirm-email`, { body: { token } })).status).toBe(401);
  });
});
