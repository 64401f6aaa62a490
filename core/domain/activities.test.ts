import { describe, expect, it } from 'vitest';
import { activityTypeLabel, ACTIVITY_TYPES, animalKeyOf, findNamedAnimal, isBreedingOrHeat, namedAnimalLookup } from './activities';

describe('activities', () => {
  it('has the eight types; movement shows as Pasture Movement', () => {
    expect(ACTIVITY_TYPES).toEqual(['calving', 'breeding', 'heat', 'weaning', 'vaccination', 'movement', 'health-check', 'other']);
    expect(activityTypeLabel('movement')).toBe('Pasture Movement');
    expect(activityTypeLabel('health-check')).toBe('Health Check');
    expect(activityTypeLabel('branding')).toBe('branding');
  });

  it('Breeding Management lists breeding and heat activities', () => {
    expect(ACTIVITY_TYPES.filter(isBreedingOrHeat)).toEqual(['breeding', 'heat']);
  });

  it('an activity names an animal by tag, or by name when it has none; found again the same way', () => {
    const herd = [{ tag: '12', name: 'Bessie' }, { tag: null, name: 'Duke' }];
    expect(herd.map(animalKeyOf)).toEqual(['12', 'Duke']);
    expect(findNamedAnimal(herd, '12')).toBe(herd[0]);
    expect(findNamedAnimal(herd, 'duke')).toBe(herd[1]);
    expect(findNamedAnimal(herd, 'bessie')).toBe(herd[0]);
    expect(findNamedAnimal(herd, '99')).toBeUndefined();
  });

  it('a look-alike key names the same animal, on either side (a tag or name saved before keys were normalised)', () => {
    const herd = [{ tag: '777\u200b', name: null }, { tag: null, name: 'Dai\u00adsy' }, { tag: '12', name: null }];
    expect(findNamedAnimal(herd, '777')).toBe(herd[0]);
    expect(findNamedAnimal(herd, '７７７')).toBe(herd[0]);
    expect(findNamedAnimal(herd, 'DAISY')).toBe(herd[1]);
    expect(findNamedAnimal(herd, '1\u200b2')).toBe(herd[2]);
    expect(namedAnimalLookup(herd)('\ufeff777')).toBe(herd[0]);
  });

  it('many lookups from one index: the same answers as findNamedAnimal (tag first, then name in any case)', () => {
    const herd = [
      { tag: '7', name: 'Rosie' },
      { tag: 'Rosie', name: 'Tagged Rosie' },
      { tag: null, name: 'Bella' },
      { tag: '8', name: 'bella' },
      { tag: ' 9 ', name: null },
    ];
    const find = namedAnimalLookup(herd);
    for (const key of ['7', 'Rosie', 'rosie', 'BELLA', '9', ' 9', '７', 'Bel\u200bla', 'nobody', '', '\u200b', null, undefined]) {
      expect(find(key), String(key)).toBe(findNamedAnimal(herd, key));
    }
  });

  it('of animals answering to a key, the best: tag as written, tag look-alike, name as written, name in any case', () => {
    const tagged = { id: 'd', tag: '777', name: null };
    const tagLookAlike = { id: 'a', tag: '777\u200b', name: null };
    const named = { id: 'c', tag: null, name: '777' };
    const namedInCapitals = { id: 'b', tag: null, name: 'ÉLAN' };
    const namedSmall = { id: 'e', tag: null, name: 'élan' };
    const herd = [tagLookAlike, named, tagged, namedInCapitals, namedSmall];
    expect(findNamedAnimal(herd, '777')).toBe(tagged);
    expect(findNamedAnimal([tagLookAlike, named], '777')).toBe(tagLookAlike);
    expect(findNamedAnimal(herd, 'élan')).toBe(namedSmall);
    expect(findNamedAnimal(herd, 'Élan')).toBe(namedInCapitals);
  });

  it('of animals answering to a key equally well, the smallest id: the order the herd is read in does not matter', () => {
    const herd = [
      { id: 'b', tag: null, name: 'Daisy' },
      { id: 'a', tag: '5', name: 'Daisy' },
      { id: 'c', tag: null, name: 'DAISY' },
    ];
    for (const order of [herd, herd.toReversed()]) {
      expect(findNamedAnimal(order, 'Daisy')).toBe(herd[1]);
      expect(findNamedAnimal(order, 'daisy')).toBe(herd[1]);
      expect(namedAnimalLookup(order)('daisy')).toBe(herd[1]);
    }
  });
});
