import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columnOf, IMPORT_COLUMNS } from '../domain/import-columns';
import { CATTLE_COLUMNS } from '../exports/cattle-columns';
import { cellText, fieldValue, sameCell } from './cell-values';

describe('the export’s columns read back', () => {
  it('every column the export writes is a field the import fills, or one the export works out', () => {
    expect(CATTLE_COLUMNS.map((column) => column.header).filter((header) => columnOf(header) === null)).toEqual([]);
  });

  it('docs/import.md names every column and each of its other names', () => {
    const doc = readFileSync(new URL('../../docs/import.md', import.meta.url), 'utf8');
    const rows = new Map(doc.split('\n').filter((line) => line.startsWith('| ')).map((line) => [line.split(' | ')[0]!.slice(2), line] as const));
    for (const column of IMPORT_COLUMNS) {
      const [header, ...others] = column.names;
      expect(rows.get(header!), header).toBeDefined();
      for (const other of others) expect(rows.get(header!), `${header}: ${other}`).toContain(other);
    }
  });
});

describe('a cell as its field takes it', () => {
  it('a blank cell is the field left empty', () => {
    expect([fieldValue('text', null), fieldValue('pounds', '  '), fieldValue('date', '')]).toEqual([null, null, null]);
  });

  it('text is trimmed; a number in a text column is its digits (tag 12)', () => {
    expect([fieldValue('text', '  Daisy '), fieldValue('text', 12)]).toEqual(['Daisy', '12']);
  });

  it('pounds and counts as the forms read them: "1,250" is 1250; text that is no number is NaN, for the schema to refuse', () => {
    expect([fieldValue('pounds', 1270), fieldValue('pounds', '1,250'), fieldValue('count', '2')]).toEqual([1270, 1250, 2]);
    expect(fieldValue('pounds', 'heavy')).toBeNaN();
  });

  it('a sale price is dollars, kept in cents: 1250.5 and "$1,250.50" are 125050', () => {
    expect([fieldValue('dollars', 1250.5), fieldValue('dollars', '$1,250.50')]).toEqual([125_050, 125_050]);
  });

  it('breeds by their label, sexes by their letter, dates by their day', () => {
    expect(fieldValue('breed', 'Composite/Crossbred')).toBe('Composite');
    expect(fieldValue('sex', 'F')).toBe('female');
    expect(fieldValue('date', new Date(Date.UTC(2024, 2, 15)))).toBe('2024-03-15');
  });

  it('two cells read the same when their text does: a sheet’s date and its day, 1270 and "1270"', () => {
    expect(sameCell(new Date(Date.UTC(2024, 2, 15)), '2024-03-15')).toBe(true);
    expect(sameCell(1270, ' 1270')).toBe(true);
    expect(sameCell(null, '')).toBe(true);
    expect(sameCell('Female', 'female')).toBe(false);
    expect(cellText(true)).toBe('true');
  });
});
