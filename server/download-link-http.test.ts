import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_GONE, DOWNLOAD_LINK_MINUTES } from '../core/db/download-links';
import { downloadLinks } from '../core/db/schema';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson, rawGet } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// Copy Excel Download Link over real HTTP: POST /api/cattle/export-link answers a path that
// downloads the farm's workbook without the bearer header for 15 minutes, and then no more.
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
