import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
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
  /** A valid create for the n-th record, given the ids of its parents by collection path. */
  body(n: number, parents: Readonly<Record<string, string>>): Body;
}

/** Parents before the kinds that sit in them. */
export const RECORD_KINDS: Readonly<Record<string, RecordKind>> = {
  '/api/pastures': { body: (n) => ({ name: `Pasture ${n}`, description: 'Brome and clover', capacity: 40 }) },
  '/api/cattle': { body: (n) => ({ tag: `7${n}`, name: `Daisy ${n}`, type: 'Cow', pasture: `Pasture ${n}`, breed: 'Angus', weight: 1200 }) },
  '/api/activities': { body: (n) => ({ type: 'vaccination', cattleTag: `7${n}`, date: '2026-03-02', pasture: `Pasture ${n}`, notes: `Dose ${n}` }) },
  '/api/storage-tanks': { body: (n) => ({ name: `Storage ${n}`, type: 'freezer', capacity: 500, location: 'Shop' }) },
  '/api/semen-tanks': { body: (n) => ({ name: `Semen tank ${n}`, description: 'Bull semen', location: 'Barn' }) },
  '/api/semen-canes': {
    parents: ['/api/semen-tanks'],
    body: (n, parents) => ({ tankId: parents['/api/semen-tanks'], caneNumber: String(n), label: `Cane ${n}` }),
  },
  '/api/semen-straws': {
    parents: ['/api/semen-canes'],
    body: (n, parents) => ({ caneId: parents['/api/semen-canes'], bullName: `Bull ${n}`, breed: 'Angus', totalStraws: 10, remainingStraws: 10 }),
  },
  '/api/embryos': { body: (n) => ({ donorDam: `Dam ${n}`, sire: 'SAV Resource', breed: 'Angus', embryoGrade: '1', totalEmbryos: 6, remainingEmbryos: 6 }) },
  '/api/forage': { body: (n) => ({ type: 'hay', variety: 'alfalfa', location: `Barn ${n}`, totalBales: 100, remainingBales: 80, pricePerBale: 1100 }) },
  '/api/data/backups': { body: () => ({}) },
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
  // Well-formed, but names no live link: the download answers 404.
  'GET /api/cattle/export/shared': { link: 'no-such-download-link' },
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
  const answer = await posted(caller, collection, { ...(await validCreate(caller, collection)), ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** One record of every kind, each under an id fixed when it is first made, with the bodies it was made from. */
export interface Fixture {
  ids: Readonly<Record<string, string>>;
  bodies: Readonly<Record<string, Body>>;
}

/**
 * Makes the caller's fixture, or puts back what has gone of it: a create repeated with its id is
 * harmless (200 when unchanged, 409 when it was changed since or its tag is now another's).
 */
export async function ensureFixture(caller: Caller, fixture?: Fixture): Promise<Fixture> {
  const ids = fixture?.ids ?? Object.fromEntries(Object.keys(RECORD_KINDS).map((collection) => [collection, randomUUID()]));
  const bodies: Record<string, Body> = {};
  for (const [collection, kind] of Object.entries(RECORD_KINDS)) {
    bodies[collection] = kind.body(0, ids);
    const answer = await posted(caller, collection, { id: ids[collection], ...bodies[collection] });
    expect([200, 409], `${collection} → ${JSON.stringify(answer.body)}`).toContain(answer.status);
  }
  return { ids, bodies };
}
