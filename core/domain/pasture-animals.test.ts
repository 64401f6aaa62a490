import { describe, expect, it } from 'vitest';
import { grazes, headInPasture, movedByRename } from './pasture-animals';

const herd = [
  { id: 'a', pasture: 'North', status: 'active' },
  { id: 'b', pasture: 'North\u200b', status: 'bred' },
  { id: 'c', pasture: 'Ｎｏｒｔｈ', status: 'sold' },
  { id: 'd', pasture: 'north', status: 'active' },
  { id: 'e', pasture: 'South', status: 'deceased' },
];

describe('the animals in a pasture', () => {
  it('are those naming it as written or as a look-alike; a name in other letter case is another pasture', () => {
    expect(grazes('North', 'North')).toBe(true);
    expect(grazes('North\u200b', 'North')).toBe(true);
    expect(grazes('North', 'Ｎｏｒｔｈ')).toBe(true);
    expect(grazes('north', 'North')).toBe(false);
  });

  it('a rename moves them all, look-alikes too, to the new name', () => {
    expect(movedByRename('North', 'Top Field', herd).map((animal) => animal.id)).toEqual(['a', 'b', 'c']);
    expect(movedByRename('North\u200b', 'North', herd).map((animal) => animal.id)).toEqual(['a', 'b', 'c']);
  });

  it('a save under the same name moves nobody', () => {
    expect(movedByRename('North', 'North', herd)).toEqual([]);
  });

  it('the head a delete would strand: those still in the herd, not sold or deceased', () => {
    expect(headInPasture('North', herd)).toBe(2);
    expect(headInPasture('South', herd)).toBe(0);
    expect(headInPasture('East', herd)).toBe(0);
  });
});
