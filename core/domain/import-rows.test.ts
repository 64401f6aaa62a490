import { describe, expect, it } from 'vitest';
import { animalOfRow, fileKeyOf, herdIndex, returnedToHeat, sheetDate, sheetSex } from './import-rows';

describe('a date cell', () => {
  it('a sheet’s date is its calendar day, whatever the time of day', () => {
    expect(sheetDate(new Date(Date.UTC(2024, 2, 15)))).toBe('2024-03-15');
    expect(sheetDate(new Date(Date.UTC(2024, 2, 15, 18, 30)))).toBe('2024-03-15');
  });

  it('an Excel day number is its day (45366 is 2024-03-15; a fraction of a day is a time)', () => {
    expect(sheetDate(45366)).toBe('2024-03-15');
    expect(sheetDate(45366.75)).toBe('2024-03-15');
    expect(sheetDate(-3)).toBe('-3');
  });

  it('text reads as YYYY-MM-DD, YYYY/MM/DD or the US M/D/YYYY', () => {
    expect(sheetDate(' 2024-03-15 ')).toBe('2024-03-15');
    expect(sheetDate('2024/3/5')).toBe('2024-03-05');
    expect(sheetDate('3/15/2024')).toBe('2024-03-15');
  });

  it('anything else is handed on as written, for the field’s check to refuse in its own words', () => {
    expect(sheetDate('15/03/2024')).toBe('15/03/2024');
    expect(sheetDate('2024-02-30')).toBe('2024-02-30');
    expect(sheetDate('spring')).toBe('spring');
  });
});

describe('a sex cell', () => {
  it('F and M are female and male; other words go on as written', () => {
    expect(['F', 'm', 'Female', 'x'].map(sheetSex)).toEqual(['female', 'male', 'Female', 'x']);
  });
});

describe('returned to heat', () => {
  it('is a heat return dated after the last breeding, or with no breeding', () => {
    expect(returnedToHeat('2024-05-01', '2024-04-10')).toBe(true);
    expect(returnedToHeat('2024-04-01', '2024-04-10')).toBe(false);
    expect(returnedToHeat('2024-04-01', null)).toBe(true);
    expect(returnedToHeat(null, '2024-04-10')).toBe(false);
  });
});

describe('which animal a row is', () => {
  const index = herdIndex([
    { id: 'a', tag: '12', name: 'Daisy' },
    { id: 'b', tag: null, name: 'Bessie' },
    { id: 'c', tag: null, name: 'bessie' },
    { id: 'd', tag: null, name: 'Clover' },
    { id: 'e', tag: '7', name: 'Clover' },
  ]);

  it('a tag names the animal with that tag, or a new one', () => {
    expect(animalOfRow(index, { tag: ' 12 ', name: 'Anything' }, true)).toEqual({ kind: 'found', id: 'a' });
    expect(animalOfRow(index, { tag: '99', name: 'Daisy' }, true)).toEqual({ kind: 'new' });
  });

  it('a row without a tag is the untagged animal of that name, in any case', () => {
    expect(animalOfRow(index, { tag: null, name: 'CLOVER' }, true)).toEqual({ kind: 'found', id: 'd' });
    expect(animalOfRow(index, { tag: null, name: 'Daisy' }, true)).toEqual({ kind: 'new' });
  });

  it('without a Tag column, a name is looked for in the whole herd', () => {
    expect(animalOfRow(index, { tag: null, name: 'Daisy' }, false)).toEqual({ kind: 'found', id: 'a' });
  });

  it('a name several such animals carry names none for sure', () => {
    expect(animalOfRow(index, { tag: null, name: 'Bessie' }, true)).toEqual({ kind: 'ambiguous', count: 2 });
    expect(animalOfRow(index, { tag: null, name: 'Clover' }, false)).toEqual({ kind: 'ambiguous', count: 2 });
  });
});

describe('the same animal twice in a file', () => {
  it('is the same tag, or for rows without a tag the same name in any case; a tag and a name never clash', () => {
    expect(fileKeyOf({ tag: '12', name: 'A' })).toBe(fileKeyOf({ tag: ' 12', name: 'B' }));
    expect(fileKeyOf({ tag: null, name: 'Daisy' })).toBe(fileKeyOf({ tag: '', name: 'DAISY' }));
    expect(fileKeyOf({ tag: '12', name: null })).not.toBe(fileKeyOf({ tag: null, name: '12' }));
    expect(fileKeyOf({ tag: null, name: null })).toBeNull();
  });
});
