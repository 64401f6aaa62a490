import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import { CREATABLE_KINDS } from './testing/record-fixtures';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Creates are safe to repeat (docs/safe-writes.md): every kind of record takes the client's UUID,
// over real HTTP at its REST path (every kind of testing/record-fixtures.ts).

const MESSAGES = {
  notUuid: 'Record id must be a UUID',
  savedWithOtherDetails: 'This record was already saved with other details. Close the form and edit the saved record.',
  inUse: 'This record id is already in use. Reload the page and try again.',
};

interface Answer {
  id: string;
  createdAt: string;
  message: string;
  data?: { issues?: { path: string[]; message: string }[] };
}

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

/** Creates a record of the caller's own and answers its id: the parent a cane or straw lot sits in. */
async function ownId(path: string, fields: Record<string, unknown>, who: QuickUser): Promise<string> {
  const answer = await callJson<Answer>(`${server.url}${path}`, { body: fields, token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

describe.each(CREATABLE_KINDS)('POST $path: a create is safe to repeat with the client’s id ($kind)', ({ kind, path, body: fieldsOf, changed, parent, listExtras = [] }) => {
  const post = (fields: unknown, who: QuickUser = farm) => callJson<Answer>(`${server.url}${path}`, { body: fields, token: who.token });
  const records = async (who: QuickUser = farm) => (await callJson<Answer[]>(`${server.url}${path}`, { token: who.token })).body;
  const parents = new Map<string, Promise<string | undefined>>();
  /** The create for `n`, in the caller's own parent when the record sits in one. */
  async function body(n: number, who: QuickUser = farm): Promise<Record<string, unknown>> {
    if (!parents.has(who.userId)) parents.set(who.userId, parent ? parent((at, fields) => ownId(at, fields, who)) : Promise.resolve(undefined));
    return fieldsOf(n, await parents.get(who.userId));
  }
  /** A listed record as the create answered it (without what the list adds). */
  const asSaved = (record: Answer | undefined) => record && Object.fromEntries(Object.entries(record).filter(([key]) => !listExtras.includes(key)));
  async function created(fields: Record<string, unknown>, who: QuickUser = farm): Promise<Answer> {
    const answer = await post(fields, who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  it(`the same create sent twice gives one ${kind}, and the second answer equals the first`, async () => {
    const id = randomUUID();
    const before = (await records()).length;
    const first = await post({ id, ...(await body(1)) });
    const second = await post({ id, ...(await body(1)) });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.id).toBe(id);
    expect(second.body).toEqual(first.body);
    expect((await records()).length).toBe(before + 1);
  });

  it(`the same id with other details → 409 "${MESSAGES.savedWithOtherDetails}", and the saved ${kind} is unchanged`, async () => {
    const id = randomUUID();
    const saved = await created({ id, ...(await body(2)) });
    const answer = await post({ id, ...changed(await body(2)) });
    expect([answer.status, answer.body.message]).toEqual([409, MESSAGES.savedWithOtherDetails]);
    expect(asSaved((await records()).find((record) => record.id === id))).toEqual(saved);
  });

  it(`an id that is not a UUID → 400 "${MESSAGES.notUuid}" on the id field`, async () => {
    const before = (await records()).length;
    for (const id of ['not-a-uuid', '', '12345', 42]) {
      const answer = await post({ id, ...(await body(3)) });
      expect([answer.status, answer.body.message]).toEqual([400, MESSAGES.notUuid]);
      expect(answer.body.data?.issues).toContainEqual({ path: ['id'], message: MESSAGES.notUuid });
    }
    expect((await records()).length).toBe(before);
  });

  it(`another farm’s id → 409 "${MESSAGES.inUse}", telling nothing of its ${kind}, which stays as it was`, async () => {
    const id = randomUUID();
    const theirBody = await body(9, neighbour);
    const theirs = await created({ id, ...theirBody }, neighbour);
    const before = (await records()).length;
    for (const fields of [{ id, ...(await body(4)) }, { id, ...(await body(9)) }]) {
      const answer = await post(fields);
      expect([answer.status, answer.body.message]).toEqual([409, MESSAGES.inUse]);
      const text = JSON.stringify(answer.body);
      const secrets = [theirs.createdAt, ...Object.values(theirBody).filter((value): value is string => typeof value === 'string' && value.length > 3)];
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(asSaved((await records(neighbour)).find((record) => record.id === id))).toEqual(theirs);
    expect((await records()).length).toBe(before);
  });

  it(`a create without an id still works; one with a fresh UUID stores exactly that id`, async () => {
    expect((await created(await body(5))).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const id = randomUUID();
    expect((await created({ id, ...(await body(6)) })).id).toBe(id);
    expect((await records()).some((record) => record.id === id)).toBe(true);
  });
});
