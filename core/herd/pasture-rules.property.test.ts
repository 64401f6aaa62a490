import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cattle, pastures } from '../db/schema';
import { headInPasture, movedByRename } from '../domain/pasture-animals';
import { keyTaken } from '../domain/record-keys';
import { ConflictError } from '../errors';
import { pastureInput } from '../schemas/pastures';
import { keyText } from '../testing/key-texts';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { removePasture, updatePasture } from './pasture-service';

// The pasture writes on a real SQLite file do what the domain's pure rules say, so a phone applying
// the same save to its replica gets the same farm: which animals a rename moves (movedByRename),
// whether a name is taken (keyTaken) and whether a delete is refused (headInPasture). Farms are
// generated with names and animals' pastures as old records may hold them: look-alikes, case twins.

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

const WORDS = ['North', 'Creek Bottom', 'Élan Flat'];
const STATUSES = ['active', 'bred', 'sold', 'Deceased'];

const farm = fc.record({
  pastureNames: fc.uniqueArray(keyText(WORDS), { minLength: 1, maxLength: 5 }),
  animals: fc.array(fc.record({ pasture: keyText(WORDS), status: fc.constantFrom(...STATUSES) }), { maxLength: 15 }),
});

/** A farm with these pastures and animals, stored as given (not normalised, as before keys were). */
function farmWith({ pastureNames, animals }: { pastureNames: string[]; animals: { pasture: string; status: string }[] }) {
  const { userId } = quickUser(db);
  const fields = pastureNames.map((name) => db.insert(pastures).values({ userId, name }).returning().get());
  const herd = animals.map((animal) => db.insert(cattle).values({ userId, name: 'Cow', type: 'Cow', ...animal }).returning().get());
  return { userId, fields, herd };
}

const versionOf = (id: string) => db.select({ version: cattle.version }).from(cattle).where(eq(cattle.id, id)).get()?.version;

describe('pasture writes follow the domain rules', () => {
  it('a rename is refused exactly when keyTaken says the new name is taken (keeping its own name is no clash), and moves exactly the animals movedByRename names', () => {
    fc.assert(
      fc.property(farm, fc.nat(), keyText([...WORDS, 'Dry Lot']), (generated, pick, typed) => {
        const { userId, fields, herd } = farmWith(generated);
        const pasture = fields[pick % fields.length]!;
        const name = pastureInput.parse({ name: typed }).name;
        const taken = name !== pasture.name && keyTaken(name, fields.map((field) => ({ id: field.id, key: field.name })), pasture.id);
        let refused = false;
        try {
          updatePasture(db, userId, pasture.id, { name, description: null, capacity: null });
        } catch (error) {
          if (!(error instanceof ConflictError)) throw error;
          refused = true;
        }
        expect(refused).toBe(taken);
        const moved = herd.filter((animal) => versionOf(animal.id) !== animal.version).map((animal) => animal.id);
        expect(moved).toEqual(taken ? [] : movedByRename(pasture.name, name, herd).map((animal) => animal.id));
      }),
      { numRuns: 200 },
    );
  });

  it('a delete is refused exactly when headInPasture counts head still in the herd in it, with that count', () => {
    fc.assert(
      fc.property(farm, fc.nat(), (generated, pick) => {
        const { userId, fields, herd } = farmWith(generated);
        const pasture = fields[pick % fields.length]!;
        const head = headInPasture(pasture.name, herd);
        if (head === 0) expect(() => removePasture(db, userId, pasture.id)).not.toThrow();
        else expect(() => removePasture(db, userId, pasture.id)).toThrow(`Move the ${head} head in ${pasture.name} to another pasture`);
      }),
      { numRuns: 200 },
    );
  });
});
