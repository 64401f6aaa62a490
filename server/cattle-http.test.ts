import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './testing/http';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { startTestServer, type TestServer } from './testing/test-server';

// The herd book's rules over real HTTP at the REST paths: POST/GET /api/cattle,
// PATCH/DELETE /api/cattle/{id}.
type Animal = Record<string, unknown> & { id: string };
interface ErrorBody {
  message: string;
  code: string;
  data?: { issues?: { path: (string | number)[]; message: string }[] };
}

const MESSAGES = {
  type: 'Animal type is required',
  pasture: 'Pasture assignment is required',
  identification: 'Either name or tag number must be provided for identification',
  tagInUse: 'This tag number is already in use by another animal. Please choose a different tag number.',
};

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;

beforeAll(async () => {
  server = await startTestServer();
  farm = quickUser(server.db, 'Home Ranch');
  neighbour = quickUser(server.db, 'Next Door');
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}${path}`;
const post = (body: unknown, who: QuickUser = farm) => callJson<Animal & ErrorBody>(api('/api/cattle'), { body, token: who.token });
const patch = (id: string, body: unknown, who: QuickUser = farm) =>
  callJson<Animal & ErrorBody>(api(`/api/cattle/${id}`), { method: 'PATCH', body, token: who.token });
const remove = (id: string, who: QuickUser = farm) => callJson<ErrorBody>(api(`/api/cattle/${id}`), { method: 'DELETE', token: who.token });
const list = async (who: QuickUser = farm) => {
  const answer = await callJson<Animal[]>(api('/api/cattle'), { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Creates an animal that must be accepted. */
async function created(body: Record<string, unknown>, who: QuickUser = farm): Promise<Animal> {
  const answer = await post({ type: 'Cow', pasture: 'North Meadow', ...body }, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

function expectIssue(body: ErrorBody, field: string, message: string) {
  expect(body.data?.issues).toContainEqual({ path: [field], message });
}

describe('POST /api/cattle: identification', () => {
  it('accepts a tag and a name, a name only, or a tag only', async () => {
    expect(await created({ tag: '1001', name: 'Bessie' })).toMatchObject({ tag: '1001', name: 'Bessie' });
    expect(await created({ name: 'Clover' })).toMatchObject({ tag: null, name: 'Clover' });
    expect(await created({ tag: '1002' })).toMatchObject({ tag: '1002', name: null });
  });

  it('refuses an animal with neither tag nor name: 400, the message on name', async () => {
    for (const body of [{}, { tag: '', name: '' }, { tag: '   ', name: null }]) {
      const answer = await post({ type: 'Cow', pasture: 'North Meadow', ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.identification);
      expectIssue(answer.body, 'name', MESSAGES.identification);
    }
  });

  it('missing type → 400 "Animal type is required"', async () => {
    for (const type of [undefined, '', '   ', null]) {
      const answer = await post({ tag: '1003', pasture: 'North Meadow', type });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.type);
      expectIssue(answer.body, 'type', MESSAGES.type);
    }
  });

  it('missing pasture → 400 "Pasture assignment is required"', async () => {
    for (const pasture of [undefined, '', '  ']) {
      const answer = await post({ tag: '1004', type: 'Cow', pasture });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.pasture);
      expectIssue(answer.body, 'pasture', MESSAGES.pasture);
    }
  });
});

describe('POST /api/cattle: what is stored', () => {
  it('trims tag and name; empty text and empty dates become null', async () => {
    const animal = await created({ tag: '  1010  ', name: '  Daisy ', breed: '', notes: '   ', birthDate: '', weanDate: '', buyer: '' });
    expect(animal).toMatchObject({ tag: '1010', name: 'Daisy', breed: null, notes: null, birthDate: null, weanDate: null, buyer: null });
  });

  it('a tag, a name or a pasture sent as a JSON number is kept as its text', async () => {
    expect(await created({ tag: 1004, name: 42, pasture: 7 })).toMatchObject({ tag: '1004', name: '42', pasture: '7' });
  });

  it('dam and sire "none" (any case) become null', async () => {
    expect(await created({ tag: '1011', cowTag: 'none', sireTag: 'None' })).toMatchObject({ cowTag: null, sireTag: null });
    expect(await created({ tag: '1012', cowTag: '44', sireTag: 'Big Red' })).toMatchObject({ cowTag: '44', sireTag: 'Big Red' });
  });

  it('weights and sale price of 0 become null; money is kept in cents', async () => {
    const zero = await created({ tag: '1013', weight: 0, birthWeight: 0, weanWeight: 0, salePrice: 0 });
    expect(zero).toMatchObject({ weight: null, birthWeight: null, weanWeight: null, salePrice: null });
    expect(await created({ tag: '1014', weight: 1250, salePrice: 185_000 })).toMatchObject({ weight: 1250, salePrice: 185_000 });
  });

  it('status and type in any case are stored normalised (lowercase status, capitalised type); status defaults to active', async () => {
    expect(await created({ tag: '1020', type: 'heifer', status: 'PREGNANT' })).toMatchObject({ type: 'Heifer', status: 'pregnant' });
    expect(await created({ tag: '1021', type: 'BULL', status: 'Active' })).toMatchObject({ type: 'Bull', status: 'active' });
    expect(await created({ tag: '1022', type: 'Steer' })).toMatchObject({ status: 'active' });
  });

  it('an unknown type or status → 400 naming the choices', async () => {
    const goat = await post({ tag: '1023', type: 'Goat', pasture: 'North Meadow' });
    expect([goat.status, goat.body.message]).toEqual([400, 'Animal type must be one of: Cow, Bull, Steer, Heifer, Calf']);
    const grazing = await post({ tag: '1024', type: 'Cow', pasture: 'North Meadow', status: 'grazing' });
    expect(grazing.status).toBe(400);
    expect(grazing.body.message).toMatch(/^Status must be one of/);
  });

  it('an invalid date → 400 on that field', async () => {
    for (const [field, value] of [
      ['birthDate', '2024-02-30'],
      ['breedingDate', 'yesterday'],
      ['weanDate', '2024-13-01'],
    ] as const) {
      const answer = await post({ tag: '1030', type: 'Cow', pasture: 'North Meadow', [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.data?.issues?.[0]?.path).toEqual([field]);
      expect(answer.body.message).toMatch(/must be a valid date \(YYYY-MM-DD\)$/);
    }
  });
});

describe('expected calving date (283 days, 280 for embryo transfer)', () => {
  it.each([
    ['artificial_insemination', '2025-01-10', '2025-10-20'],
    ['natural_bull', '2025-01-10', '2025-10-20'],
    ['not_specified', '2025-01-10', '2025-10-20'],
    ['embryo_transfer', '2025-01-10', '2025-10-17'],
  ])('POST with %s bred %s → expected %s', async (breedingMethod, breedingDate, expected) => {
    const animal = await created({ name: `Bred ${breedingMethod}`, breedingDate, breedingMethod });
    expect(animal.expectedCalvingDate).toBe(expected);
  });

  it('a given expected calving date is kept on POST', async () => {
    const animal = await created({ name: 'Kept', breedingDate: '2025-01-10', breedingMethod: 'embryo_transfer', expectedCalvingDate: '2025-11-01' });
    expect(animal.expectedCalvingDate).toBe('2025-11-01');
  });

  it('no method or no date → no expected calving date', async () => {
    expect((await created({ name: 'No method', breedingDate: '2025-01-10' })).expectedCalvingDate).toBeNull();
    expect((await created({ name: 'No date', breedingMethod: 'natural_bull' })).expectedCalvingDate).toBeNull();
  });

  it('PATCH with a new breeding fills it (+283, +280 for ET), and keeps one that is given', async () => {
    const cow = await created({ name: 'Rebred' });
    expect((await patch(cow.id, { breedingDate: '2025-03-01', breedingMethod: 'natural_bull' })).body.expectedCalvingDate).toBe('2025-12-09');
    expect((await patch(cow.id, { breedingMethod: 'embryo_transfer' })).body.expectedCalvingDate).toBe('2025-12-06');
    const given = await patch(cow.id, { breedingDate: '2025-04-01', expectedCalvingDate: '2026-01-15' });
    expect(given.body).toMatchObject({ breedingDate: '2025-04-01', expectedCalvingDate: '2026-01-15' });
    // A change to anything else leaves the date alone.
    expect((await patch(cow.id, { notes: 'Quiet cow' })).body.expectedCalvingDate).toBe('2026-01-15');
  });
});

describe('tags are unique per farm', () => {
  it('a duplicate tag → 409 with the readable message on the tag field', async () => {
    await created({ tag: '2000' });
    const duplicate = await post({ tag: '2000', name: 'Copy', type: 'Cow', pasture: 'North Meadow' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(MESSAGES.tagInUse);
    expect(duplicate.body.data?.issues).toEqual([{ path: ['tag'], message: MESSAGES.tagInUse }]);
  });

  it('a PATCH onto a tag already in use → 409, and the animal is unchanged', async () => {
    const other = await created({ tag: '2001' });
    const answer = await patch(other.id, { tag: '2000' });
    expect([answer.status, answer.body.message]).toEqual([409, MESSAGES.tagInUse]);
    expect((await list()).find((a) => a.id === other.id)?.tag).toBe('2001');
  });

  it('the same tag on another farm is fine', async () => {
    expect((await created({ tag: '2000' }, neighbour)).tag).toBe('2000');
  });
});

describe('GET /api/cattle (by numeric tag, then name)', () => {
  it('sorts numeric tags numerically (2 < 10 < 101), then by name, untagged last', async () => {
    const fresh = quickUser(server.db);
    for (const body of [{ tag: '101' }, { name: 'Zelda' }, { tag: '10', name: 'Ten' }, { tag: '2' }, { name: 'abbie' }, { tag: 'A7' }]) {
      await created(body, fresh);
    }
    expect((await list(fresh)).map((a) => a.tag ?? a.name)).toEqual(['2', '10', '101', 'A7', 'abbie', 'Zelda']);
  });

  it('answers every field of the record, never the owner', async () => {
    const [animal] = await list();
    expect(animal).toHaveProperty('expectedCalvingDate');
    expect(animal).toHaveProperty('createdAt');
    expect(animal).not.toHaveProperty('userId');
  });
});

describe('PATCH /api/cattle/{id}', () => {
  it('changes only the fields sent', async () => {
    const cow = await created({ tag: '3000', name: 'Patchy', breed: 'Angus', weight: 1200, notes: 'Calm' });
    const answer = await patch(cow.id, { weight: 1250 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tag: '3000', name: 'Patchy', breed: 'Angus', weight: 1250, notes: 'Calm', pasture: 'North Meadow' });
  });

  it('cannot blank the pasture', async () => {
    const cow = await created({ tag: '3001' });
    const answer = await patch(cow.id, { pasture: '' });
    expect([answer.status, answer.body.message]).toEqual([400, MESSAGES.pasture]);
    expectIssue(answer.body, 'pasture', MESSAGES.pasture);
  });

  it('may blank one identifier but not both', async () => {
    const cow = await created({ tag: '3002', name: 'Both' });
    expect((await patch(cow.id, { tag: '' })).body).toMatchObject({ tag: null, name: 'Both' });
    const answer = await patch(cow.id, { name: null });
    expect([answer.status, answer.body.message]).toEqual([400, MESSAGES.identification]);
    expectIssue(answer.body, 'name', MESSAGES.identification);
  });

  it('normalises the same way as POST', async () => {
    const cow = await created({ tag: '3003' });
    expect((await patch(cow.id, { status: 'Sold', type: 'cow', salePrice: 0, cowTag: 'NONE' })).body).toMatchObject({
      status: 'sold',
      type: 'Cow',
      salePrice: null,
      cowTag: null,
    });
  });
});

describe('a disposition sets the status (sold → sold, deceased → deceased)', () => {
  it('POST with disposition sold saves status sold; deceased saves deceased, whatever status was sent', async () => {
    expect(await created({ tag: '3100', status: 'active', disposition: 'sold', dispositionDate: '2025-10-01' })).toMatchObject({ disposition: 'sold', status: 'sold' });
    expect(await created({ tag: '3101', status: 'pregnant', disposition: 'Deceased' })).toMatchObject({ disposition: 'deceased', status: 'deceased' });
  });

  it('PATCH of the disposition alone moves the status; while it stands, the status stays; cleared, the status is left as it is', async () => {
    const cow = await created({ tag: '3102', status: 'pregnant' });
    const sold = await patch(cow.id, { disposition: 'sold', salePrice: 150000 });
    expect([sold.status, sold.body.status]).toEqual([200, 'sold']);
    expect((await patch(cow.id, { status: 'active' })).body).toMatchObject({ disposition: 'sold', status: 'sold' });
    expect((await patch(cow.id, { disposition: 'deceased' })).body).toMatchObject({ status: 'deceased' });
    expect((await patch(cow.id, { disposition: null })).body).toMatchObject({ disposition: null, status: 'deceased' });
    expect((await patch(cow.id, { status: 'active' })).body).toMatchObject({ status: 'active' });
  });
});

describe('DELETE /api/cattle/{id}', () => {
  it('deletes the animal; a second delete is 404', async () => {
    const cow = await created({ tag: '4000' });
    const answer = await remove(cow.id);
    expect([answer.status, answer.body]).toEqual([200, { ok: true }]);
    expect((await list()).some((a) => a.id === cow.id)).toBe(false);
    expect((await remove(cow.id)).status).toBe(404);
  });
});

describe('each farm sees only its own animals (another user’s record is 404)', () => {
  it('another farm’s animal is 404 on PATCH and DELETE, untouched, and absent from its list', async () => {
    const mine = await created({ tag: '5000', name: 'Mine' });
    const patched = await patch(mine.id, { name: 'Stolen' }, neighbour);
    expect([patched.status, patched.body.message]).toEqual([404, 'Animal not found']);
    expect(JSON.stringify(patched.body)).not.toContain('Mine');
    expect((await remove(mine.id, neighbour)).status).toBe(404);
    expect((await list(neighbour)).some((a) => a.id === mine.id)).toBe(false);
    expect((await list()).find((a) => a.id === mine.id)?.name).toBe('Mine');
  });

  it('an unknown id is the same 404', async () => {
    const answer = await patch('00000000-0000-4000-8000-000000000000', { name: 'Ghost' });
    expect([answer.status, answer.body.message]).toEqual([404, 'Animal not found']);
  });
});

describe('auth and malformed requests', () => {
  it('no token or a bad token → 401 on every cattle call', async () => {
    const id = (await created({ tag: '6000' })).id;
    for (const [method, path] of [
      ['GET', '/api/cattle'],
      ['POST', '/api/cattle'],
      ['PATCH', `/api/cattle/${id}`],
      ['DELETE', `/api/cattle/${id}`],
    ] as const) {
      for (const token of [undefined, 'not-a-real-token']) {
        const body = method === 'POST' || method === 'PATCH' ? { name: 'x', type: 'Cow', pasture: 'P' } : undefined;
        const answer = await callJson<ErrorBody>(api(path), { method, body, token });
        expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 401, 'Please sign in to continue']);
      }
    }
  });

  it.each([
    ['not JSON', '{"type": Cow'],
    ['an array', '[1, 2]'],
    ['a bare string', '"cow"'],
    ['null', 'null'],
    // (A number for text is taken as its text: "POST /api/cattle: what is stored".)
    ['true for text', { name: true, type: 'Cow', pasture: 'P' }],
    ['text for a number', { name: 'x', type: 'Cow', pasture: 'P', weight: 'heavy' }],
    ['a negative weight', { name: 'x', type: 'Cow', pasture: 'P', weight: -5 }],
    ['an absurd weight', { name: 'x', type: 'Cow', pasture: 'P', weight: 1e12 }],
    ['half a straw', { name: 'x', type: 'Cow', pasture: 'P', strawsUsed: 1.5 }],
    ['an object for a name', { name: { first: 'x' }, type: 'Cow', pasture: 'P' }],
    ['text for a flag', { name: 'x', type: 'Cow', pasture: 'P', cameBackInHeat: 'yes' }],
    ['a 10 kB tag', { tag: '1'.repeat(10_000), type: 'Cow', pasture: 'P' }],
  ])('POST with %s → 400, never 5xx', async (_, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
  });

  it('a malformed PATCH → 400, never 5xx, and the animal is unchanged', async () => {
    const cow = await created({ tag: '6001', name: 'Steady' });
    for (const body of ['{oops', '[]', '[{"name":"x"}]', '"cow"', '42', 'null', { weight: 'x' }, { birthDate: '31/12/2024' }, { type: '' }]) {
      const answer = await patch(cow.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await list()).find((a) => a.id === cow.id)).toEqual(cow);
  });
});

