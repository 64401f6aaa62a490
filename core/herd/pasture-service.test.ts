import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FarmDb } from '../db/open-farm-db';
import { cattle, pastures } from '../db/schema';
import { PASTURE_MESSAGES, type PastureInput } from '../schemas/pastures';
import { PASTURE_NOT_FOUND } from '../schemas/pastures';
import { issuesOf, rejection, twoFarms, type TestFarm } from './test-farm';

// The pasture service through the API's own procedures, on a real migrated SQLite file.

let db: FarmDb;
let dispose: () => void;
let farm: TestFarm;
let neighbour: TestFarm;

beforeEach(() => ({ db, farm, neighbour, dispose } = twoFarms()));
afterEach(() => dispose());

type CreateInput = Parameters<TestFarm['api']['pastures']['create']>[0];
/** Adds a pasture (some tests send an id of the wrong kind on purpose). */
const add = (fields: Partial<PastureInput> & { id?: unknown }, who: TestFarm = farm) => who.api.pastures.create(fields as CreateInput);
const rename = (id: string, name: string, who: TestFarm = farm) => who.api.pastures.update({ id, name, description: null, capacity: null });
const animalIn = (pasture: string, who: TestFarm = farm) => who.api.cattle.create({ name: `In ${pasture}`, type: 'Cow', pasture });
const storedPasture = (id: string) => db.select().from(pastures).where(eq(pastures.id, id)).get();
const pastureOf = (animalId: string) => db.select().from(cattle).where(eq(cattle.id, animalId)).get()?.pasture;

describe('pasture names are unique per farm', () => {
  it('refuses a new pasture with a name the farm already uses: CONFLICT on the name field', async () => {
    await add({ name: 'Calving Lot' });
    const error = await rejection(add({ name: 'Calving Lot' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', PASTURE_MESSAGES.nameTaken]);
    expect(issuesOf(error)).toEqual([{ path: ['name'], message: PASTURE_MESSAGES.nameTaken }]);
    expect(await farm.api.pastures.list()).toHaveLength(1);
  });

  it('refuses a rename onto a name the farm already uses, and the pasture keeps its name', async () => {
    await add({ name: 'East Field' });
    const west = await add({ name: 'West Field' });
    const error = await rejection(rename(west.id, 'East Field'));
    expect([error.code, error.message]).toEqual(['CONFLICT', PASTURE_MESSAGES.nameTaken]);
    expect(storedPasture(west.id)?.name).toBe('West Field');
  });

  it('saves a pasture keeping its own name while another holds an old look-alike of it, as an animal keeping its tag', async () => {
    const lot = await add({ name: 'Calving Lot', capacity: 10 });
    db.insert(pastures).values({ userId: farm.userId, name: 'Calving\u200b Lot' }).run();
    await expect(farm.api.pastures.update({ id: lot.id, name: 'Calving Lot', capacity: 12 })).resolves.toMatchObject({ capacity: 12 });
  });

  it('lets another farm use the same name', async () => {
    await add({ name: 'Calving Lot' });
    await expect(add({ name: 'Calving Lot' }, neighbour)).resolves.toMatchObject({ name: 'Calving Lot' });
  });
});

describe('renaming a pasture moves its animals along', () => {
  it('gives the animals in it the new name, and leaves other pastures and other farms alone', async () => {
    const pen = await add({ name: 'Weaning Pen' });
    await add({ name: 'Hay Meadow' });
    const calf = await animalIn('Weaning Pen');
    const elsewhere = await animalIn('Hay Meadow');
    await add({ name: 'Weaning Pen' }, neighbour);
    const theirs = await animalIn('Weaning Pen', neighbour);

    await expect(rename(pen.id, 'Dry Lot')).resolves.toMatchObject({ id: pen.id, name: 'Dry Lot' });
    expect(pastureOf(calf.id)).toBe('Dry Lot');
    expect(pastureOf(elsewhere.id)).toBe('Hay Meadow');
    expect(pastureOf(theirs.id)).toBe('Weaning Pen');
  });

  it('renames the pasture and moves its animals in one transaction: if the move fails, neither happens', async () => {
    const pen = await add({ name: 'Sorting Pen' });
    const steer = await animalIn('Sorting Pen');
    db.$client.exec(`CREATE TRIGGER refuse_moves BEFORE UPDATE OF pasture ON cattle BEGIN SELECT RAISE(ABORT, 'no moves'); END`);
    expect((await rejection(rename(pen.id, 'Shipping Pen'))).code).toBe('INTERNAL_SERVER_ERROR');
    expect(storedPasture(pen.id)?.name).toBe('Sorting Pen');
    expect(pastureOf(steer.id)).toBe('Sorting Pen');
  });

  it('moves nobody when the rename is refused for a taken name', async () => {
    const east = await add({ name: 'East Field' });
    await add({ name: 'West Field' });
    const cow = await animalIn('East Field');
    expect((await rejection(rename(east.id, 'West Field'))).code).toBe('CONFLICT');
    expect(pastureOf(cow.id)).toBe('East Field');
  });
});

describe('deleting a pasture', () => {
  it('is refused while animals graze it, with the head count in the message, and the pasture stays', async () => {
    const pen = await add({ name: 'Sick Pen' });
    await animalIn('Sick Pen');
    await animalIn('Sick Pen');
    const error = await rejection(farm.api.pastures.delete({ id: pen.id }));
    expect([error.code, error.message]).toEqual(['CONFLICT', 'Move the 2 head in Sick Pen to another pasture before deleting it']);
    expect(storedPasture(pen.id)).toBeDefined();
  });

  it('is allowed when only sold and deceased animals name it: they have left the herd, and keep the name as where they were', async () => {
    const pen = await add({ name: 'Sale Pen' });
    const sold = await farm.api.cattle.create({ name: 'Sold steer', type: 'Steer', pasture: 'Sale Pen', status: 'sold' });
    await farm.api.cattle.create({ name: 'Lost cow', type: 'Cow', pasture: 'Sale Pen', status: 'deceased' });
    await expect(farm.api.pastures.delete({ id: pen.id })).resolves.toEqual({ ok: true });
    expect(pastureOf(sold.id)).toBe('Sale Pen');
  });

  it('counts the head still in the herd: sold ones beside a grazing cow are left out of the message', async () => {
    const pen = await add({ name: 'Mixed Pen' });
    await animalIn('Mixed Pen');
    await farm.api.cattle.create({ name: 'Sold steer', type: 'Steer', pasture: 'Mixed Pen', status: 'sold' });
    const error = await rejection(farm.api.pastures.delete({ id: pen.id }));
    expect(error.message).toBe('Move the 1 head in Mixed Pen to another pasture before deleting it');
  });

  it('is allowed once it is empty; a second delete is NOT_FOUND', async () => {
    const pen = await add({ name: 'Empty Pen' });
    await expect(farm.api.pastures.delete({ id: pen.id })).resolves.toEqual({ ok: true });
    expect(storedPasture(pen.id)).toBeUndefined();
    expect((await rejection(farm.api.pastures.delete({ id: pen.id }))).code).toBe('NOT_FOUND');
  });

  it('counts only the farm’s own animals: another farm’s herd in a pasture of that name does not block it', async () => {
    const pen = await add({ name: 'Shared Name' });
    await add({ name: 'Shared Name' }, neighbour);
    await animalIn('Shared Name', neighbour);
    await expect(farm.api.pastures.delete({ id: pen.id })).resolves.toEqual({ ok: true });
  });
});

describe('another farm’s pasture', () => {
  it('is NOT_FOUND on update and on delete, and stays as it was', async () => {
    const theirs = await add({ name: 'Home Paddock', description: 'Pipe fence', capacity: 20 }, neighbour);
    const before = storedPasture(theirs.id);
    const update = await rejection(rename(theirs.id, 'Taken Over'));
    expect([update.code, update.message]).toEqual(['NOT_FOUND', PASTURE_NOT_FOUND]);
    const removal = await rejection(farm.api.pastures.delete({ id: theirs.id }));
    expect([removal.code, removal.message]).toEqual(['NOT_FOUND', PASTURE_NOT_FOUND]);
    expect(storedPasture(theirs.id)).toEqual(before);
  });
});

// The cases every kind of record shares are in server/safe-creates-http.test.ts; these are the pasture's own.
describe('creating a pasture is safe to repeat with the client’s id', () => {
  it('treats a repeat that is the same once normalised as the same pasture', async () => {
    const id = randomUUID();
    const first = await add({ id, name: 'Creek Bottom', description: '' });
    await expect(add({ id, name: '  Creek Bottom ', description: null, capacity: null })).resolves.toEqual(first);
  });

  it('still refuses a name the farm already uses when the create carries a new id', async () => {
    await add({ name: 'Bull Pasture' });
    const error = await rejection(add({ id: randomUUID(), name: 'Bull Pasture' }));
    expect([error.code, error.message]).toEqual(['CONFLICT', PASTURE_MESSAGES.nameTaken]);
  });
});
