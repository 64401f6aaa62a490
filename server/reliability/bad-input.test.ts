import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '../../core/auth/tokens';
import type { Mailer } from '../../core/api/mailer';
import { createSession, findActiveSession } from '../../core/db/sessions';
import { quickUser, type QuickUser } from '../../core/testing/quick-user';
import type { Logger } from '../logger';
import { callJson } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/test-server';
import { reportFigures } from './report';
import { SCALE } from './scale';
import { answerChecker, send } from './support/bad-input-answers';
import { dueAnswer } from './support/bad-input-oracle';
import { fuzzRequests, type FuzzRequest } from './support/bad-input-requests';
import { fuzzTargets } from './support/bad-input-targets';
import { farmView } from './support/openapi-farm-view';
import { fillPath, servedOperations } from './support/openapi-operations';
import { ensureFixture, type Caller } from './support/openapi-records';

// Generated bad input against the real server: calls spread over every operation of its OpenAPI
// document (REST, and a tenth through tRPC), with bodies, path ids and queries made from the
// document's schemas, valid bodies broken on purpose, and arbitrary JSON. Each answer must be below
// 500, a 4xx must carry a message, a call its input schema refuses must be a 400 (the oracle in
// support/bad-input-oracle.ts says why), no answer may show the server's insides, and the server
// must log no error. The farm holds one record of every kind (put back as calls delete them), and
// ids also name its neighbour's records, whose farm must come out unchanged.

const SEED = Number(process.env.FARM_HAND_FUZZ_SEED ?? 20_261_125);
/** The fixture is put back this often, so ids keep naming records that exist. */
const REFILL_EVERY = 50;
/** The procedures whose success ends the caller's session. */
const SIGN_OUTS = new Set(['auth.logout', 'auth.logoutAll']);

const logged: string[] = [];
const log: Logger = { info: () => {}, error: (message, error) => logged.push(`${message} ${error instanceof Error ? error.stack : String(error)}`) };
let mailsSent = 0;
const mailer: Mailer = { appUrl: 'https://farm.example.com', send: async () => void (mailsSent += 1) };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ log, mailer });
});
afterAll(() => server.close());

const caller = (user: QuickUser): Caller => ({ url: server.url, token: user.token });
const shown = (text: string | undefined, max = 300) => (text === undefined ? '(none)' : text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

function describeFailure(request: FuzzRequest, status: number, answer: string, problems: string[]): string {
  const body = request.body ? `${request.body.contentType} ${shown(request.body.text)}` : 'no body';
  return `${problems.join('; ')}: ${request.transport} ${request.method} ${shown(request.target, 200)} [${body}] → ${status} ${shown(answer)}`;
}

describe('generated bad input', () => {
  it(`${SCALE.badBodies} calls over every operation: never a 5xx, a 400 with a message for what the schema refuses, nothing internal shown`, async () => {
    console.log(`[bad-input] seed ${SEED} (set FARM_HAND_FUZZ_SEED=${SEED} to repeat this run)`);
    const started = performance.now();
    const document = await servedOperations(server.url);
    const farm = quickUser(server.db, 'Fuzzed Farm');
    const neighbour = quickUser(server.db, 'Next Door');
    let fixture = await ensureFixture(caller(farm));
    const targets = await fuzzTargets(document, fixture, await ensureFixture(caller(neighbour)));
    const neighbourBefore = await farmView(document, caller(neighbour));

    const requests = fc.sample(fuzzRequests(targets), { seed: SEED, numRuns: SCALE.badBodies });
    const check = answerChecker();
    const byStatus = new Map<number, number>();
    const operationsCalled = new Set<string>();
    const failures: string[] = [];
    let refusedAsDue = 0;
    let trpcCalls = 0;
    for (const [index, request] of requests.entries()) {
      if (index % REFILL_EVERY === 0) fixture = await ensureFixture(caller(farm), fixture);
      const due = await dueAnswer(request);
      const errorsBefore = logged.length;
      const answer = await send(server.url, farm.token, request);
      const problems = check(request, due, answer);
      if (logged.length > errorsBefore) problems.push(`the server logged: ${shown(logged.slice(errorsBefore).join(' | '), 600)}`);
      const signedOut = findActiveSession(server.db, farm.token) === null;
      if (signedOut && !SIGN_OUTS.has(request.operation.procedure.name)) problems.push('the call ended the farm’s session');
      if (signedOut) createSession(server.db, farm.userId, (farm.token = newSessionToken()));
      if (problems.length > 0) failures.push(describeFailure(request, answer.status, answer.text, problems));
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      operationsCalled.add(request.operation.key);
      if (due.status !== 'below 500' && answer.status === due.status) refusedAsDue += 1;
      if (request.transport === 'trpc') trpcCalls += 1;
    }

    expect(await farmView(document, caller(neighbour)), 'the neighbour’s farm, whose ids the calls also named').toEqual(neighbourBefore);
    const statuses = [...byStatus.entries()].sort(([a], [b]) => a - b);
    const fiveHundreds = statuses.filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    reportFigures('bad-input', [
      { name: 'seed', value: SEED, unit: 'seed' },
      { name: 'calls sent', value: requests.length, unit: 'calls' },
      { name: 'calls through tRPC', value: trpcCalls, unit: 'calls' },
      { name: 'operations covered', value: operationsCalled.size, unit: `of ${document.operations.length}` },
      { name: 'refused as the schema required', value: refusedAsDue, unit: 'calls' },
      ...statuses.map(([status, n]) => ({ name: `answered ${status}`, value: n, unit: 'calls' })),
      { name: 'answered 5xx', value: fiveHundreds, unit: 'calls' },
      { name: 'failures', value: failures.length, unit: 'calls' },
      { name: 'mails sent', value: mailsSent, unit: 'mails' },
      { name: 'duration', value: Math.round(performance.now() - started) / 1000, unit: 's' },
    ]);
    expect(operationsCalled.size, 'every operation of the document was called').toBe(document.operations.length);
    expect(failures.slice(0, 25), `${failures.length} of ${requests.length} calls failed (seed ${SEED})`).toEqual([]);
  }, 1_800_000);

  // Found by the generated calls: the REST adapter collected the query into `{}`, where these
  // names are the prototype's members, and every GET or DELETE that reads its query answered 500.
  it('a query key named like a member of every object ("constructor", "__proto__", "toString") is an ordinary key', async () => {
    const document = await servedOperations(server.url);
    const farm = quickUser(server.db);
    const readers = document.operations.filter((o) => (o.method === 'GET' || o.method === 'DELETE') && o.procedure.input._zod.def.type !== 'void');
    expect(readers.length, 'operations that read their query').toBeGreaterThan(0);
    const errorsBefore = logged.length;
    for (const operation of readers) {
      // An unknown id: a DELETE then removes nothing, and both calls must answer alike.
      const path = fillPath(operation.path, Object.fromEntries(operation.pathParams.map((p) => [p.name, randomUUID()])));
      const plain = await callJson(`${server.url}${path}?link=abc`, { method: operation.method, token: farm.token });
      const sneaky = await callJson(`${server.url}${path}?link=abc&constructor=1&__proto__=2&toString=3&hasOwnProperty=4&valueOf=5`, {
        method: operation.method,
        token: farm.token,
      });
      expect([operation.key, sneaky.status, sneaky.body?.message]).toEqual([operation.key, plain.status, plain.body?.message]);
    }
    expect(logged.slice(errorsBefore)).toEqual([]);
  });
});
