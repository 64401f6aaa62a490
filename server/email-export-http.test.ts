import ExcelJS from 'exceljs';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../core/api/routers/exports';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { users } from '../core/db/schema';
import { eq } from 'drizzle-orm';
import { smtpMailer } from './mail';
import { callJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// POST /api/cattle/export-email over real HTTP, through a real SMTP server started here: the
// workbook arrives as an attachment at the account's address and reads back with exceljs. A server
// without SMTP, and an SMTP server that refuses, answer 503 with a message.
let smtp: SMTPServer;
let smtpUrl: string;
const received: ParsedMail[] = [];
let refuseNext = false;

let server: TestServer;
let bare: TestServer;
let farm: QuickUser;
let email: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refuseNext) {
        refuseNext = false;
        stream.resume();
        return callback(new Error('Mailbox full'));
      }
      void simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  server = await startTestServer({ mailer: smtpMailer({ url: smtpUrl, from: 'Farm Hand <farm@example.com>' }) });
  bare = await startTestServer();
  farm = quickUser(server.db);
  email = server.db.select({ email: users.email }).from(users).where(eq(users.id, farm.userId)).get()!.email;
  for (const tag of ['10', '11']) {
    const added = await callJson(`${server.url}/api/cattle`, { body: { tag, type: 'Cow', pasture: 'North' }, token: farm.token });
    expect(added.status).toBe(200);
  }
});
afterAll(async () => {
  await Promise.all([server.close(), bare.close()]);
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('POST /api/cattle/export-email', () => {
  it("mails the workbook to the account's address and answers the cattle count", async () => {
    const answer = await callJson<{ cattleCount: number }>(`${server.url}/api/cattle/export-email`, { body: {}, token: farm.token });
    expect([answer.status, answer.body]).toEqual([200, { cattleCount: 2 }]);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    const [file] = mail.attachments;
    expect(file?.filename).toMatch(/^farm_hand_cattle_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file!.content as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers']);
    expect(book.getWorksheet('Cows')!.rowCount).toBe(3);
  });

  it('a mail server that refuses the message: 503 with a message, not a 500', async () => {
    refuseNext = true;
    const answer = await callJson<{ message: string }>(`${server.url}/api/cattle/export-email`, { body: {}, token: farm.token });
    expect([answer.status, answer.body.message]).toEqual([503, EMAIL_MESSAGES.notSent]);
  });

  it(`a server without SMTP answers 503 "${EMAIL_MESSAGES.notConfigured}"; without a token, 401`, async () => {
    const owner = quickUser(bare.db);
    const answer = await callJson<{ message: string }>(`${bare.url}/api/cattle/export-email`, { body: {}, token: owner.token });
    expect([answer.status, answer.body.message]).toEqual([503, EMAIL_MESSAGES.notConfigured]);
    expect((await callJson(`${server.url}/api/cattle/export-email`, { body: {} })).status).toBe(401);
  });
});
