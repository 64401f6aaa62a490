import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cattle, pastures } from '../core/db/schema';
import { addDays, todayISO } from '../core/domain/dates';
import { callJson } from './testing/http';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { startTestServer, type TestServer } from './testing/test-server';

// Over real HTTP: GET /api/dashboard/stats (the four counts, each with its trend against 30 days
// ago, null without history) and GET /api/dashboard/widgets (what the widgets show, without the
// herd itself).
interface Stats {
  totalCattle: number;
  pregnantCows: number;
  calves: number;
  totalPastures: number;
  trends: { totalCattle: number | null; pregnantCows: number | null; calves: number | null; totalPastures: number | null };
}

interface WidgetAnimal {
  id: string;
  tag: string | null;
  name: string | null;
  date: string;
}
interface Widgets {
  herdByType: { Cow: number; Heifer: number; Calf: number; Bull: number; Steer: number };
  heat: { soonest: WidgetAnimal[]; total: number };
  calvings: WidgetAnimal[];
  conception: { bred: number; conceived: number; rate: number | null };
  doNotSell: { soonest: WidgetAnimal[]; total: number };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}${path}`;
const today = todayISO();
const daysAgo = (n: number) => addDays(today, -n) as string;
const daysAhead = (n: number) => addDays(today, n) as string;

async function stats(who: QuickUser): Promise<Stats> {
  const answer = await callJson<Stats>(api('/api/dashboard/stats'), { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function widgets(who: QuickUser): Promise<Widgets> {
  const answer = await callJson<Widgets>(api('/api/dashboard/widgets'), { token: who.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function animal(who: QuickUser, fields: Record<string, unknown>): Promise<string> {
  const answer = await callJson<{ id: string }>(api('/api/cattle'), { body: { type: 'Cow', pasture: 'North Meadow', ...fields }, token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

/** Treats the animal today with a product whose meat withdrawal lasts `days`. */
async function treat(who: QuickUser, cattleId: string, days: number): Promise<void> {
  const answer = await callJson(api('/api/treatments'), { body: { cattleIds: [cattleId], date: today, product: 'Draxxin', meatWithdrawalDays: days }, token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function pasture(who: QuickUser, name: string): Promise<string> {
  const answer = await callJson<{ id: string }>(api('/api/pastures'), { body: { name }, token: who.token });
  expect(answer.status).toBe(200);
  return answer.body.id;
}

/** Back-dates records, as if entered `days` ago (there is no history table: trends read createdAt). */
function enteredDaysAgo(days: number, cattleIds: string[], pastureIds: string[] = []) {
  const createdAt = `${daysAgo(days)}T12:00:00.000Z`;
  if (cattleIds.length > 0) server.db.update(cattle).set({ createdAt }).where(inArray(cattle.id, cattleIds)).run();
  if (pastureIds.length > 0) server.db.update(pastures).set({ createdAt }).where(inArray(pastures.id, pastureIds)).run();
}

describe('the four counts', () => {
  it('totalCattle leaves out sold and deceased; pregnantCows, calves (in the herd) and totalPastures count', async () => {
    const farm = quickUser(server.db);
    await animal(farm, { name: 'Active cow' });
    await animal(farm, { name: 'Pregnant cow', status: 'pregnant' });
    await animal(farm, { name: 'Pregnant heifer', type: 'Heifer', status: 'Pregnant' });
    await animal(farm, { name: 'Bred cow', status: 'bred' });
    await animal(farm, { name: 'Calf one', type: 'Calf' });
    await animal(farm, { name: 'Calf two', type: 'calf' });
    await animal(farm, { name: 'Bull', type: 'Bull' });
    await animal(farm, { name: 'Sold steer', type: 'Steer', status: 'sold' });
    await animal(farm, { name: 'Dead cow', status: 'deceased' });
    await animal(farm, { name: 'Sold calf', type: 'Calf', status: 'Sold' });
    await pasture(farm, 'North Meadow');
    await pasture(farm, 'Creek Bottom');

    const answer = await stats(farm);
    expect(answer).toMatchObject({ totalCattle: 7, pregnantCows: 2, calves: 2, totalPastures: 2 });
  });

  it('a new farm counts zeros, and its trends are null (no history)', async () => {
    expect(await stats(quickUser(server.db))).toEqual({
      totalCattle: 0,
      pregnantCows: 0,
      calves: 0,
      totalPastures: 0,
      trends: { totalCattle: null, pregnantCows: null, calves: null, totalPastures: null },
    });
  });

  it('no token → 401', async () => {
    expect((await callJson(api('/api/dashboard/stats'))).status).toBe(401);
  });
});

describe('trends against 30 days ago', () => {
  it('are null while every record is newer than 30 days', async () => {
    const farm = quickUser(server.db);
    await animal(farm, { name: 'New cow', status: 'pregnant', breedingDate: daysAgo(100), breedingMethod: 'natural_bull' });
    await animal(farm, { name: 'New calf', type: 'Calf' });
    await pasture(farm, 'New Pasture');
    expect((await stats(farm)).trends).toEqual({ totalCattle: null, pregnantCows: null, calves: null, totalPastures: null });
  });

  it('compare today with the herd as it stood 30 days ago', async () => {
    const farm = quickUser(server.db);
    const old = [
      await animal(farm, { name: 'Cow 1' }),
      await animal(farm, { name: 'Cow 2' }),
      await animal(farm, { name: 'Bred long ago', status: 'pregnant', breedingDate: daysAgo(100), breedingMethod: 'artificial_insemination' }),
      await animal(farm, { name: 'Calf 1', type: 'Calf', birthDate: daysAgo(60) }),
      await animal(farm, { name: 'Calf 2', type: 'Calf', birthDate: daysAgo(60) }),
    ];
    // Sold ten days ago: in the herd then, not now.
    const sold = await animal(farm, { name: 'Sold steer', type: 'Steer', status: 'sold', disposition: 'sold', dispositionDate: daysAgo(10) });
    const oldPastures = [await pasture(farm, 'North Meadow'), await pasture(farm, 'Creek Bottom')];
    enteredDaysAgo(60, [...old, sold], oldPastures);
    // Entered this month.
    await animal(farm, { name: 'Cow 3' });
    await animal(farm, { name: 'Bred lately', status: 'pregnant', breedingDate: daysAgo(10), breedingMethod: 'natural_bull' });
    await animal(farm, { name: 'Calf 3', type: 'Calf', birthDate: daysAgo(5) });
    await pasture(farm, 'Calving Lot');

    // Then: 5 in the herd + the steer = 6; now 8. Pregnant 1 → 2. Calves 2 → 3. Pastures 2 → 3.
    expect(await stats(farm)).toEqual({
      totalCattle: 8,
      pregnantCows: 2,
      calves: 3,
      totalPastures: 3,
      trends: { totalCattle: 33, pregnantCows: 100, calves: 50, totalPastures: 50 },
    });
  });
});

describe('each farm’s stats are its own', () => {
  it('another farm’s animals and pastures are never counted', async () => {
    const farm = quickUser(server.db);
    const neighbour = quickUser(server.db);
    await animal(farm, { name: 'Mine', type: 'Calf', status: 'pregnant' });
    await pasture(farm, 'Mine');
    const before = await stats(farm);

    const theirs = [
      await animal(neighbour, { name: 'Theirs 1', status: 'pregnant' }),
      await animal(neighbour, { name: 'Theirs 2', type: 'Calf' }),
    ];
    enteredDaysAgo(60, theirs, [await pasture(neighbour, 'Theirs')]);
    expect(await stats(farm)).toEqual(before);
    expect(await stats(neighbour)).toMatchObject({ totalCattle: 2, pregnantCows: 1, calves: 1, totalPastures: 1 });
    expect(server.db.select().from(cattle).where(eq(cattle.userId, farm.userId)).all()).toHaveLength(1);
  });
});

describe('GET /api/dashboard/widgets', () => {
  it('answers the herd by type, the coming heats and calvings, the conception rate and who is in meat withdrawal', async () => {
    const farm = quickUser(server.db);
    // Bred 20 days ago and not pregnant: the next heat (21 days on) is tomorrow.
    const inHeat = await animal(farm, { tag: '12', name: 'Daisy', status: 'bred', breedingDate: daysAgo(20), breedingMethod: 'natural_bull' });
    // Pregnant, due in 10 days: bred long ago, and the breeding took.
    const due = await animal(farm, { tag: '7', status: 'pregnant', breedingDate: daysAgo(200), expectedCalvingDate: daysAhead(10) });
    await animal(farm, { name: 'Heifer', type: 'Heifer' });
    await animal(farm, { name: 'Calf', type: 'Calf' });
    const bull = await animal(farm, { name: 'Bull', type: 'Bull' });
    const sold = await animal(farm, { name: 'Sold steer', type: 'Steer', status: 'sold' });
    await treat(farm, bull, 10);
    await treat(farm, sold, 10);

    expect(await widgets(farm)).toEqual({
      herdByType: { Cow: 2, Heifer: 1, Calf: 1, Bull: 1, Steer: 0 },
      heat: { soonest: [{ id: inHeat, tag: '12', name: 'Daisy', date: daysAhead(1) }], total: 1 },
      calvings: [{ id: due, tag: '7', name: null, date: daysAhead(10) }],
      conception: { bred: 2, conceived: 1, rate: 0.5 },
      doNotSell: { soonest: [{ id: bull, tag: null, name: 'Bull', date: daysAhead(10) }], total: 1 },
    });
  });

  it('a new farm has nothing to show', async () => {
    expect(await widgets(quickUser(server.db))).toEqual({
      herdByType: { Cow: 0, Heifer: 0, Calf: 0, Bull: 0, Steer: 0 },
      heat: { soonest: [], total: 0 },
      calvings: [],
      conception: { bred: 0, conceived: 0, rate: null },
      doNotSell: { soonest: [], total: 0 },
    });
  });

  it('no token → 401', async () => {
    expect((await callJson(api('/api/dashboard/widgets'))).status).toBe(401);
  });

  it('another farm’s animals are never counted or named', async () => {
    const farm = quickUser(server.db);
    const neighbour = quickUser(server.db);
    await animal(farm, { name: 'Mine', status: 'bred', breedingDate: daysAgo(19) });
    const before = await widgets(farm);

    await animal(neighbour, { name: 'Theirs in heat', status: 'bred', breedingDate: daysAgo(19) });
    await animal(neighbour, { name: 'Theirs due', status: 'pregnant', breedingDate: daysAgo(250), expectedCalvingDate: daysAhead(2) });
    await treat(neighbour, await animal(neighbour, { name: 'Their calf', type: 'Calf' }), 5);

    expect(await widgets(farm)).toEqual(before);
    expect(before.heat.soonest.map((a) => a.name)).toEqual(['Mine']);
    expect(await widgets(neighbour)).toMatchObject({
      herdByType: { Cow: 2, Calf: 1 },
      heat: { total: 1 },
      calvings: [{ name: 'Theirs due' }],
      conception: { bred: 2, conceived: 1 },
      doNotSell: { soonest: [{ name: 'Their calf' }], total: 1 },
    });
  });
});
