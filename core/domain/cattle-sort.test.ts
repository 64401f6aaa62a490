import { describe, expect, it } from 'vitest';
import { compareCattle, sortCattle } from './cattle-sort';
import { displayName } from './display-name';

const names = (list: { tag?: string | null; name?: string | null }[]) =>
  sortCattle(list).map(displayName);

describe('cattle sort (by numeric tag, then name)', () => {
  it('sort: numeric tags in numeric order, 2 < 10 < 101', () => {
    expect(names([{ tag: '101' }, { tag: '2' }, { tag: '10' }])).toEqual(['2', '10', '101']);
  });

  it('sort: leading zeros and very long tags keep numeric order', () => {
    expect(names([{ tag: '0100' }, { tag: '99' }, { tag: '12345678901234567890' }, { tag: '9' }]))
      .toEqual(['9', '99', '0100', '12345678901234567890']);
  });

  it('sort: numeric tags, then other tags (natural order), then no tag', () => {
    const sorted = names([
      { name: 'Zed' },
      { tag: 'A10' },
      { tag: '5' },
      { tag: 'a2' },
      { tag: '' , name: 'Amy' },
    ]);
    expect(sorted).toEqual(['5', 'a2', 'A10', 'Amy', 'Zed']);
  });

  it('sort: same tag → by name, case-insensitive', () => {
    expect(names([{ tag: '7', name: 'bravo' }, { tag: '7', name: 'Alpha' }])).toEqual([
      '7 Alpha',
      '7 bravo',
    ]);
  });

  it('sort: no tag → by name case-insensitive, nameless last', () => {
    expect(names([{ name: 'daisy' }, {}, { name: 'Clover' }])).toEqual([
      'Clover',
      'daisy',
      'Unknown',
    ]);
  });

  it('compare: equal animals compare 0; sortCattle leaves its input alone', () => {
    expect(compareCattle({ tag: '3', name: 'A' }, { tag: '3', name: 'a' })).toBe(0);
    const input = [{ tag: '2' }, { tag: '1' }];
    sortCattle(input);
    expect(input[0]?.tag).toBe('2');
  });

  it('compare: animals alike in tag and name go by id, whichever order they come in', () => {
    const herd = [{ id: 'b', tag: null, name: 'Daisy' }, { id: 'a', tag: null, name: 'DAISY' }, { id: 'c', tag: 'A2' }, { id: 'd', tag: 'a2' }];
    expect(sortCattle(herd).map((animal) => animal.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(sortCattle(herd.toReversed()).map((animal) => animal.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});
