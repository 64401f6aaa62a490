import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cattle } from '../db/schema';
import { patchedAnimal } from '../domain/cattle-changes';
import { keyTaken } from '../domain/record-keys';
import { ConflictError, InvalidInputError } from '../errors';
import { cattleCreate, cattlePatch, checkCattle } from '../schemas/cattle';
import { keyText } from '../testing/key-texts';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { createCattle, updateCattle } from './cattle-service';

// The cattle writes on a real SQLite file save what the domain's pure rules answer, so a phone
// applying the same save to its replica gets the same animal: a PATCH saves patchedAnimal's record
// (or is refused with its field issues), and a tag is refused exactly when keyTaken says so.

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

const FIELDS = Object.keys(cattleCreate.shape).filter((key) => key !== 'id');
/** The record's editable fields: what a save decides (its id, version and stamps are the database's). */
const fieldsOf = (record: unknown) => Object.fromEntries(FIELDS.map((key) => [key, (record as Record<string, unknown>)[key]]));

const date = fc.constantFrom(null, '', '2024-01-10', '2024-02-29', '2024-12-24');
const method = fc.constantFrom(null, '', 'AI', 'et', 'natural_bull', 'not_specified');
const stored = fc.record({
  tag: fc.option(fc.constantFrom('12', 'A7')),
  name: fc.option(fc.constantFrom('Bessie', 'Daisy')),
  breedingDate: date,
  breedingMethod: method,
  expectedCalvingDate: date,
});
// Any of these fields, each sent or left out; null and '' clear a field.
const patch = fc.record(
  { tag: fc.option(fc.constantFrom('', '12', '７７７')), name: fc.option(fc.constantFrom('', 'Rosie')), breedingDate: date, breedingMethod: method, expectedCalvingDate: date, pasture: fc.constantFrom('South', ' North ') },
  { requiredKeys: [] },
);

/** What a write answers, or the error it is refused with. */
function attempt<T>(write: () => T): T | unknown {
  try {
    return write();
  } catch (error) {
    return error;
  }
}

describe('cattle writes follow the domain rules', () => {
  it('a PATCH saves the record patchedAnimal answers, or is refused with its field issues', () => {
    fc.assert(
      fc.property(stored, patch, (animal, sent) => {
        const start = cattleCreate.safeParse({ ...animal, type: 'Cow', pasture: 'North' });
        fc.pre(start.success);
        const { userId } = quickUser(db);
        const before = createCattle(db, userId, start.data);
        const { id, version: _opened, ...changes } = cattlePatch.parse({ ...sent, id: before.id });
        const expected = patchedAnimal(before, changes, checkCattle);
        const saved = attempt(() => updateCattle(db, userId, { id, ...changes }));
        if (expected.ok) expect(fieldsOf(saved)).toEqual(fieldsOf(expected.fields));
        else expect(saved instanceof InvalidInputError && saved.issues).toEqual(expected.issues);
      }),
      { numRuns: 300 },
    );
  });

  it('a new animal’s tag is refused exactly when keyTaken says another animal holds it, as written or as a look-alike', () => {
    const words = ['12', '777', 'A7'];
    fc.assert(
      fc.property(fc.uniqueArray(keyText(words), { maxLength: 6 }), keyText(words), (tags, typed) => {
        const { userId } = quickUser(db);
        const herd = tags.map((tag) => db.insert(cattle).values({ userId, tag, type: 'Cow' }).returning().get());
        const input = cattleCreate.parse({ tag: typed, type: 'Cow', pasture: 'North' });
        const taken = keyTaken(input.tag!, herd.map((animal) => ({ id: animal.id, key: animal.tag })));
        if (taken) expect(() => createCattle(db, userId, input)).toThrow(ConflictError);
        else expect(createCattle(db, userId, input).tag).toBe(input.tag);
      }),
      { numRuns: 300 },
    );
  });
});
