import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { centsFromDollars, dollarsText, hundredthsFromPercent, percentText } from '../core/schemas/form-text';
import { callJson } from './testing/http';
import { recordApi, expectRejected, type Body, type ErrorBody } from './testing/record-api';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// Storage tanks, embryo lots and forage over real HTTP at their REST paths (GET/POST {path},
// PUT/DELETE {path}/{id}). Safe repeated creates: safe-creates-http.test.ts.

type StorageTank = { id: string; name: string; type: string; capacity: number | null; location: string | null; temperature: string | null; notes: string | null; createdAt: string };
type Embryo = {
  id: string;
  storageTankId: string | null;
  donorDam: string;
  sire: string;
  breed: string;
  embryoGrade: string | null;
  embryoStage: string | null;
  totalEmbryos: number;
  remainingEmbryos: number;
  pricePerEmbryo: number | null;
  storageLocation: string | null;
  notes: string | null;
  createdAt: string;
};
type Forage = {
  id: string;
  type: string;
  variety: string | null;
  quality: string | null;
  source: string | null;
  location: string;
  totalBales: number;
  remainingBales: number;
  moistureContent: number | null;
  pricePerBale: number | null;
  totalCost: number | null;
  notes: string | null;
  createdAt: string;
};
type SemenTank = { id: string; name: string; storageTankId: string | null };

const PATHS = { tanks: '/api/storage-tanks', embryos: '/api/embryos', forage: '/api/forage', semenTanks: '/api/semen-tanks' } as const;
const NOT_FOUND = { tank: 'Storage tank not found', embryo: 'Embryo lot not found', forage: 'Forage record not found' } as const;

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const { call, list, created, put, remove } = recordApi(() => ({ url: server.url, user: farm }));


const tankBody = (changes: Body = {}): Body => ({ name: 'Main LN2', type: 'liquid_nitrogen', capacity: 500, location: 'Barn', temperature: '-196°C', notes: 'Fill monthly', ...changes });
const embryoBody = (changes: Body = {}): Body => ({ donorDam: 'Blackbird 402', sire: 'SAV Resource', breed: 'Angus', totalEmbryos: 6, ...changes });
const forageBody = (changes: Body = {}): Body => ({ type: 'hay', location: 'Hay barn', totalBales: 100, remainingBales: 80, ...changes });

describe('storage tanks', () => {
  const TANK_TYPE_MESSAGE = 'Tank type must be one of: liquid_nitrogen, freezer, dry_shipper, vapor_shipper';

  it('name is required: missing or blank → 400 "Tank name is required"', async () => {
    const before = (await list(PATHS.tanks)).length;
    for (const name of [undefined, '', '   ', null]) expectRejected(await call('POST', PATHS.tanks, tankBody({ name })), 'name', 'Tank name is required');
    expect((await list(PATHS.tanks)).length).toBe(before);
  });

  it('type defaults to liquid_nitrogen when missing or blank; each listed type is kept', async () => {
    for (const type of [undefined, null, '', '   ']) {
      expect((await created<StorageTank>(PATHS.tanks, { name: 'Default type', type })).type).toBe('liquid_nitrogen');
    }
    for (const type of ['liquid_nitrogen', 'freezer', 'dry_shipper', 'vapor_shipper']) {
      expect((await created<StorageTank>(PATHS.tanks, tankBody({ type }))).type).toBe(type);
    }
  });

  it('a type outside liquid_nitrogen/freezer/dry_shipper/vapor_shipper → 400 on type', async () => {
    for (const type of ['nitrogen', 'Freezer', 'fridge']) expectRejected(await call('POST', PATHS.tanks, tankBody({ type })), 'type', TANK_TYPE_MESSAGE);
    expect((await call('POST', PATHS.tanks, tankBody({ type: 5 }))).status).toBe(400);
  });

  it('capacity is an optional whole number ≥ 0 (missing → null)', async () => {
    expect((await created<StorageTank>(PATHS.tanks, { name: 'No capacity' })).capacity).toBeNull();
    expect((await created<StorageTank>(PATHS.tanks, tankBody({ capacity: 0 }))).capacity).toBe(0);
    expect((await created<StorageTank>(PATHS.tanks, tankBody({ capacity: 1200 }))).capacity).toBe(1200);
    expectRejected(await call('POST', PATHS.tanks, tankBody({ capacity: -1 })), 'capacity', 'Capacity cannot be negative');
    expectRejected(await call('POST', PATHS.tanks, tankBody({ capacity: 2.5 })), 'capacity', 'Capacity must be a whole number');
    expectRejected(await call('POST', PATHS.tanks, tankBody({ capacity: '10' })), 'capacity', 'Capacity must be a number');
  });

  it('POST answers the stored tank (trimmed, blanks null); GET lists by name ignoring case', async () => {
    const owner = quickUser(server.db);
    const tank = await created<StorageTank>(PATHS.tanks, { name: '  bravo ', location: '', temperature: ' -196°C ', notes: '' }, owner);
    expect(tank).toMatchObject({ name: 'bravo', type: 'liquid_nitrogen', capacity: null, location: null, temperature: '-196°C', notes: null });
    await created(PATHS.tanks, { name: 'Charlie' }, owner);
    await created(PATHS.tanks, { name: 'alpha' }, owner);
    await created(PATHS.tanks, { name: 'Delta' }, owner);
    expect((await list<StorageTank>(PATHS.tanks, owner)).map((t) => t.name)).toEqual(['alpha', 'bravo', 'Charlie', 'Delta']);
  });

  it('PUT replaces every field (a field left out becomes null, type liquid_nitrogen)', async () => {
    const tank = await created<StorageTank>(PATHS.tanks, tankBody({ type: 'freezer' }));
    const replaced = await put<StorageTank>(PATHS.tanks, tank.id, { name: 'Shipper 1' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toEqual({ ...tank, name: 'Shipper 1', type: 'liquid_nitrogen', capacity: null, location: null, temperature: null, notes: null, version: 2 });
    expect((await list<StorageTank>(PATHS.tanks)).find((t) => t.id === tank.id)).toEqual(replaced.body);
    expectRejected(await put(PATHS.tanks, tank.id, { name: '' }), 'name', 'Tank name is required');
  });

  it('DELETE removes → { ok: true }; an unknown id → 404 "Storage tank not found" on PUT and DELETE', async () => {
    const tank = await created<StorageTank>(PATHS.tanks, tankBody());
    const deleted = await remove(PATHS.tanks, tank.id);
    expect([deleted.status, deleted.body]).toEqual([200, { ok: true }]);
    expect((await list<StorageTank>(PATHS.tanks)).some((t) => t.id === tank.id)).toBe(false);
    for (const id of [tank.id, randomUUID()]) {
      const again = await remove(PATHS.tanks, id);
      expect([again.status, again.body]).toMatchObject([404, { message: NOT_FOUND.tank }]);
      const replaced = await put(PATHS.tanks, id, tankBody());
      expect([replaced.status, replaced.body.message]).toEqual([404, NOT_FOUND.tank]);
    }
  });

  it('deleting a storage tank keeps its semen tanks and embryo lots, with storageTankId now null', async () => {
    const doomed = await created<StorageTank>(PATHS.tanks, tankBody({ name: 'Old freezer', type: 'freezer' }));
    const kept = await created<StorageTank>(PATHS.tanks, tankBody({ name: 'New LN2' }));
    const semenIn = await created<SemenTank>(PATHS.semenTanks, { name: 'Semen in old', storageTankId: doomed.id });
    const semenElsewhere = await created<SemenTank>(PATHS.semenTanks, { name: 'Semen in new', storageTankId: kept.id });
    const lotIn = await created<Embryo>(PATHS.embryos, embryoBody({ storageTankId: doomed.id }));
    const lotElsewhere = await created<Embryo>(PATHS.embryos, embryoBody({ storageTankId: kept.id }));
    expect([semenIn.storageTankId, lotIn.storageTankId]).toEqual([doomed.id, doomed.id]);

    expect((await remove(PATHS.tanks, doomed.id)).status).toBe(200);

    const semenTanks = await list<SemenTank>(PATHS.semenTanks);
    expect(semenTanks.find((t) => t.id === semenIn.id)).toMatchObject({ name: 'Semen in old', storageTankId: null });
    expect(semenTanks.find((t) => t.id === semenElsewhere.id)?.storageTankId).toBe(kept.id);
    const lots = await list<Embryo>(PATHS.embryos);
    expect(lots.find((l) => l.id === lotIn.id)).toEqual({ ...lotIn, storageTankId: null, version: 2 });
    expect(lots.find((l) => l.id === lotElsewhere.id)).toEqual(lotElsewhere);
  });
});

describe('embryo lots', () => {
  const REQUIRED: [field: string, message: string][] = [
    ['donorDam', 'Donor dam is required'],
    ['sire', 'Sire is required'],
    ['breed', 'Breed is required'],
    ['totalEmbryos', 'Total embryos is required'],
  ];

  it.each(REQUIRED)('%s is required: missing → 400 "%s"', async (field, message) => {
    const before = (await list(PATHS.embryos)).length;
    const { [field]: _left, ...body } = embryoBody();
    expectRejected(await call('POST', PATHS.embryos, body), field, message);
    if (field !== 'totalEmbryos') expectRejected(await call('POST', PATHS.embryos, { ...body, [field]: '   ' }), field, message);
    expect((await list(PATHS.embryos)).length).toBe(before);
  });

  // An empty number box reaches the API as null (numberOrNull('')); it must not become 0 embryos.
  it('totalEmbryos is required: null or "" → 400 "Total embryos is required", not a lot of 0', async () => {
    const before = (await list(PATHS.embryos)).length;
    for (const totalEmbryos of [null, '']) {
      expectRejected(await call('POST', PATHS.embryos, embryoBody({ totalEmbryos })), 'totalEmbryos', 'Total embryos is required');
    }
    expect((await list(PATHS.embryos)).length).toBe(before);
  });

  it('remainingEmbryos defaults to 0 and is capped at totalEmbryos (9 of 6 → 6), on POST and PUT', async () => {
    expect((await created<Embryo>(PATHS.embryos, embryoBody())).remainingEmbryos).toBe(0);
    const capped = await created<Embryo>(PATHS.embryos, embryoBody({ totalEmbryos: 6, remainingEmbryos: 9 }));
    expect([capped.totalEmbryos, capped.remainingEmbryos]).toEqual([6, 6]);
    expect((await list<Embryo>(PATHS.embryos)).find((l) => l.id === capped.id)?.remainingEmbryos).toBe(6);
    expect((await created<Embryo>(PATHS.embryos, embryoBody({ totalEmbryos: 6, remainingEmbryos: 4 }))).remainingEmbryos).toBe(4);

    const lowered = await put<Embryo>(PATHS.embryos, capped.id, embryoBody({ totalEmbryos: 3, remainingEmbryos: 9 }));
    expect([lowered.status, lowered.body.totalEmbryos, lowered.body.remainingEmbryos]).toEqual([200, 3, 3]);
    expectRejected(await call('POST', PATHS.embryos, embryoBody({ remainingEmbryos: -1 })), 'remainingEmbryos', 'Remaining embryos cannot be negative');
  });

  it('grade must be one of 1, 2, 3, A, B, C (blank → null); anything else → 400', async () => {
    for (const grade of ['1', '2', '3', 'A', 'B', 'C']) expect((await created<Embryo>(PATHS.embryos, embryoBody({ embryoGrade: grade }))).embryoGrade).toBe(grade);
    expect((await created<Embryo>(PATHS.embryos, embryoBody({ embryoGrade: '' }))).embryoGrade).toBeNull();
    for (const grade of ['4', 'D', 'a', 'Grade 1']) {
      expectRejected(await call('POST', PATHS.embryos, embryoBody({ embryoGrade: grade })), 'embryoGrade', 'Embryo grade must be one of: 1, 2, 3, A, B, C');
    }
  });

  it('stage must be one of morula, blastocyst, expanded blastocyst, hatched blastocyst; anything else → 400', async () => {
    for (const stage of ['morula', 'blastocyst', 'expanded blastocyst', 'hatched blastocyst']) {
      expect((await created<Embryo>(PATHS.embryos, embryoBody({ embryoStage: stage }))).embryoStage).toBe(stage);
    }
    for (const stage of ['zygote', 'Morula', 'expanded_blastocyst']) {
      expectRejected(
        await call('POST', PATHS.embryos, embryoBody({ embryoStage: stage })),
        'embryoStage',
        'Embryo stage must be one of: morula, blastocyst, expanded blastocyst, hatched blastocyst',
      );
    }
  });

  it('pricePerEmbryo is whole cents and round-trips (form "$450.25" → 45025 → "450.25")', async () => {
    const price = centsFromDollars('$450.25');
    expect(price).toBe(45025);
    const lot = await created<Embryo>(PATHS.embryos, embryoBody({ pricePerEmbryo: price }));
    const stored = (await list<Embryo>(PATHS.embryos)).find((l) => l.id === lot.id);
    expect(stored?.pricePerEmbryo).toBe(45025);
    expect(dollarsText(stored?.pricePerEmbryo)).toBe('450.25');
    expect((await created<Embryo>(PATHS.embryos, embryoBody({ pricePerEmbryo: 0 }))).pricePerEmbryo).toBe(0);
    expect((await created<Embryo>(PATHS.embryos, embryoBody())).pricePerEmbryo).toBeNull();
    expectRejected(await call('POST', PATHS.embryos, embryoBody({ pricePerEmbryo: 450.25 })), 'pricePerEmbryo', 'Price per embryo must be in whole cents');
  });

  it('storageTankId: the farm’s own tank is kept; another farm’s tank → 404 "Storage tank not found", nothing written', async () => {
    const mine = await created<StorageTank>(PATHS.tanks, tankBody({ name: 'My tank' }));
    const theirs = await created<StorageTank>(PATHS.tanks, tankBody({ name: 'Their tank' }), neighbour);
    const theirTanksBefore = await list<StorageTank>(PATHS.tanks, neighbour);
    const lot = await created<Embryo>(PATHS.embryos, embryoBody({ storageTankId: mine.id }));
    expect(lot.storageTankId).toBe(mine.id);
    const before = await list<Embryo>(PATHS.embryos);

    for (const storageTankId of [theirs.id, randomUUID()]) {
      const refused = await call('POST', PATHS.embryos, embryoBody({ storageTankId }));
      expect([refused.status, refused.body.message]).toEqual([404, NOT_FOUND.tank]);
      const moved = await put(PATHS.embryos, lot.id, embryoBody({ storageTankId }));
      expect([moved.status, moved.body.message]).toEqual([404, NOT_FOUND.tank]);
    }
    expect(await list<Embryo>(PATHS.embryos)).toEqual(before);
    expect(await list<StorageTank>(PATHS.tanks, neighbour)).toEqual(theirTanksBefore);
    expect((await list<Embryo>(PATHS.embryos, neighbour)).length).toBe(0);
  });

  it('PUT replaces the lot; DELETE removes it; an unknown id → 404 "Embryo lot not found"', async () => {
    const lot = await created<Embryo>(PATHS.embryos, embryoBody({ embryoGrade: '1', notes: 'Flush 3', remainingEmbryos: 5 }));
    const replaced = await put<Embryo>(PATHS.embryos, lot.id, embryoBody({ sire: 'Baldridge Alliance' }));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...lot, sire: 'Baldridge Alliance', embryoGrade: null, notes: null, remainingEmbryos: 0, version: 2 });
    expect([(await remove(PATHS.embryos, lot.id)).body]).toEqual([{ ok: true }]);
    expect((await list<Embryo>(PATHS.embryos)).some((l) => l.id === lot.id)).toBe(false);
    for (const id of [lot.id, randomUUID()]) {
      expect([(await remove(PATHS.embryos, id)).status, (await put(PATHS.embryos, id, embryoBody())).body.message]).toEqual([404, NOT_FOUND.embryo]);
    }
  });
});

describe('forage lots', () => {
  const REQUIRED: [field: string, message: string][] = [
    ['type', 'Forage type is required'],
    ['location', 'Storage location is required'],
    ['totalBales', 'Total bales is required'],
    ['remainingBales', 'Remaining bales is required'],
  ];

  it.each(REQUIRED)('%s is required: missing → 400 "%s"', async (field, message) => {
    const before = (await list(PATHS.forage)).length;
    const { [field]: _left, ...body } = forageBody();
    expectRejected(await call('POST', PATHS.forage, body), field, message);
    if (field === 'type' || field === 'location') expectRejected(await call('POST', PATHS.forage, { ...body, [field]: '' }), field, message);
    expect((await list(PATHS.forage)).length).toBe(before);
  });

  // An empty number box reaches the API as null (numberOrNull('')); it must not become 0 bales.
  it.each([
    ['totalBales', 'Total bales is required'],
    ['remainingBales', 'Remaining bales is required'],
  ])('%s is required: null or "" → 400 "%s", not 0 bales', async (field, message) => {
    const before = (await list(PATHS.forage)).length;
    for (const blank of [null, '']) expectRejected(await call('POST', PATHS.forage, forageBody({ [field]: blank })), field, message);
    expect((await list(PATHS.forage)).length).toBe(before);
  });

  it('type must be hay, straw, silage or haylage', async () => {
    for (const type of ['hay', 'straw', 'silage', 'haylage']) expect((await created<Forage>(PATHS.forage, forageBody({ type }))).type).toBe(type);
    expect((await call('POST', PATHS.forage, forageBody({ type: 'corn' }))).status).toBe(400);
  });

  it('remainingBales is capped at totalBales, on POST and PUT', async () => {
    const lot = await created<Forage>(PATHS.forage, forageBody({ totalBales: 40, remainingBales: 55 }));
    expect([lot.totalBales, lot.remainingBales]).toEqual([40, 40]);
    const replaced = await put<Forage>(PATHS.forage, lot.id, forageBody({ totalBales: 10, remainingBales: 12 }));
    expect([replaced.status, replaced.body.remainingBales]).toEqual([200, 10]);
    expect((await created<Forage>(PATHS.forage, forageBody({ totalBales: 40, remainingBales: 0 }))).remainingBales).toBe(0);
  });

  it('variety, quality and source must come from their lists (blank → null)', async () => {
    const lot = await created<Forage>(PATHS.forage, forageBody({ variety: 'orchard_grass', quality: 'premium', source: 'farm_grown' }));
    expect(lot).toMatchObject({ variety: 'orchard_grass', quality: 'premium', source: 'farm_grown' });
    expect(await created<Forage>(PATHS.forage, forageBody({ variety: '', quality: '', source: '' }))).toMatchObject({ variety: null, quality: null, source: null });
    expectRejected(
      await call('POST', PATHS.forage, forageBody({ variety: 'clover' })),
      'variety',
      'Variety must be one of: alfalfa, timothy, bermuda, fescue, orchard_grass, brome, mixed',
    );
    expectRejected(await call('POST', PATHS.forage, forageBody({ quality: 'excellent' })), 'quality', 'Quality must be one of: premium, good, fair, poor');
    expectRejected(await call('POST', PATHS.forage, forageBody({ source: 'traded' })), 'source', 'Source must be one of: farm_grown, purchased');
  });

  it('the form path: "$110.50" and "13.5" % → POST → GET answers 11050 cents and 1350 hundredths', async () => {
    const body = forageBody({
      pricePerBale: centsFromDollars('$110.50'),
      totalCost: centsFromDollars('$11,050.00'),
      moistureContent: hundredthsFromPercent('13.5'),
    });
    const lot = await created<Forage>(PATHS.forage, body);
    const stored = (await list<Forage>(PATHS.forage)).find((l) => l.id === lot.id);
    expect(stored).toMatchObject({ pricePerBale: 11050, totalCost: 1105000, moistureContent: 1350 });
    expect([dollarsText(stored?.pricePerBale), percentText(stored?.moistureContent)]).toEqual(['110.50', '13.5']);
  });

  it('moistureContent is hundredths of a percent, 0 to 10000', async () => {
    expect((await created<Forage>(PATHS.forage, forageBody({ moistureContent: 10000 }))).moistureContent).toBe(10000);
    expect((await created<Forage>(PATHS.forage, forageBody({ moistureContent: 0 }))).moistureContent).toBe(0);
    expect((await created<Forage>(PATHS.forage, forageBody())).moistureContent).toBeNull();
    expectRejected(await call('POST', PATHS.forage, forageBody({ moistureContent: 10001 })), 'moistureContent', 'Moisture cannot be above 100%');
    expectRejected(await call('POST', PATHS.forage, forageBody({ moistureContent: 13.5 })), 'moistureContent', 'Moisture must be in hundredths of a percent');
    expectRejected(await call('POST', PATHS.forage, forageBody({ moistureContent: -1 })), 'moistureContent', 'Moisture cannot be negative');
  });

  it('pricePerBale and totalCost are whole cents', async () => {
    expectRejected(await call('POST', PATHS.forage, forageBody({ pricePerBale: 110.5 })), 'pricePerBale', 'Price per bale must be in whole cents');
    expectRejected(await call('POST', PATHS.forage, forageBody({ totalCost: -100 })), 'totalCost', 'Total cost cannot be negative');
  });

  it('PUT replaces the lot; DELETE removes it; an unknown id → 404 "Forage record not found"', async () => {
    const lot = await created<Forage>(PATHS.forage, forageBody({ quality: 'good', notes: 'Rained on' }));
    const replaced = await put<Forage>(PATHS.forage, lot.id, forageBody({ location: 'North stack' }));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...lot, location: 'North stack', quality: null, notes: null, version: 2 });
    expect((await remove(PATHS.forage, lot.id)).body).toEqual({ ok: true });
    expect((await list<Forage>(PATHS.forage)).some((l) => l.id === lot.id)).toBe(false);
    for (const id of [lot.id, randomUUID()]) {
      expect([(await remove(PATHS.forage, id)).status, (await put(PATHS.forage, id, forageBody())).body.message]).toEqual([404, NOT_FOUND.forage]);
    }
  });
});

interface Isolated {
  kind: string;
  path: string;
  body: (changes?: Body) => Body;
  notFound: string;
}

const ISOLATED: Isolated[] = [
  { kind: 'storage tank', path: PATHS.tanks, body: tankBody, notFound: NOT_FOUND.tank },
  { kind: 'embryo lot', path: PATHS.embryos, body: embryoBody, notFound: NOT_FOUND.embryo },
  { kind: 'forage lot', path: PATHS.forage, body: forageBody, notFound: NOT_FOUND.forage },
];

describe.each(ISOLATED)('another farm’s $kind', ({ path, body, notFound }) => {
  it(`is not in its GET list; PUT and DELETE → 404 "${notFound}", and the record is unchanged`, async () => {
    const mine = await created<{ id: string }>(path, body());
    const before = (await list<{ id: string }>(path)).find((r) => r.id === mine.id);
    expect(before).toEqual(mine);

    expect((await list<{ id: string }>(path, neighbour)).some((r) => r.id === mine.id)).toBe(false);
    const replaced = await put(path, mine.id, body({ notes: 'Taken over' }), neighbour);
    expect([replaced.status, replaced.body.message]).toEqual([404, notFound]);
    const deleted = await remove(path, mine.id, neighbour);
    expect([deleted.status, (deleted.body as unknown as ErrorBody).message]).toEqual([404, notFound]);

    expect((await list<{ id: string }>(path)).find((r) => r.id === mine.id)).toEqual(before);
  });
});

describe('inventory calls need a signed-in user', () => {
  it.each(Object.values(PATHS))('no token → 401 on GET and POST %s', async (path) => {
    expect((await callJson(`${server.url}${path}`)).status).toBe(401);
    expect((await callJson(`${server.url}${path}`, { body: {} })).status).toBe(401);
  });
});
