import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import {
  CATTLE_FUSE_OPTIONS,
  CATTLE_SEARCH_WEIGHTS,
  createCattleSearch,
  matchPercent,
  SEARCH_LIMITS,
  type SearchableAnimal,
} from './cattle-search';

const HERD: SearchableAnimal[] = [
  { tag: '12', name: 'Bessie', type: 'Cow', breed: 'Angus', pasture: 'North Meadow', sireTag: 'Big Red' },
  { tag: '101', name: 'Daisy', type: 'Heifer', breed: 'Hereford', pasture: 'Creek Bottom', cowTag: '12' },
  { tag: '205', name: null, type: 'Calf', breed: 'Red Angus', pasture: 'Calving Lot', cowTag: '101' },
  { tag: null, name: 'Duke', type: 'Bull', breed: 'Charolais', pasture: 'North Meadow' },
  { tag: '300', name: 'Rosie', type: 'Cow', breed: 'Simmental', pasture: 'Creek Bottom', breedingSire: 'Connealy Capitalist' },
];
const search = createCattleSearch(HERD);
const ids = (list: SearchableAnimal[]) => list.map((a) => a.tag ?? a.name);
const found = (query: string, limit?: number) => ids(search.search(query, limit).map((m) => m.item));

const NAMES = ['Bessie', 'Daisy', 'Buttercup', 'Molly', 'Miss Kitty', 'Lady Bess', 'Rosie', null];
const BREEDS = ['Angus', 'Red Angus', 'Hereford', 'Simmental', 'Shorthorn', 'Composite/Crossbred'];
const PASTURES = ['North Meadow', 'Creek Bottom', 'Calving Lot', 'South Hay Meadow'];
const TYPES = ['Cow', 'Heifer', 'Calf', 'Bull', 'Steer'];
const SIRES = ['Connealy Capitalist', 'Sitz Resolute', 'Big Red', null];

/** A herd like a ranch's: names, breeds, pastures and sires repeat; tags are numbers; dams are tags. */
function ranchHerd(head: number): SearchableAnimal[] {
  return Array.from({ length: head }, (_, i) => ({
    tag: i % 13 === 0 ? null : String(i + 1),
    name: NAMES[i % NAMES.length] ?? (i % 13 === 0 ? `Heifer ${i}` : null),
    type: TYPES[i % TYPES.length],
    breed: BREEDS[(i * 7) % BREEDS.length],
    pasture: PASTURES[(i * 3) % PASTURES.length],
    breedingSire: SIRES[i % SIRES.length],
    cowTag: i > 20 && i % 4 === 0 ? String(i - 20) : null,
    sireTag: i % 5 === 0 ? SIRES[(i / 5) % SIRES.length] : null,
  }));
}

/** Plain fuse.js's answer, as animals best first. */
function plainFuse(herd: SearchableAnimal[], query: string) {
  return new Fuse(herd, CATTLE_FUSE_OPTIONS).search(query);
}

describe('fuzzy cattle search: the weights, threshold 0.4, at least 2 characters, extended search', () => {
  it('weights name 0.3, tag 0.3, type 0.2, breed 0.1, pasture 0.1, breeding sire, dam and sire 0.05', () => {
    expect(CATTLE_SEARCH_WEIGHTS).toEqual({ name: 0.3, tag: 0.3, type: 0.2, breed: 0.1, pasture: 0.1, breedingSire: 0.05, cowTag: 0.05, sireTag: 0.05 });
    expect(CATTLE_FUSE_OPTIONS).toMatchObject({ threshold: 0.4, minMatchCharLength: 2, useExtendedSearch: true });
  });

  it('forgives a misspelt name within the threshold, and finds nothing far from every field', () => {
    expect(found('bessy')).toEqual(['12']);
    expect(found('rosy')[0]).toBe('300');
    expect(found('zzqxv')).toEqual([]);
  });

  it('searches every weighted field: type, breed, pasture, breeding sire, dam and sire', () => {
    expect(found('bull')).toContain('Duke');
    expect(found('hereford')).toEqual(['101']);
    expect(found('creek')).toEqual(expect.arrayContaining(['101', '300']));
    expect(found('connealy')).toEqual(['300']);
    expect(found('big red')).toContain('12');
  });

  it('needs at least 2 characters: one character finds nothing fuzzy', () => {
    expect(search.search('d')).toEqual([]);
    expect(search.search(' b ')).toEqual([]);
  });

  it('understands extended search: =exact, !not, ^start', () => {
    expect(found('=Charolais')).toEqual(['Duke']);
    expect(found('^Dai')).toEqual(['101']);
    // As fuse has it: with a `!` pattern an animal matches only when every field is there and passes.
    const full = { tag: '9', name: 'Ruby', type: 'Cow', breed: 'Hereford', pasture: 'North', breedingSire: 'Duke', cowTag: '1', sireTag: '2' };
    expect(ids(createCattleSearch([...HERD, full]).search('!angus').map((m) => m.item))).toEqual(['9']);
  });

  it('match percent is (1 − score) × 100; an exact name is 100', () => {
    expect(matchPercent(0)).toBe(100);
    expect(matchPercent(0.25)).toBe(75);
    const [best] = search.search('Bessie');
    expect(best?.matchPercent).toBe(100);
    expect(best?.matchPercent).toBe(matchPercent(best?.score ?? 1));
  });

  it('results are limited: 50 by default, fewer where a screen asks (10 for the demo)', () => {
    const herd = ranchHerd(400);
    const many = createCattleSearch(herd);
    expect(SEARCH_LIMITS).toMatchObject({ default: 50, breedingCandidates: 20, demo: 10, breedingPage: 100, suggestions: 5, pickerSuggestions: 3 });
    expect(many.search('cow')).toHaveLength(50);
    expect(many.search('cow', SEARCH_LIMITS.demo)).toHaveLength(10);
    expect(many.search('cow', Infinity).length).toBeGreaterThan(50);
  });

  it('an exact tag or name comes first: "Animal 4242" before Animal 242 and Animal 422', () => {
    const herd = Array.from({ length: 5000 }, (_, i) => ({ tag: String(i + 1), name: `Animal ${i + 1}`, type: 'Cow', breed: 'Angus', pasture: 'North' }));
    const animals = createCattleSearch(herd);
    expect(animals.search('Animal 4242')[0]?.item.name).toBe('Animal 4242');
    expect(animals.search('4242')[0]?.item.tag).toBe('4242');
    expect(animals.filter('animal 4242')[0]?.name).toBe('Animal 4242');
  });

  it('suggests at most 5 names or tags, without repeats, best first', () => {
    const herd = ranchHerd(400);
    const suggestions = createCattleSearch(herd).suggestions('be');
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    expect(createCattleSearch(herd).suggestions('be', 3).length).toBeLessThanOrEqual(3);
  });

  it('exact results are the animals whose name or tag contains the text', () => {
    expect(ids(search.exact('dai'))).toEqual(['101']);
    expect(ids(search.exact('0'))).toEqual(['101', '205', '300']);
    expect(search.exact('  ')).toEqual([]);
  });

  it('a list shows the whole herd for no query, a contains-match for one character, ranked matches otherwise', () => {
    expect(search.filter('')).toHaveLength(HERD.length);
    expect(ids(search.filter('5'))).toEqual(['205']);
    expect(ids(search.filter('bessy'))).toEqual(['12']);
  });
});

describe('the same ranking as plain fuse.js with these settings', () => {
  const herd = ranchHerd(1500);
  const fast = createCattleSearch(herd);
  const words = [...new Set(herd.flatMap((a) => [a.name, a.tag, a.breed, a.pasture, a.type].filter((v): v is string => Boolean(v))))];

  /** Both rankings in fuse's order (this module lifts exact tags and names to the top, so sort that back). */
  function compare(query: string) {
    const reference = plainFuse(herd, query);
    const ours = fast
      .search(query, Infinity)
      .map((m) => ({ index: herd.indexOf(m.item as (typeof herd)[number]), score: m.score }))
      .sort((a, b) => a.score - b.score || a.index - b.index);
    expect(ours.map((m) => m.index), query).toEqual(reference.map((r) => r.refIndex));
    ours.forEach((m, i) => expect(m.score, query).toBeCloseTo(reference[i]?.score ?? -1, 12));
  }

  it.each(['bes', 'molly', 'miss kity', 'angus', 'north mead', '123', 'calvng lot', 'hereford', 'cow', 'capitalist', '=Angus', "'creek", '!angus', 'bull | steer'])(
    '%s',
    (query) => compare(query),
  );

  it('for words of the herd with typos, any case, alone or in pairs', () => {
    const typo = fc
      .tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom('', 'x', 'e'))
      .map(([word, at, letter]) => {
        const i = at % (word.length + 1);
        return `${word.slice(0, i)}${letter}${word.slice(i + (letter === '' ? 1 : 0))}`;
      });
    const query = fc.oneof(typo, fc.tuple(typo, typo).map(([a, b]) => `${a} ${b}`), typo.map((w) => w.toUpperCase()));
    fc.assert(
      fc.property(query, (q) => {
        if (q.trim().length < 2) return;
        compare(q);
      }),
      { numRuns: 60 },
    );
  });
});
