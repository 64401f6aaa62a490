import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../core/db/schema';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { smtpMailer } from './mail';
import { callJson } from './testing/http';
import { startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox';
import { startTestServer, type TestServer } from './testing/test-server';
import { verifyEmailViaApi } from './testing/verify-email';

// POST /api/cattle/export-email over real HTTP, through a real SMTP server started here: the
// workbook arrives as an attachment at the account's proven address and reads back with exceljs.
// An address not proven yet is refused; a server without SMTP, and an SMTP server that refuses,
// answer 503 with a message; an account sends at most 5 e-mails an hour.
const NOT_CONFIGURED = 'Email is not configured on this server';
const NOT_SENT = 'The e-mail could not be sent: the mail server did not take it. Please try again later.';
const UNVERIFIED = 'Verify your email address first: press Send Verification Link in Settings > Account.';
const TOO_MANY = 'Too many e-mails from this account. Please try again within 60 minutes.';

let inbox: SmtpInbox;
let server: TestServer;
let bare: TestServer;
let farm: QuickUser;
let email: string;

const emailOf = (who: QuickUser) => server.db.select({ email: users.email }).from(users).where(eq(users.id, who.userId)).get()!.email;
const lastMailTo = (address: string) => () => inbox.textsTo(address).at(-1) ?? '';
const exportEmail = (who: QuickUser, on: TestServer = server) => callJson<{ message: string; cattleCount: number }>(`${on.url}/api/cattle/export-email`, { body: {}, token: who.token });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ mailer: smtpMailer({ url: inbox.url, from: 'Farm Hand <farm@example.com>', appUrl: 'https://farm.example.com' }) });
  bare = await startTestServer();
  farm = quickUser(server.db);
  email = emailOf(farm);
  await verifyEmailViaApi(server.url, farm.token, lastMailTo(email));
  for (const tag of ['10', '11']) {
    const added = await callJson(`${server.url}/api/cattle`, { body: { tag, type: 'Cow', pasture: 'North' }, token: farm.token });
    expect(added.status).toBe(200);
  }
});
afterAll(async () => {
  await Promise.all([server.close(), bare.close()]);
  await inbox.close();
});

describe('POST /api/cattle/export-email', () => {
  it("mails the workbook to the account's proven address and answers the cattle count", async () => {
    const answer = await exportEmail(farm);
    expect([answer.status, answer.body]).toEqual([200, { cattleCount: 2 }]);
    const mail = inbox.received.at(-1)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    const [file] = mail.attachments;
    expect(file?.filename).toMatch(/^farm_hand_cattle_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file!.content as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers', 'Treatments', 'Weights']);
    expect(book.getWorksheet('Cows')!.rowCount).toBe(3);
  });

  it(`an address not proven yet is refused: 403 "${UNVERIFIED}", and nothing is sent`, async () => {
    const stranger = quickUser(server.db);
    const before = inbox.received.length;
    const answer = await exportEmail(stranger);
    expect([answer.status, answer.body.message]).toEqual([403, UNVERIFIED]);
    expect(inbox.received).toHaveLength(before);
  });

  it('a mail server that refuses the message: 503 with a message, not a 500', async () => {
    inbox.refuseNext();
    const answer = await exportEmail(farm);
    expect([answer.status, answer.body.message]).toEqual([503, NOT_SENT]);
  });

  it(`a server without SMTP answers 503 "${NOT_CONFIGURED}"; without a token, 401`, async () => {
    const answer = await exportEmail(quickUser(bare.db), bare);
    expect([answer.status, answer.body.message]).toEqual([503, NOT_CONFIGURED]);
    expect((await callJson(`${server.url}/api/cattle/export-email`, { body: {} })).status).toBe(401);
  });
});

describe('at most 5 e-mails an hour per account', () => {
  it(`verification and export mails count together; the 6th is a 429 "${TOO_MANY}"; another account is not affected`, async () => {
    const owner = quickUser(server.db);
    const address = emailOf(owner);
    await verifyEmailViaApi(server.url, owner.token, lastMailTo(address));
    for (let i = 2; i <= 5; i += 1) expect([i, (await exportEmail(owner)).status]).toEqual([i, 200]);
    const refused = await exportEmail(owner);
    expect([refused.status, refused.body.message]).toEqual([429, TOO_MANY]);
    expect(inbox.textsTo(address)).toHaveLength(5);
    // The farm of the first tests has sent 2 (its proof and one workbook) and a refused one.
    expect((await exportEmail(farm)).status).toBe(200);
  });
});
