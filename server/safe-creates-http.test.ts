import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { startTestServer, type TestServer } from './testing/test-server';

// Creates are safe to repeat (docs/safe-writes.md): every kind of record takes the client's UUID,
// over real HTTP at its REST path. A record type that comes later adds its line to KINDS.

const MESSAGES = {
  notUuid: 'Record id must be a UUID',
  savedWithOtherDetails: 'This record was already saved with other details. Close the form and edit the saved record.',
  inUse: 'This record id is already in use. Reload the page and try again.',
};

interface Creatable {
  /** What the record is called in the test names. */
  kind: string;
  path: string;
  /** A valid create, unique to `n` (a tag, a name). */
  body: (n: number) => Record<string, unknown>;
  /** The same record with one detail changed. */
  changed: (body: Record<string, unknown>) => Record<string, unknown>;
}

const KINDS: Creatable[] = [
  {
    kind: 'animal',
    path: '/api/cattle',
    // With a breeding date and method: the expected calving date the server fills is no "other detail".
    body: (n) => ({ tag: `70${n}`, name: `Daisy ${n}`, type: 'Cow', pasture: 'North Meadow', breedingDate: '2025-01-10', breedingMethod: 'natural_bull' }),
    changed: (body) => ({ ...body, name: 'Not Daisy' }),
  },
  {
    kind: 'pasture',
    path: '/api/pastures',
    body: (n) => ({ name: `Repeat Meadow ${n}`, description: 'Native grass', capacity: 40 }),
    changed: (body) => ({ ...body, capacity: 41 }),
  },
  {
    kind: 'activity',
    path: '/api/activities',
    // A repeat must not log the vaccination twice (nor move, breed or draw straws twice).
    body: (n) => ({ type: 'vaccination', cattleTag: `80${n}`, date: '2026-03-02', pasture: 'North Meadow', notes: 'Blackleg 7-way' }),
    changed: (body) => ({ ...body, notes: 'Pinkeye' }),
  },
];

interface Answer {
  id: string;
  createdAt: string;
  message: string;
  data?: { issues?: { path: string[]; message: string }[] };
}

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db);
  neighbour = quickUser(server.db);
});
afterAll(() => server.close());

describe.each(KINDS)('POST $path: a create is safe to repeat with the client’s id ($kind)', ({ kind, path, body, changed }) => {
  const post = (fields: unknown, who: QuickUser = farm) => callJson<Answer>(`${server.url}${path}`, { body: fields, token: who.token });
  const records = async (who: QuickUser = farm) => (await callJson<Answer[]>(`${server.url}${path}`, { token: who.token })).body;
  async function created(fields: Record<string, unknown>, who: QuickUser = farm): Promise<Answer> {
    const answer = await post(fields, who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  it(`the same create sent twice gives one ${kind}, and the second answer equals the first`, async () => {
    const id = randomUUID();
    const before = (await records()).length;
    const first = await post({ id, ...body(1) });
    const second = await post({ id, ...body(1) });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.id).toBe(id);
    expect(second.body).toEqual(first.body);
    expect((await records()).length).toBe(before + 1);
  });

  it(`the same id with other details → 409 "${MESSAGES.savedWithOtherDetails}", and the saved ${kind} is unchanged`, async () => {
    const id = randomUUID();
    const saved = await created({ id, ...body(2) });
    const answer = await post({ id, ...changed(body(2)) });
    expect([answer.status, answer.body.message]).toEqual([409, MESSAGES.savedWithOtherDetails]);
    expect((await records()).find((record) => record.id === id)).toEqual(saved);
  });

  it(`an id that is not a UUID → 400 "${MESSAGES.notUuid}" on the id field`, async () => {
    const before = (await records()).length;
    for (const id of ['not-a-uuid', '', '12345', 42]) {
      const answer = await post({ id, ...body(3) });
      expect([answer.status, answer.body.message]).toEqual([400, MESSAGES.notUuid]);
      expect(answer.body.data?.issues).toContainEqual({ path: ['id'], message: MESSAGES.notUuid });
    }
    expect((await records()).length).toBe(before);
  });

  it(`another farm’s id → 409 "${MESSAGES.inUse}", telling nothing of its ${kind}, which stays as it was`, async () => {
    const id = randomUUID();
    const theirs = await created({ id, ...body(9) }, neighbour);
    const before = (await records()).length;
    for (const fields of [{ id, ...body(4) }, { id, ...body(9) }]) {
      const answer = await post(fields);
      expect([answer.status, answer.body.message]).toEqual([409, MESSAGES.inUse]);
      const text = JSON.stringify(answer.body);
      const secrets = [theirs.createdAt, ...Object.values(body(9)).filter((value): value is string => typeof value === 'string' && value.length > 3)];
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect((await records(neighbour)).find((record) => record.id === id)).toEqual(theirs);
    expect((await records()).length).toBe(before);
  });

  it(`a create without an id still works; one with a fresh UUID stores exactly that id`, async () => {
    expect((await created(body(5))).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const id = randomUUID();
    expect((await created({ id, ...body(6) })).id).toBe(id);
    expect((await records()).some((record) => record.id === id)).toBe(true);
  });
});
