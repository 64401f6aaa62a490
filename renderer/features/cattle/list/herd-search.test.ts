import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { createHerdSearch, FUSE_OPTIONS } from './herd-search';
import { generateBigHerd } from '../../../../core/demo/big-herd';

const HERD = [
  { tag: '12', name: 'Bessie', breed: 'Angus', pasture: 'North Meadow' },
  { tag: '101', name: 'Daisy', breed: 'Hereford', pasture: 'Creek Bottom' },
  { tag: '205', name: null, breed: 'Red Angus', pasture: 'Calving Lot' },
  { tag: null, name: 'Duke', breed: 'Charolais', pasture: 'North Meadow' },
];
const tags = (list: { tag: string | null; name: string | null }[]) => list.map((a) => a.tag ?? a.name);
const search = createHerdSearch(HERD);

describe('cattle search: name, tag, breed or pasture; threshold 0.4, at least 2 characters, extended search', () => {
  it('an empty query lists the whole herd', () => {
    expect(search.search('  ')).toHaveLength(4);
  });

  it('matches name, tag, breed and pasture, forgiving a typo (threshold 0.4)', () => {
    expect(tags(search.search('bessy'))).toEqual(['12']);
    expect(tags(search.search('101'))).toEqual(['101']);
    expect(tags(search.search('hereford'))).toEqual(['101']);
    expect(tags(search.search('creek'))).toEqual(['101']);
  });

  it('keeps herd order, not relevance order', () => {
    expect(tags(search.search('angus'))).toEqual(['12', '205']);
    expect(tags(search.search('north'))).toEqual(['12', 'Duke']);
  });

  it('fuzzy search needs at least 2 characters; one character matches name or tag', () => {
    expect(tags(search.search('d'))).toEqual(['101', 'Duke']);
    expect(tags(search.search('5'))).toEqual(['205']);
  });

  it('every word must match some field, so breed and pasture combine', () => {
    expect(tags(search.search('angus north'))).toEqual(['12']);
    expect(tags(search.search('angus creek'))).toEqual([]);
  });

  it('finds exactly what a Fuse index over the records finds for one word', () => {
    const herd = generateBigHerd({ head: 2_000, today: '2026-06-15' }).cattle;
    const fast = createHerdSearch(herd);
    const keys = ['name', 'tag', 'breed', 'pasture'];
    const reference = new Fuse(herd, { ...FUSE_OPTIONS, keys } as ConstructorParameters<typeof Fuse<(typeof herd)[number]>>[1]);
    for (const query of ['bes', 'molly', 'angus', 'mead', '123', 'rito', 'shorthorn', 'calvng']) {
      const expected = new Set(reference.search(query).map((r) => r.item));
      const actual = fast.search(query);
      expect(actual.length, query).toBe(expected.size);
      expect(actual.every((animal) => expected.has(animal)), query).toBe(true);
    }
  });
});
