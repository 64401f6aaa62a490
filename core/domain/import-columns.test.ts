import { describe, expect, it } from 'vitest';
import { columnOf, headerKey, IMPORT_COLUMNS, IMPORT_HEADER_MESSAGES, matchHeaders } from './import-columns';

const fieldOf = (header: string) => {
  const found = columnOf(header);
  return found === null || found === 'derived' ? found : found.field;
};

describe('a header names its column in any case, spacing or punctuation', () => {
  it('"Tag #", "tag no." and " TAG NUMBER " are the tag; "DOB" and "Birth Date" the birth date', () => {
    expect(['Tag #', 'tag no.', ' TAG NUMBER ', 'Ear-Tag', 'Tag'].map(fieldOf)).toEqual(Array(5).fill('tag'));
    expect(['DOB', 'Birth Date', 'birth_date', 'Date of Birth'].map(fieldOf)).toEqual(Array(4).fill('birthDate'));
    expect(fieldOf('Weight (lbs)')).toBe('weight');
    expect(fieldOf('Sale Price ($)')).toBe('salePrice');
    expect(fieldOf('Dam')).toBe('cowTag');
    expect(fieldOf('Sire')).toBe('sireTag');
    expect(fieldOf('Sex')).toBe('gender');
    expect(fieldOf('Pasture')).toBe('pasture');
    expect(headerKey(' Weight (lb) ')).toBe('weightlb');
  });

  it('the export’s worked-out columns (Identifier, Age) are read past; a column nobody knows is no field', () => {
    expect(fieldOf('Identifier')).toBe('derived');
    expect(fieldOf('AGE')).toBe('derived');
    expect(fieldOf('Colour')).toBeNull();
  });

  it('every name belongs to one field only', () => {
    const keys = IMPORT_COLUMNS.flatMap((column) => column.names.map(headerKey));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('the header row', () => {
  it('gives each field its column and leaves unknown ones alone', () => {
    const match = matchHeaders(['Tag Number', 'Colour', '', 'DOB', 'Sex']);
    expect(match.columns.map(({ field, index, header }) => [field, index, header])).toEqual([
      ['tag', 0, 'Tag Number'],
      ['birthDate', 3, 'DOB'],
      ['gender', 4, 'Sex'],
    ]);
    expect(match.ignored).toEqual(['Colour']);
    expect(match.problems).toEqual([]);
  });

  it('a file with neither a Tag nor a Name column cannot be read: no row can be matched', () => {
    expect(matchHeaders(['Breed', 'DOB']).problems).toEqual([{ header: 'Breed', message: IMPORT_HEADER_MESSAGES.noIdentifier }]);
    expect(matchHeaders(['Name']).problems).toEqual([]);
  });

  it('a field in two columns cannot be read: which one holds it?', () => {
    expect(matchHeaders(['Tag', 'Tag Number']).problems).toEqual([{ header: 'Tag Number', message: IMPORT_HEADER_MESSAGES.twice('Tag') }]);
  });
});
