import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DELETED_RECORD_MESSAGE } from '../../../core/errors';
import { QUICK_USER_PASSWORD } from '../../../core/testing/quick-user';
import { callJson } from '../../testing/http';

// How to make a record of every kind the API keeps under an id, by the collection path that creates
// it. The reliability tests look a documented path up here (`collectionOf`); a path with an id whose
// collection is missing fails them, so a new record type must be added to this table.

export type Body = Record<string, unknown>;
export type Saved = Body & { id: string };

export interface RecordKind {
  /** The kinds a record of this one sits in (a cane's semen tank), by collection path. */
  parents?: readonly string[];
  /** A valid create for the n-th record, given the ids of its parents by collection path (else what its calls take). */
  body(n: number, parents: Readonly<Record<string, string>>): Body;
  /** How a record made otherwise than by a POST to its collection is made (a conflict, by a push). */
  make?(caller: Caller): Promise<Saved>;
  /** Its kind in a sync push, for the kinds a device may edit (and so delete). */
  syncKind?: string;
}

/** A push that clashes: a second pasture under a name the farm has is a `duplicate` conflict. */
async function makeConflict(caller: Caller): Promise<Saved> {
  const name = `Clash ${randomUUID()}`;
  const create = () => ({ opId: randomUUID(), procedure: 'pastures.create', input: { id: randomUUID(), name } });
  const pushed = await callJson<{ results: { conflicts?: string[] }[] }>(`${caller.url}/api/sync/push`, {
    body: { deviceId: randomUUID(), ops: [create(), create()] },
    token: caller.token,
  });
  const id = pushed.body.results[1]?.conflicts?.[0];
  const conflicts = await callJson<Saved[]>(`${caller.url}/api/conflicts`, { token: caller.token });
  const conflict = conflicts.body.find((record) => record.id === id);
  expect(conflict, JSON.stringify(pushed.body)).toBeDefined();
  return conflict!;
}

/** A member of the caller's farm, as a person becomes one: invited as a hand, then joined by the code. */
async function makeMember(caller: Caller): Promise<Saved> {
  const email = `member.${randomUUID()}@example.com`;
  const invited = await callJson<{ code: string }>(`${caller.url}/api/farm/invitations`, { body: { email, role: 'hand' }, token: caller.token });
  const joined = await callJson<{ user: Saved }>(`${caller.url}/api/auth/join`, { body: { code: invited.body.code, email, password: 'secret12', name: 'New Hand' } });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return joined.body.user;
}

/** Parents before the kinds that sit in them. */
export const RECORD_KINDS: Readonly<Record<string, RecordKind>> = {
  '/api/pastures': { syncKind: 'pastures', body: (n) => ({ name: `Pasture ${n}`, description: 'Brome and clover', capacity: 40 }) },
  '/api/cattle': { syncKind: 'cattle', body: (n) => ({ tag: `7${n}`, name: `Daisy ${n}`, type: 'Cow', pasture: `Pasture ${n}`, breed: 'Angus', weight: 1200 }) },
  '/api/activities': { body: (n) => ({ type: 'vaccination', cattleTag: `7${n}`, date: '2026-03-02', pasture: `Pasture ${n}`, notes: `Dose ${n}` }) },
  '/api/storage-tanks': { syncKind: 'storageTanks', body: (n) => ({ name: `Storage ${n}`, type: 'freezer', capacity: 500, location: 'Shop' }) },
  '/api/semen-tanks': { syncKind: 'semenTanks', body: (n) => ({ name: `Semen tank ${n}`, description: 'Bull semen', location: 'Barn' }) },
  '/api/semen-canes': {
    syncKind: 'semenCanes',
    parents: ['/api/semen-tanks'],
    body: (n, parents) => ({ tankId: parents['/api/semen-tanks'], caneNumber: String(n), label: `Cane ${n}` }),
  },
  '/api/semen-straws': {
    syncKind: 'semenStraws',
    parents: ['/api/semen-canes'],
    body: (n, parents) => ({ caneId: parents['/api/semen-canes'], bullName: `Bull ${n}`, breed: 'Angus', totalStraws: 10, remainingStraws: 10 }),
  },
  '/api/embryos': { syncKind: 'embryos', body: (n) => ({ donorDam: `Dam ${n}`, sire: 'SAV Resource', breed: 'Angus', embryoGrade: '1', totalEmbryos: 6, remainingEmbryos: 6 }) },
  '/api/forage': { syncKind: 'forage', body: (n) => ({ type: 'hay', variety: 'alfalfa', location: `Barn ${n}`, totalBales: 100, remainingBales: 80, pricePerBale: 1100 }) },
  '/api/medicines': { syncKind: 'medicines', body: (n) => ({ name: `Medicine ${n}`, kind: 'antibiotic', meatWithdrawalDays: 28, milkWithdrawalDays: 4, unit: 'ml' }) },
  '/api/treatments': {
    parents: ['/api/cattle'],
    body: (n, parents) => ({ cattleIds: [parents['/api/cattle']], date: '2026-03-02', product: `Product ${n}`, meatWithdrawalDays: 10 }),
  },
  '/api/pregnancy-checks': { parents: ['/api/cattle'], body: (n, parents) => ({ cattleId: parents['/api/cattle'], date: '2026-03-02', result: n % 2 ? 'open' : 'recheck' }) },
  '/api/weights': { parents: ['/api/cattle'], body: (n, parents) => ({ cattleId: parents['/api/cattle'], date: '2026-03-02', weight: 500 + n, kind: 'other' }) },
  '/api/data/backups': { body: () => ({}) },
  '/api/conflicts': { make: makeConflict, body: () => ({ choice: 'theirs' }) },
  '/api/farm/invitations': { body: (n) => ({ email: `invitee.${n}.${randomUUID()}@example.com`, role: 'hand' }) },
  '/api/farm/members': { make: makeMember, body: () => ({ role: 'viewer' }) },
};

/** Valid inputs of the operations that take one but make or change no record of a kind above (a body, or a query's fields). */
export const VALID_INPUTS: Readonly<Record<string, Body>> = {
  'POST /api/auth/signup': { email: 'new.farm@example.com', password: 'secret12', farmName: 'New Ranch', ownerName: 'Sam', location: 'Ogallala, NE' },
  'POST /api/auth/login': { email: 'someone@example.com', password: 'not-the-password' },
  // The farms under test are quick users: they all have QUICK_USER_PASSWORD.
  'PATCH /api/auth/update-profile': {
    farmName: 'Renamed Farm',
    ownerName: 'Jo Rivera',
    location: 'Sheridan, WY',
    email: 'renamed.farm@example.com',
    currentPassword: QUICK_USER_PASSWORD,
  },
  // The same password again, so the call stays valid however often it is made.
  'POST /api/auth/change-password': { currentPassword: QUICK_USER_PASSWORD, newPassword: QUICK_USER_PASSWORD },
  // Well-formed, but names no link: 404 (the isolation sweep mails itself a real one).
  'POST /api/auth/confirm-email': { token: 'no-such-verification-link' },
  // One op under a fixed id: the first call applies it, every later one answers it again.
  'POST /api/sync/push': {
    deviceId: '0b7d2c1e-4a5f-4c3b-9d8e-1f2a3b4c5d6e',
    ops: [{ opId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', procedure: 'pastures.create', input: { name: 'Synced Pasture' } }],
  },
  'GET /api/sync/changes': { since: 0, limit: 10 },
  'GET /api/history': { limit: 10 },
  // Well-formed, but names no invitation: refused as no longer valid.
  'POST /api/auth/join': { code: 'no-such-invitation-code', email: 'joiner@example.com', password: 'secret12', name: 'Casey Morgan' },
  'GET /api/auth/invitation': { code: 'no-such-invitation-code' },
  // Well-formed, but names no live link: the download answers 404.
  'GET /api/cattle/export/shared': { link: 'no-such-download-link' },
  // Over tRPC the file is base64 (REST sends its bytes); a dry run, so the farm stays as it is.
  'POST /api/import/cattle': { file: Buffer.from('Tag,Type,Pasture\nF1,Cow,North\n').toString('base64'), dryRun: true },
};

export interface Caller {
  url: string;
  token: string;
}

export function kindOf(collection: string): RecordKind {
  const kind = RECORD_KINDS[collection];
  if (!kind) throw new Error(`${collection}: no way to make a record here; add it to RECORD_KINDS (server/reliability/support/openapi-records.ts)`);
  return kind;
}

async function posted(caller: Caller, collection: string, body: Body): Promise<{ status: number; body: Saved }> {
  const answer = await callJson<Saved>(`${caller.url}${collection}`, { body, token: caller.token });
  expect(answer.status, `POST ${collection} ${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}

let made = 0;

/** A valid create of `collection` for the caller: its parents are made first (the caller's own). */
export async function validCreate(caller: Caller, collection: string): Promise<Body> {
  const kind = kindOf(collection);
  const parents: Record<string, string> = {};
  for (const parent of kind.parents ?? []) parents[parent] = (await makeRecord(caller, parent)).id;
  made += 1;
  return kind.body(made, parents);
}

/** Makes a new record of `collection` (and its parents) for the caller; answers what the create answered. */
export async function makeRecord(caller: Caller, collection: string, extra: Body = {}): Promise<Saved> {
  const make = kindOf(collection).make;
  if (make) return make(caller);
  const answer = await posted(caller, collection, { ...(await validCreate(caller, collection)), ...extra });
  // A create answers 200, or 201 where the API says Created (an invitation).
  expect(answer.status, JSON.stringify(answer.body)).toBeOneOf([200, 201]);
  return answer.body;
}

/**
 * Puts a deleted record back under its id, as the Conflicts screen's Restore does: an edit pushed for
 * it is a `deleted` conflict, settled with "mine". (An id that was deleted stays deleted otherwise.)
 */
async function restoreDeleted(caller: Caller, syncKind: string, id: string): Promise<void> {
  const pushed = await callJson<{ results: { conflicts?: string[] }[] }>(`${caller.url}/api/sync/push`, {
    body: { deviceId: randomUUID(), ops: [{ opId: randomUUID(), procedure: `${syncKind}.update`, input: { id }, base: {} }] },
    token: caller.token,
  });
  const conflict = pushed.body.results[0]?.conflicts?.[0];
  const settled = await callJson(`${caller.url}/api/conflicts/${conflict}/resolve`, { body: { choice: 'mine' }, token: caller.token });
  expect(settled.status, `restoring ${syncKind} ${id} → ${JSON.stringify(settled.body)}`).toBe(200);
}

/** One record of every kind, each under an id fixed when it is first made, with the bodies it was made from. */
export interface Fixture {
  ids: Readonly<Record<string, string>>;
  bodies: Readonly<Record<string, Body>>;
}

/**
 * Makes the caller's fixture, or puts back what has gone of it: a create repeated with its id is
 * harmless (200 when unchanged, 409 when it was changed since or its tag is now another's), and a
 * deleted record is restored under its id.
 */
export async function ensureFixture(caller: Caller, fixture?: Fixture): Promise<Fixture> {
  const ids: Record<string, string> = fixture?.ids ? { ...fixture.ids } : Object.fromEntries(Object.keys(RECORD_KINDS).map((collection) => [collection, randomUUID()]));
  const bodies: Record<string, Body> = {};
  for (const [collection, kind] of Object.entries(RECORD_KINDS)) {
    bodies[collection] = kind.body(0, ids);
    if (kind.make) {
      // Made once; a record made this way is never taken away by the calls under test.
      if (!fixture) ids[collection] = (await kind.make(caller)).id;
      continue;
    }
    let answer = await posted(caller, collection, { id: ids[collection], ...bodies[collection] });
    if (answer.status === 404 && kind.parents) {
      // Its parent is gone for good (a clear, a restore, its tag taken meanwhile): it sits in new ones.
      const parents = Object.fromEntries(await Promise.all(kind.parents.map(async (parent) => [parent, (await makeRecord(caller, parent)).id] as const)));
      bodies[collection] = kind.body(0, parents);
      answer = await posted(caller, collection, { id: ids[collection], ...bodies[collection] });
    }
    if (answer.status === 409 && answer.body.message === DELETED_RECORD_MESSAGE && kind.syncKind) await restoreDeleted(caller, kind.syncKind, ids[collection]!);
    expect([200, 201, 409], `${collection} → ${JSON.stringify(answer.body)}`).toContain(answer.status);
  }
  return { ids, bodies };
}
