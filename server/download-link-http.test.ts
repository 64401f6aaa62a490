import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_GONE, DOWNLOAD_LINK_MINUTES } from '../core/db/download-links';
import { downloadLinks, users } from '../core/db/schema';
import { QUICK_USER_PASSWORD, quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson, rawGet } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// Copy Excel Download Link over real HTTP: POST /api/cattle/export-link answers a path that
// downloads the farm's workbook without the bearer header for 15 minutes, and then no more; it ends
// sooner when the session that made it signs out, and a farm has at most 10 live links.
type Link = { url: string; expiresAt: string };

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db);
  neighbour = quickUser(server.db);
  for (const [who, tag] of [
    [farm, '10'],
    [neighbour, '99'],
  ] as const) {
    const added = await callJson(`${server.url}/api/cattle`, { body: { tag, type: 'Cow', pasture: 'North' }, token: who.token });
    expect(added.status).toBe(200);
  }
});
afterAll(() => server.close());

const newLink = async (who: QuickUser) => {
  const answer = await callJson<Link>(`${server.url}/api/cattle/export-link`, { body: {}, token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

async function tagsIn(workbook: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(workbook as unknown as ArrayBuffer);
  const tags: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row, index) => index > 1 && tags.push(String(row.getCell(1).value))));
  return tags;
}

describe('Copy Excel Download Link', () => {
  it(`the link downloads the farm's own workbook with no sign-in, for ${DOWNLOAD_LINK_MINUTES} minutes`, async () => {
    const before = Date.now();
    const link = await newLink(farm);
    expect(link.url).toMatch(/^\/api\/cattle\/export\/shared\?link=[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThan((DOWNLOAD_LINK_MINUTES - 1) * 60_000);
    expect(lifetime).toBeLessThanOrEqual(DOWNLOAD_LINK_MINUTES * 60_000 + 1000);

    const file = await rawGet(`${server.url}${link.url}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="farm_hand_cattle_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(await tagsIn(file.body)).toEqual(['10']);
    // It can be opened again until it expires.
    expect((await rawGet(`${server.url}${link.url}`)).status).toBe(200);
  });

  it('an expired link, an unknown one and a cut one are refused with a message, never a file', async () => {
    const link = await newLink(farm);
    const token = new URL(link.url, server.url).searchParams.get('link')!;
    server.db.update(downloadLinks).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(downloadLinks.userId, farm.userId)).run();
    const expired = await callJson<{ message: string }>(`${server.url}${link.url}`);
    expect([expired.status, expired.body.message]).toEqual([404, DOWNLOAD_LINK_GONE]);
    expect((await callJson(`${server.url}/api/cattle/export/shared?link=${token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await callJson(`${server.url}/api/cattle/export/shared`)).status).toBe(400);
  });

  it('only the hash of a link is kept; making a link needs a sign-in', async () => {
    const link = await newLink(neighbour);
    const token = new URL(link.url, server.url).searchParams.get('link')!;
    const stored = server.db.select().from(downloadLinks).where(eq(downloadLinks.userId, neighbour.userId)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(await tagsIn((await rawGet(`${server.url}${link.url}`)).body)).toEqual(['99']);
    expect((await callJson(`${server.url}/api/cattle/export-link`, { body: {} })).status).toBe(401);
  });
});

describe('a link ends with the session that made it', () => {
  /** Another device of the farm: a session of its own, signed in with the password. */
  async function signIn(who: QuickUser): Promise<QuickUser> {
    const email = server.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)).get()!.email;
    const answer = await callJson<{ token: string }>(`${server.url}/api/auth/login`, { body: { email, password: QUICK_USER_PASSWORD } });
    expect(answer.status).toBe(200);
    return { userId: who.userId, token: answer.body.token };
  }
  const opens = async (link: Link) => (await rawGet(`${server.url}${link.url}`)).status;

  it('the link keeps the id of the session that made it', async () => {
    const owner = quickUser(server.db);
    await newLink(owner);
    const [row] = server.db.select().from(downloadLinks).where(eq(downloadLinks.userId, owner.userId)).all();
    expect(row?.sessionId).toEqual(expect.any(String));
  });

  it('signing out of that session ends its links; the links of the farm\'s other sessions still work', async () => {
    const owner = quickUser(server.db);
    const phone = await signIn(owner);
    const [fromOffice, fromPhone] = [await newLink(owner), await newLink(phone)];
    expect((await callJson(`${server.url}/api/auth/logout`, { method: 'POST', token: phone.token })).status).toBe(200);
    const ended = await callJson<{ message: string }>(`${server.url}${fromPhone.url}`);
    expect([ended.status, ended.body.message]).toEqual([404, DOWNLOAD_LINK_GONE]);
    expect(await opens(fromOffice)).toBe(200);
  });

  it('Sign Out Everywhere ends every link of the farm', async () => {
    const owner = quickUser(server.db);
    const phone = await signIn(owner);
    const links = [await newLink(owner), await newLink(phone)];
    expect((await callJson(`${server.url}/api/auth/logout-all`, { method: 'POST', token: owner.token })).status).toBe(200);
    for (const link of links) expect(await opens(link)).toBe(404);
  });

  it('a password change ends the links of the sessions it ends, and keeps this session\'s', async () => {
    const owner = quickUser(server.db);
    const phone = await signIn(owner);
    const [mine, theirs] = [await newLink(owner), await newLink(phone)];
    const changed = await callJson(`${server.url}/api/auth/change-password`, { body: { currentPassword: QUICK_USER_PASSWORD, newPassword: 'new-secret' }, token: owner.token });
    expect(changed.status).toBe(200);
    expect(await opens(theirs)).toBe(404);
    expect(await opens(mine)).toBe(200);
  });
});

describe('at most 10 live links per farm', () => {
  const TOO_MANY = 'This farm has 10 download links that still work. Wait for one to expire (each works for 15 minutes), then copy a new one.';

  it(`the 11th is a 429 "${TOO_MANY}"; another farm is not affected; an expired link frees its place`, async () => {
    const owner = quickUser(server.db);
    for (let i = 1; i <= 10; i += 1) await newLink(owner);
    const refused = await callJson<{ message: string }>(`${server.url}/api/cattle/export-link`, { body: {}, token: owner.token });
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY]);
    await newLink(quickUser(server.db));

    const [oldest] = server.db.select().from(downloadLinks).where(eq(downloadLinks.userId, owner.userId)).all();
    server.db.update(downloadLinks).set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where(eq(downloadLinks.tokenHash, oldest!.tokenHash)).run();
    await newLink(owner);
  });
});
