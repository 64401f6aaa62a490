import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addSemenStock } from '../core/testing/semen-stock';
import { quickUser, type QuickUser } from '../core/testing/quick-user';
import { callJson } from './testing/http';
import type { TestServer } from './testing/test-server';
import { serverWithTwoFarms } from './testing/two-farms';

// The activity log over real HTTP (GET/POST /api/activities): what each activity does to its
// animal and to the semen stock, all in one transaction, and only ever on the caller's own farm.
// Repeated creates: safe-creates-http.test.ts.

interface Activity {
  id: string;
  type: string;
  cattleTag: string;
  date: string;
  pasture: string | null;
  breedingMethod: string | null;
  breedingSire: string | null;
  strawsUsed: number | null;
  notes: string | null;
}
interface Animal {
  id: string;
  tag: string | null;
  name: string | null;
  pasture: string;
  status: string;
  breedingDate: string | null;
  breedingMethod: string | null;
  breedingSire: string | null;
  strawsUsed: number | null;
  expectedCalvingDate: string | null;
  actualCalvingDate: string | null;
  cameBackInHeat: boolean;
  heatReturnDate: string | null;
  heatReturnCount: number;
  weanDate: string | null;
}
interface Straw {
  id: string;
  bullName: string;
  remainingStraws: number;
  tankName: string;
}
interface ErrorBody {
  message: string;
  data?: { issues?: { path: string[]; message: string }[] };
}

const REQUIRED = 'Please fill in all required fields';
const NOT_ENOUGH = 'Not enough straws available!';

let server: TestServer;
let farm: QuickUser;
let neighbour: QuickUser;
serverWithTwoFarms((started) => ({ server, farm, neighbour } = started));

const api = (path: string) => `${server.url}${path}`;
const log = (body: Record<string, unknown>, who: QuickUser = farm) => callJson<Activity & ErrorBody>(api('/api/activities'), { body, token: who.token });
const activities = async (who: QuickUser = farm) => (await callJson<Activity[]>(api('/api/activities'), { token: who.token })).body;
const straws = async (who: QuickUser = farm) => (await callJson<Straw[]>(api('/api/semen-straws'), { token: who.token })).body;
const animal = async (id: string, who: QuickUser = farm) =>
  (await callJson<Animal[]>(api('/api/cattle'), { token: who.token })).body.find((a) => a.id === id);

let tags = 0;
async function cow(fields: Record<string, unknown> = {}, who: QuickUser = farm): Promise<Animal> {
  tags += 1;
  const answer = await callJson<Animal>(api('/api/cattle'), { body: { tag: `${500 + tags}`, type: 'Cow', pasture: 'North Meadow', ...fields }, token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function logged(body: Record<string, unknown>, who: QuickUser = farm): Promise<Activity> {
  const answer = await log(body, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('POST /api/activities: what the log takes', () => {
  it('type, cattleTag, date (YYYY-MM-DD) and pasture are required: "Please fill in all required fields"', async () => {
    for (const missing of ['type', 'cattleTag', 'date', 'pasture']) {
      const body: Record<string, unknown> = { type: 'vaccination', cattleTag: '12', date: '2026-03-02', pasture: 'North' };
      delete body[missing];
      const answer = await log(body);
      expect(answer.status, missing).toBe(400);
      expect(answer.body.data?.issues?.find((i) => i.path[0] === missing)?.message, missing).toBe(REQUIRED);
    }
    expect((await log({ type: 'vaccination', cattleTag: '  ', date: '2026-03-02', pasture: 'North' })).status).toBe(400);
    const badDate = await log({ type: 'vaccination', cattleTag: '12', date: '03/02/2026', pasture: 'North' });
    expect([badDate.status, badDate.body.message]).toEqual([400, 'Date must be a valid date (YYYY-MM-DD)']);
    const badType = await log({ type: 'branding', cattleTag: '12', date: '2026-03-02', pasture: 'North' });
    expect(badType.status).toBe(400);
  });

  it('straws used is 1 to 5', async () => {
    const base = { type: 'breeding', cattleTag: '12', date: '2026-03-02', pasture: 'North', breedingMethod: 'natural_bull', breedingSire: 'Big Red' };
    for (const strawsUsed of [0, 6, 1.5]) expect((await log({ ...base, strawsUsed })).status, String(strawsUsed)).toBe(400);
    expect((await logged({ ...base, strawsUsed: 5 })).strawsUsed).toBe(5);
  });

  it('stores the activity as given (type in any case); breeding details only on breedings', async () => {
    const shot = await logged({ type: 'Vaccination', cattleTag: '12', date: '2026-03-02', pasture: 'North', notes: 'Blackleg', breedingSire: 'Big Red', strawsUsed: 2 });
    expect(shot).toMatchObject({ type: 'vaccination', cattleTag: '12', date: '2026-03-02', pasture: 'North', notes: 'Blackleg', breedingSire: null, strawsUsed: null });
    expect((await activities()).some((a) => a.id === shot.id)).toBe(true);
  });

  it('GET lists the farm’s activities newest first', async () => {
    const who = quickUser(server.db);
    await logged({ type: 'other', cattleTag: '1', date: '2026-01-05', pasture: 'A' }, who);
    await logged({ type: 'other', cattleTag: '2', date: '2026-03-05', pasture: 'A' }, who);
    await logged({ type: 'other', cattleTag: '3', date: '2026-02-05', pasture: 'A' }, who);
    expect((await activities(who)).map((a) => a.cattleTag)).toEqual(['2', '3', '1']);
  });
});

describe('each activity changes its animal in the same write', () => {
  it('a movement moves the animal to the activity’s pasture', async () => {
    const daisy = await cow();
    await logged({ type: 'movement', cattleTag: daisy.tag, date: '2026-04-01', pasture: 'Creek Bottom' });
    expect((await animal(daisy.id))?.pasture).toBe('Creek Bottom');
  });

  it('an animal without a tag is named by its name (any case)', async () => {
    const duke = await cow({ tag: null, name: 'Duke', type: 'Bull' });
    await logged({ type: 'movement', cattleTag: 'duke', date: '2026-04-01', pasture: 'Bull Trap' });
    expect((await animal(duke.id))?.pasture).toBe('Bull Trap');
  });

  it('a breeding sets date, method, sire, straws and the expected calving date (+283, ET +280); status bred', async () => {
    const daisy = await cow();
    await logged({ type: 'breeding', cattleTag: daisy.tag, date: '2026-06-12', pasture: 'North Meadow', breedingMethod: 'natural_bull', breedingSire: 'Big Red' });
    expect(await animal(daisy.id)).toMatchObject({
      breedingDate: '2026-06-12',
      breedingMethod: 'natural_bull',
      breedingSire: 'Big Red',
      expectedCalvingDate: '2027-03-22',
      status: 'bred',
      cameBackInHeat: false,
    });
    const rosie = await cow();
    await logged({ type: 'breeding', cattleTag: rosie.tag, date: '2026-06-12', pasture: 'North Meadow', breedingMethod: 'embryo_transfer', breedingSire: 'Donor 12 x Capitalist' });
    expect((await animal(rosie.id))?.expectedCalvingDate).toBe('2027-03-19');
  });

  it('a heat after the breeding: returned to heat, count 1, active again; the next breeding clears the flag', async () => {
    const daisy = await cow();
    await logged({ type: 'breeding', cattleTag: daisy.tag, date: '2026-05-01', pasture: 'North Meadow', breedingMethod: 'natural_bull', breedingSire: 'Big Red' });
    await logged({ type: 'heat', cattleTag: daisy.tag, date: '2026-05-22', pasture: 'North Meadow' });
    expect(await animal(daisy.id)).toMatchObject({ cameBackInHeat: true, heatReturnDate: '2026-05-22', heatReturnCount: 1, status: 'active', expectedCalvingDate: null });
    await logged({ type: 'breeding', cattleTag: daisy.tag, date: '2026-05-23', pasture: 'North Meadow', breedingMethod: 'natural_bull', breedingSire: 'Big Red' });
    expect(await animal(daisy.id)).toMatchObject({ cameBackInHeat: false, heatReturnDate: null, heatReturnCount: 1, status: 'bred' });
    await logged({ type: 'heat', cattleTag: daisy.tag, date: '2026-06-13', pasture: 'North Meadow' });
    expect((await animal(daisy.id))?.heatReturnCount).toBe(2);
  });

  it('a weaning sets the wean date; a calving the calving date, and the dam is no longer carrying', async () => {
    const calf = await cow({ type: 'Calf', birthDate: '2026-02-01' });
    await logged({ type: 'weaning', cattleTag: calf.tag, date: '2026-09-15', pasture: 'North Meadow' });
    expect((await animal(calf.id))?.weanDate).toBe('2026-09-15');
    const dam = await cow({ status: 'pregnant', breedingDate: '2025-05-01', breedingMethod: 'natural_bull' });
    await logged({ type: 'calving', cattleTag: dam.tag, date: '2026-02-08', pasture: 'Calving Lot' });
    expect(await animal(dam.id)).toMatchObject({ actualCalvingDate: '2026-02-08', status: 'active' });
  });

  it('a vaccination changes nothing on the animal', async () => {
    const daisy = await cow();
    await logged({ type: 'vaccination', cattleTag: daisy.tag, date: '2026-04-01', pasture: 'Somewhere Else' });
    expect(await animal(daisy.id)).toEqual(daisy);
  });
});

describe('a breeding by AI or ET from a tank draws its straws in the same transaction', () => {
  it('"bull|tank" takes strawsUsed from that bull in that tank, soonest to expire first; the animal keeps the bull', async () => {
    const who = quickUser(server.db);
    addSemenStock(server.db, who.userId, 'Tank 1', [
      { bull: 'Connealy Capitalist', straws: 3, expirationDate: '2030-01-01' },
      { bull: 'Connealy Capitalist', straws: 2, expirationDate: '2028-01-01' },
      { bull: 'Sitz Resolute', straws: 4 },
    ]);
    addSemenStock(server.db, who.userId, 'Tank 2', [{ bull: 'Connealy Capitalist', straws: 6 }]);
    const daisy = await cow({}, who);
    await logged(
      { type: 'breeding', cattleTag: daisy.tag, date: '2026-06-12', pasture: 'North Meadow', breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist|Tank 1', strawsUsed: 3 },
      who,
    );
    const left = (await straws(who)).map((s) => `${s.tankName} ${s.bullName} ${s.remainingStraws}`);
    expect(left).toEqual(['Tank 1 Connealy Capitalist 2', 'Tank 1 Connealy Capitalist 0', 'Tank 1 Sitz Resolute 4', 'Tank 2 Connealy Capitalist 6']);
    expect(await animal(daisy.id, who)).toMatchObject({ breedingSire: 'Connealy Capitalist', strawsUsed: 3, breedingMethod: 'artificial_insemination' });
  });

  it('an AI breeding without a number uses one straw', async () => {
    const who = quickUser(server.db);
    addSemenStock(server.db, who.userId, 'Tank A', [{ bull: 'Sitz Resolute', straws: 2 }]);
    const daisy = await cow({}, who);
    const breeding = await logged({ type: 'breeding', cattleTag: daisy.tag, date: '2026-06-12', pasture: 'N', breedingMethod: 'AI', breedingSire: 'Sitz Resolute|Tank A' }, who);
    expect(breeding).toMatchObject({ strawsUsed: 1, breedingMethod: 'artificial_insemination' });
    expect((await straws(who))[0]?.remainingStraws).toBe(1);
  });

  it('asking for more than remain is a 400 "Not enough straws available!" and nothing changes: no activity, no draw, no change to the animal', async () => {
    const who = quickUser(server.db);
    addSemenStock(server.db, who.userId, 'Tank 1', [{ bull: 'Connealy Capitalist', straws: 2 }]);
    const daisy = await cow({}, who);
    const answer = await log(
      { type: 'breeding', cattleTag: daisy.tag, date: '2026-06-12', pasture: 'N', breedingMethod: 'artificial_insemination', breedingSire: 'Connealy Capitalist|Tank 1', strawsUsed: 3 },
      who,
    );
    expect([answer.status, answer.body.message]).toEqual([400, NOT_ENOUGH]);
    expect(await activities(who)).toEqual([]);
    expect((await straws(who))[0]?.remainingStraws).toBe(2);
    expect(await animal(daisy.id, who)).toEqual(daisy);
    // A bull that is not in that tank at all has no straws to give either.
    const elsewhere = await log({ type: 'breeding', cattleTag: daisy.tag, date: '2026-06-12', pasture: 'N', breedingMethod: 'embryo_transfer', breedingSire: 'Connealy Capitalist|Tank 9' }, who);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, NOT_ENOUGH]);
  });

  it('natural service and a free-text sire draw nothing', async () => {
    const who = quickUser(server.db);
    addSemenStock(server.db, who.userId, 'Tank 1', [{ bull: 'Big Red', straws: 2 }]);
    await logged({ type: 'breeding', cattleTag: '7', date: '2026-06-12', pasture: 'N', breedingMethod: 'natural_bull', breedingSire: 'Big Red|Tank 1' }, who);
    await logged({ type: 'breeding', cattleTag: '7', date: '2026-06-13', pasture: 'N', breedingMethod: 'artificial_insemination', breedingSire: 'Big Red' }, who);
    expect((await straws(who))[0]?.remainingStraws).toBe(2);
  });
});

describe('another farm', () => {
  it('sees none of the activities, tanks or straws, and its animals and straws are never touched', async () => {
    const mine = await cow();
    addSemenStock(server.db, farm.userId, 'Home Tank', [{ bull: 'Sitz Resolute', straws: 3 }]);
    const before = await straws();
    await logged({ type: 'movement', cattleTag: mine.tag, date: '2026-04-01', pasture: 'Their Pasture' }, neighbour);
    expect(await animal(mine.id)).toEqual(mine);
    const theirs = await log(
      { type: 'breeding', cattleTag: mine.tag, date: '2026-06-12', pasture: 'N', breedingMethod: 'artificial_insemination', breedingSire: 'Sitz Resolute|Home Tank' },
      neighbour,
    );
    expect([theirs.status, theirs.body.message]).toEqual([400, NOT_ENOUGH]);
    expect(await straws()).toEqual(before);
    expect((await activities(neighbour)).every((a) => a.pasture === 'Their Pasture')).toBe(true);
    expect(await straws(neighbour)).toEqual([]);
    expect((await callJson<unknown[]>(api('/api/semen-tanks'), { token: neighbour.token })).body).toEqual([]);
  });

  it('a client id held by another farm’s activity is refused without showing it', async () => {
    const id = randomUUID();
    await logged({ id, type: 'other', cattleTag: '1', date: '2026-01-05', pasture: 'A', notes: 'private' });
    const answer = await log({ id, type: 'other', cattleTag: '1', date: '2026-01-05', pasture: 'A', notes: 'private' }, neighbour);
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).not.toContain('private');
  });

  it('without a token: 401', async () => {
    expect((await callJson(api('/api/activities'))).status).toBe(401);
    expect((await callJson(api('/api/semen-straws'))).status).toBe(401);
  });
});

describe('GET /api/semen-tanks', () => {
  it('lists tanks by name with the straws left in their canes', async () => {
    const who = quickUser(server.db);
    addSemenStock(server.db, who.userId, 'Tank B', [{ bull: 'Big Red', straws: 2 }, { bull: 'Duke', straws: 5 }]);
    addSemenStock(server.db, who.userId, 'tank a', []);
    const tanks = (await callJson<{ name: string; remainingStraws: number; capacity: number; tankType: string }[]>(api('/api/semen-tanks'), { token: who.token })).body;
    expect(tanks.map((t) => [t.name, t.remainingStraws, t.capacity, t.tankType])).toEqual([
      ['tank a', 0, 6, 'liquid_nitrogen'],
      ['Tank B', 7, 6, 'liquid_nitrogen'],
    ]);
  });
});
