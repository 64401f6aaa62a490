import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../core/api/mailer';
import type { QuickUser } from '../../core/testing/quick-user';
import { callJson } from '../testing/http';
import type { TestServer } from '../testing/test-server';
import { serverWithTwoFarms } from '../testing/two-farms';
import { verificationToken, verifyEmailViaApi } from '../testing/verify-email';
import { reportFigures } from './report';
import { farmView } from './support/openapi-farm-view';
import { collectionOf, documentedOperations, fillPath, type Operation } from './support/openapi-operations';
import { kindOf, makeRecord, RECORD_KINDS, VALID_INPUTS, validCreate, type Body, type Caller, type Saved } from './support/openapi-records';

// Every record belongs to one farm, swept over the OpenAPI document: every method on every path
// with an id, every update and every create. A route added to the API is in these cases without
// editing them; one whose record kind this suite cannot make fails until it is added to
// support/openapi-records.ts. (The per-route files, e.g. server/safe-creates-http.test.ts, check
// the same rules with each route's own messages.)

const document = documentedOperations();
const withId = document.operations.filter((o) => o.pathParams.length > 0);
const updates = withId.filter((o) => (o.method === 'PUT' || o.method === 'PATCH') && o.body);
const creates = document.operations.filter((o) => o.method === 'POST' && o.path in RECORD_KINDS);
const otherWrites = document.operations.filter((o) => o.signedIn && o.body && o.method !== 'GET' && o.pathParams.length === 0 && !(o.path in RECORD_KINDS));

/** A case makes a few records and reads both farms whole, several times over: generous on a busy machine. */
const SLOW = 60_000;

const mails: OutgoingMail[] = [];
const mailer: Mailer = { appUrl: 'https://farm.example.com', send: async (mail) => void mails.push(mail) };
let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started), { mailer });
let mine: Caller;
let theirs: Caller;
beforeAll(() => {
  mine = { url: server.url, token: farm.token };
  theirs = { url: server.url, token: neighbour.token };
});

const view = (who: Caller) => farmView(document, who);
const call = (who: Caller, operation: Operation, id: string | null, body?: Body) =>
  callJson<Body>(`${server.url}${fillPath(operation.path, id === null ? {} : { id })}`, { method: operation.method, body, token: who.token });

/** The records a view lists at a collection's GET. */
function listed(farmsView: Record<string, unknown>, collection: string): Saved[] {
  const records = farmsView[`GET ${collection}`];
  if (!Array.isArray(records)) throw new Error(`GET ${collection} is not a list in the document`);
  return records as Saved[];
}

/** What of a record must never reach another farm: its owner and its text. */
const secretsOf = (record: Saved) => [farm.userId, record.id, ...Object.values(record).filter((v): v is string => typeof v === 'string' && v.length >= 4)];

function expectNothingOf(record: Saved, answer: unknown) {
  const text = JSON.stringify(answer);
  for (const secret of secretsOf(record)) expect(text, `the answer shows "${secret}"`).not.toContain(secret);
}

describe('the document’s paths with an id', () => {
  it('each names a record kind this suite can make', () => {
    expect(withId.length).toBeGreaterThan(0);
    for (const operation of withId) {
      expect(operation.pathParams.map((p) => p.name), operation.key).toEqual(['id']);
      kindOf(collectionOf(operation.path));
    }
    reportFigures('isolation', [
      { name: 'paths with an id', value: new Set(withId.map((o) => o.path)).size, unit: 'paths' },
      { name: 'operations on a path with an id', value: withId.length, unit: 'operations' },
      { name: 'updates', value: updates.length, unit: 'operations' },
      { name: 'creates', value: creates.length, unit: 'operations' },
      { name: 'other signed-in writes with a body', value: otherWrites.length, unit: 'operations' },
    ]);
  });
});

describe.each(withId)('$key on another farm’s record', (operation) => {
  it('is the 404 an unknown id gets, shows nothing of the record, and changes nothing of either farm', async () => {
    const collection = collectionOf(operation.path);
    const record = await makeRecord(mine, collection);
    // A body the caller could send for its own record, so only the id can make it a 404.
    const body = operation.body ? await validCreate(theirs, collection) : undefined;
    const before = [await view(mine), await view(theirs)];
    const onTheirs = await call(theirs, operation, record.id, body);
    const onNothing = await call(theirs, operation, randomUUID(), body);
    expect(onTheirs.status, JSON.stringify(onTheirs.body)).toBe(404);
    expect(onTheirs.body).toEqual(onNothing.body);
    expectNothingOf(record, onTheirs.body);
    expect([await view(mine), await view(theirs)]).toEqual(before);
  }, SLOW);
});

describe.each(updates)('$key with a body naming another farm and another id', (operation) => {
  it('changes the farm’s own record in place: same id, still its own, nothing of the other farm touched', async () => {
    const collection = collectionOf(operation.path);
    const record = await makeRecord(mine, collection);
    const otherId = randomUUID();
    const body = { ...(await validCreate(mine, collection)), userId: neighbour.userId, user_id: neighbour.userId, id: otherId };
    const theirsBefore = await view(theirs);
    const answer = await call(mine, operation, record.id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.id).toBe(record.id);
    const after = await view(mine);
    expect(listed(after, collection).map((r) => r.id)).toContain(record.id);
    expect(JSON.stringify(after)).not.toContain(otherId);
    expect(await view(theirs)).toEqual(theirsBefore);
  }, SLOW);
});

describe.each(creates)('$key by another farm naming the farm as owner', (operation) => {
  it('with the farm’s record id: refused, showing nothing of it; without: a record of the caller’s own', async () => {
    const record = await makeRecord(mine, operation.path);
    const body = { ...(await validCreate(theirs, operation.path)), userId: farm.userId, user_id: farm.userId };
    const before = await view(mine);
    const reusing = await call(theirs, operation, null, { ...body, id: record.id });
    expect(reusing.status, JSON.stringify(reusing.body)).toBe(409);
    expectNothingOf(record, reusing.body);
    const made = await call(theirs, operation, null, body);
    expect(made.status, JSON.stringify(made.body)).toBeOneOf([200, 201]);
    expect(listed(await view(theirs), operation.path).map((r) => r.id)).toContain(made.body.id);
    expect(await view(mine)).toEqual(before);
  }, SLOW);
});

/** Proves the farm's current address through the API, when it is not proven; answers the secret of the link that proved it. */
let provenWith = '';
async function proveAddress(): Promise<string> {
  const me = await callJson<{ emailVerified: boolean }>(`${server.url}/api/auth/me`, { token: mine.token });
  if (!me.body.emailVerified) {
    await verifyEmailViaApi(server.url, mine.token, () => mails.at(-1)?.text ?? '');
    provenWith = verificationToken(mails.at(-1)?.text ?? '');
  }
  return provenWith;
}

/** The writes whose valid call needs something first: the e-mail export a proven address, confirm-email a mailed link's secret. */
const VALID_AFTER: Readonly<Record<string, () => Promise<Body>>> = {
  'POST /api/cattle/export-email': async () => {
    await proveAddress();
    return {};
  },
  'POST /api/auth/confirm-email': async () => ({ token: await proveAddress() }),
};

describe.each(otherWrites)('$key with a body naming another farm', (operation) => {
  it('acts on the caller’s own farm only', async () => {
    const valid = (await VALID_AFTER[operation.key]?.()) ?? VALID_INPUTS[operation.key];
    const theirsBefore = await view(theirs);
    const mailsBefore = mails.length;
    const body = { ...valid, userId: neighbour.userId, id: neighbour.userId };
    const answer = await call(mine, operation, null, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await view(theirs)).toEqual(theirsBefore);
    const me = (await view(mine))['GET /api/auth/me'] as { email: string };
    expect(mails.slice(mailsBefore).map((mail) => mail.to)).toEqual(mails.slice(mailsBefore).map(() => me.email));
  }, SLOW);
});
