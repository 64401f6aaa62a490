import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FarmDb } from '../db/open-farm-db';
import { cattle } from '../db/schema';
import { DELETED_RECORD_MESSAGE } from '../errors';
import { CATTLE_MESSAGES, type CattleInput } from '../schemas/cattle';
import { RECORD_ID_MESSAGES } from '../schemas/fields';
import { ANIMAL_NOT_FOUND } from '../schemas/cattle';
import { issuesOf, rejection, twoFarms, type TestFarm } from './test-farm';

// The cattle service through the API's own procedures, on a real migrated SQLite file.

let db: FarmDb;
let dispose: () => void;
let farm: TestFarm;
let neighbour: TestFarm;

beforeEach(() => ({ db, farm, neighbour, dispose } = twoFarms()));
afterEach(() => dispose());

type CreateInput = Parameters<TestFarm['api']['cattle']['create']>[0];
/** Adds a cow in North Meadow with these fields (some tests send an id of the wrong kind on purpose). */
const add = (fields: Partial<CattleInput> & { id?: unknown } = {}, who: TestFarm = farm) =>
  who.api.cattle.create({ type: 'Cow', pasture: 'North Meadow', ...fields } as CreateInput);
const herdOf = (who: TestFarm = farm) => who.api.cattle.list();
const storedRow = (id: string) => db.select().from(cattle).where(eq(cattle.id, id)).get();

describe('creating an animal', () => {
  it.each([
    ['artificial_insemination', '2025-10-20'],
    ['natural_bull', '2025-10-20'],
    ['not_specified', '2025-10-20'],
    ['embryo_transfer', '2025-10-17'],
  ])('fills the expected calving date from a breeding date and method (%s bred 2025-01-10 → %s)', async (breedingMethod, expected) => {
    const animal = await add({ name: `Bred ${breedingMethod}`, breedingDate: '2025-01-10', breedingMethod });
    expect(animal.expectedCalvingDate).toBe(expected);
  });

  it('keeps an expected calving date that is given', async () => {
    const animal = await add({ name: 'Given', breedingDate: '2025-01-10', breedingMethod: 'natural_bull', expectedCalvingDate: '2025-11-01' });
    expect(animal.expectedCalvingDate).toBe('2025-11-01');
  });

  it('fills no expected calving date without both a breeding date and a method', async () => {
    expect((await add({ name: 'Date only', breedingDate: '2025-01-10' })).expectedCalvingDate).toBeNull();
    expect((await add({ name: 'Method only', breedingMethod: 'natural_bull' })).expectedCalvingDate).toBeNull();
  });

  it('refuses a tag another of the farm’s animals already has: CONFLICT on the tag field', async () => {
    await add({ tag: '101' });
    const error = await rejection(add({ tag: '101', name: 'Copy' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', CATTLE_MESSAGES.tagInUse]);
    expect(issuesOf(error)).toEqual([{ path: ['tag'], message: CATTLE_MESSAGES.tagInUse }]);
    expect(await herdOf()).toHaveLength(1);
  });

  it('lets another farm use the same tag', async () => {
    await add({ tag: '101' });
    await expect(add({ tag: '101' }, neighbour)).resolves.toMatchObject({ tag: '101' });
  });
});

describe('changing an animal: the patch is merged with the stored animal and checked as a whole', () => {
  it('changes only the fields sent; the others keep their stored values', async () => {
    const bessie = await add({ tag: '200', name: 'Bessie', breed: 'Angus', weight: 1200, notes: 'Calm' });
    const changed = await farm.api.cattle.update({ id: bessie.id, weight: 1250 });
    expect(changed).toMatchObject({ tag: '200', name: 'Bessie', breed: 'Angus', weight: 1250, notes: 'Calm', pasture: 'North Meadow' });
  });

  it('may clear one identifier but not the last one, and the refused animal is unchanged', async () => {
    const both = await add({ tag: '201', name: 'Both' });
    expect(await farm.api.cattle.update({ id: both.id, tag: null })).toMatchObject({ tag: null, name: 'Both' });
    const error = await rejection(farm.api.cattle.update({ id: both.id, name: '' }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', CATTLE_MESSAGES.identification]);
    expect(issuesOf(error)).toContainEqual({ path: ['name'], message: CATTLE_MESSAGES.identification });
    expect(storedRow(both.id)).toMatchObject({ tag: null, name: 'Both' });
  });

  it('cannot remove the pasture, and the refused animal is unchanged', async () => {
    const grazing = await add({ tag: '202' });
    const error = await rejection(farm.api.cattle.update({ id: grazing.id, pasture: '  ' }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', CATTLE_MESSAGES.pastureRequired]);
    expect(issuesOf(error)).toContainEqual({ path: ['pasture'], message: CATTLE_MESSAGES.pastureRequired });
    expect(storedRow(grazing.id)?.pasture).toBe('North Meadow');
  });

  it('recomputes the expected calving date when the breeding date or method changes without one', async () => {
    const rebred = await add({ name: 'Rebred', breedingDate: '2025-01-10', breedingMethod: 'natural_bull' });
    expect(rebred.expectedCalvingDate).toBe('2025-10-20');
    expect((await farm.api.cattle.update({ id: rebred.id, breedingDate: '2025-03-01' })).expectedCalvingDate).toBe('2025-12-09');
    expect((await farm.api.cattle.update({ id: rebred.id, breedingMethod: 'embryo_transfer' })).expectedCalvingDate).toBe('2025-12-06');
  });

  it('keeps an expected calving date sent with the breeding change, and other changes leave it alone', async () => {
    const given = await add({ name: 'Given', breedingDate: '2025-01-10', breedingMethod: 'natural_bull' });
    const changed = await farm.api.cattle.update({ id: given.id, breedingDate: '2025-04-01', expectedCalvingDate: '2026-01-15' });
    expect(changed.expectedCalvingDate).toBe('2026-01-15');
    expect((await farm.api.cattle.update({ id: given.id, notes: 'Quiet' })).expectedCalvingDate).toBe('2026-01-15');
  });

  it('refuses a tag another animal has: CONFLICT on the tag field, and the animal keeps its own', async () => {
    await add({ tag: '300' });
    const other = await add({ tag: '301' });
    const error = await rejection(farm.api.cattle.update({ id: other.id, tag: '300' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', CATTLE_MESSAGES.tagInUse]);
    expect(issuesOf(error)).toEqual([{ path: ['tag'], message: CATTLE_MESSAGES.tagInUse }]);
    expect(storedRow(other.id)?.tag).toBe('301');
  });

  it('finds no conflict in an animal keeping its own tag', async () => {
    const same = await add({ tag: '302', name: 'Same' });
    await expect(farm.api.cattle.update({ id: same.id, tag: '302', name: 'Still same' })).resolves.toMatchObject({ tag: '302' });
  });
});

describe('another farm’s animal', () => {
  it('is NOT_FOUND on update and on delete, and stays as it was', async () => {
    const theirs = await add({ tag: '400', name: 'Theirs' }, neighbour);
    const before = storedRow(theirs.id);
    const update = await rejection(farm.api.cattle.update({ id: theirs.id, name: 'Taken' }));
    expect([update.code, update.message]).toEqual(['NOT_FOUND', ANIMAL_NOT_FOUND]);
    const removal = await rejection(farm.api.cattle.delete({ id: theirs.id }));
    expect([removal.code, removal.message]).toEqual(['NOT_FOUND', ANIMAL_NOT_FOUND]);
    expect(storedRow(theirs.id)).toEqual(before);
  });

  it('answers the same NOT_FOUND as an id nobody has, or an animal already deleted', async () => {
    const gone = await add({ tag: '401' });
    await expect(farm.api.cattle.delete({ id: gone.id })).resolves.toEqual({ ok: true });
    expect((await rejection(farm.api.cattle.delete({ id: gone.id }))).code).toBe('NOT_FOUND');
    expect((await rejection(farm.api.cattle.update({ id: randomUUID(), name: 'Ghost' }))).message).toBe(ANIMAL_NOT_FOUND);
  });
});

describe('creating an animal is safe to repeat with the client’s id', () => {
  const bred = { tag: '500', name: 'Daisy', breedingDate: '2025-01-10', breedingMethod: 'natural_bull' };

  it('gives one animal when the same create is sent twice, and answers the same record both times', async () => {
    const id = randomUUID();
    const first = await add({ id, ...bred });
    const second = await add({ id, ...bred });
    expect(first.id).toBe(id);
    expect(second).toEqual(first);
    expect(await herdOf()).toEqual([first]);
  });

  it('treats a repeat that is the same once normalised, with the calving date the server filled, as the same animal', async () => {
    const id = randomUUID();
    const first = await add({ id, ...bred });
    const respelled = await add({ id, ...bred, tag: ' 500 ', type: 'COW', breedingMethod: 'Natural_Bull', expectedCalvingDate: '2025-10-20', notes: '' });
    expect(respelled).toEqual(first);
    expect(await herdOf()).toHaveLength(1);
  });

  it('refuses the same id with other details (CONFLICT), and the saved animal is unchanged', async () => {
    const id = randomUUID();
    const first = await add({ id, ...bred });
    const error = await rejection(add({ id, ...bred, name: 'Not Daisy' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', RECORD_ID_MESSAGES.savedWithOtherDetails]);
    expect(await herdOf()).toEqual([first]);
  });

  it('refuses a repeat once the saved animal has been edited: the edit stands', async () => {
    const id = randomUUID();
    await add({ id, ...bred });
    const edited = await farm.api.cattle.update({ id, weight: 1100 });
    expect((await rejection(add({ id, ...bred }))).message).toBe(RECORD_ID_MESSAGES.savedWithOtherDetails);
    expect(await herdOf()).toEqual([edited]);
  });

  it.each([['not-a-uuid'], [''], ['1234'], [42], [null]])('refuses an id that is not a UUID (%j): BAD_REQUEST on the id field', async (id) => {
    const error = await rejection(add({ id, ...bred }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', RECORD_ID_MESSAGES.notUuid]);
    expect(issuesOf(error)).toEqual([{ path: ['id'], message: RECORD_ID_MESSAGES.notUuid }]);
    expect(await herdOf()).toHaveLength(0);
  });

  it('refuses an id another farm uses (CONFLICT), tells nothing of that animal and leaves it as it was', async () => {
    const id = randomUUID();
    const secret = { id, tag: '900', name: 'Neighbours Prize Bull', pasture: 'Back Forty' };
    await add(secret, neighbour);
    const before = storedRow(id);
    for (const attempt of [{ id, ...bred }, secret]) {
      const error = await rejection(add(attempt));
      expect([error.code, error.message]).toEqual(['CONFLICT', RECORD_ID_MESSAGES.inUse]);
      expect(issuesOf(error)).toBeUndefined();
      expect(error.message).not.toMatch(/900|Neighbours|Back Forty/);
    }
    expect(storedRow(id)).toEqual(before);
    expect(await herdOf()).toHaveLength(0);
  });

  it('makes a UUID itself when no id is sent, and stores a sent id exactly', async () => {
    const made = await add({ name: 'No id' });
    expect(made.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const id = randomUUID();
    expect((await add({ id, name: 'With id' })).id).toBe(id);
    expect(storedRow(id)?.name).toBe('With id');
  });

  it('still refuses a tag another animal has when the create carries a new id', async () => {
    await add({ tag: '501' });
    const error = await rejection(add({ id: randomUUID(), tag: '501' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', CATTLE_MESSAGES.tagInUse]);
    expect(issuesOf(error)).toEqual([{ path: ['tag'], message: CATTLE_MESSAGES.tagInUse }]);
  });

  it('answers a deleted id as deleted whatever its tag: taken as written, or by an old look-alike', async () => {
    await add({ tag: '502' });
    db.insert(cattle).values({ userId: farm.userId, type: 'Cow', tag: '503\u200b' }).run();
    for (const tag of ['502', '503']) {
      const gone = await add({ tag: `${tag}-gone` });
      await farm.api.cattle.delete({ id: gone.id });
      expect((await rejection(add({ id: gone.id, tag }))).message).toBe(DELETED_RECORD_MESSAGE);
    }
  });
});
