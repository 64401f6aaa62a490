import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { findNamedAnimal } from '../domain/activities';
import { keyText } from '../testing/key-texts';
import { queryPlans } from '../testing/query-plans';
import { quickUser } from '../testing/quick-user';
import { openTempFarmDb } from '../testing/temp-farm-db';
import { findCattleByKey, listCattle } from './cattle';
import { cattle } from './schema';

// The server finds an activity's animal with findCattleByKey (SQL); a screen, and a phone applying
// a save to its replica, with findNamedAnimal over the herd. Both must pick the same animal, or a
// breeding logged offline would change another cow than the same breeding logged online. Tags and
// names are stored as given here, as records saved before keys were normalised may hold them.

const { db, dispose } = openTempFarmDb({ waitForDisk: false });
afterAll(() => dispose());

type Animal = { tag: string | null; name: string | null };

/** A farm holding these animals, added in this order (a repeated tag is dropped: tags are unique). */
function farmWith(animals: readonly Animal[]): string {
  const { userId } = quickUser(db);
  const seen = new Set<string | null>();
  for (const { tag, name } of animals) {
    const kept = seen.has(tag) ? null : tag;
    seen.add(kept);
    db.insert(cattle).values({ userId, tag: kept, name: kept === null ? (name ?? 'Unnamed') : name, type: 'Cow' }).run();
  }
  return userId;
}

const bothFind = (userId: string, key: string) => ({
  sql: findCattleByKey(db, userId, key)?.id,
  domain: findNamedAnimal(listCattle(db, userId), key)?.id,
});

describe('findCattleByKey and findNamedAnimal pick the same animal', () => {
  it('a name in capitals and the same name in small letters, outside ASCII: the one written as the key', () => {
    const userId = farmWith([
      { tag: null, name: 'ÉLAN' },
      { tag: null, name: 'élan' },
    ]);
    const { sql, domain } = bothFind(userId, 'élan');
    expect(domain).toBe(sql);
  });

  it('on generated herds of tags and names that clash, in any case, with look-alikes', () => {
    const words = ['12', 'A7', 'Élan', 'Daisy', 'Straße', 'Ǆemal'];
    const animal = fc.record({ tag: fc.option(keyText(words), { freq: 2 }), name: fc.option(keyText(words), { freq: 4 }) });
    fc.assert(
      fc.property(fc.array(animal, { maxLength: 12 }), keyText([...words, 'nobody']), (animals, key) => {
        const userId = farmWith(animals);
        const { sql, domain } = bothFind(userId, key);
        expect(domain).toBe(sql);
      }),
      { numRuns: 300 },
    );
  });

  it('a tag is found through the unique index alone; other keys read the look-alikes through their partial indexes', () => {
    const userId = farmWith([
      { tag: '12', name: 'Daisy' },
      { tag: null, name: 'Rosie' },
    ]);
    expect(queryPlans(db, (recording) => findCattleByKey(recording, userId, '12'))).toEqual([expect.stringContaining('cattle_user_tag_unique')]);
    const plans = queryPlans(db, (recording) => findCattleByKey(recording, userId, 'rosie'));
    expect(plans.some((plan) => plan.includes('cattle_user_tag_lookalike_idx'))).toBe(true);
    expect(plans.some((plan) => plan.includes('cattle_user_name_lookalike_idx'))).toBe(true);
  });
});
