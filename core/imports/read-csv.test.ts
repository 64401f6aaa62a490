import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { HERD_FILE_MESSAGES } from './herd-file';
import { readCsv, separatorOf } from './read-csv';

const cellsOf = (text: string | Buffer) => readCsv(typeof text === 'string' ? Buffer.from(text) : text).rows.map((row) => [row.number, row.cells]);

describe('the separator is the header line’s', () => {
  it('a comma, a semicolon (where the comma is the decimal mark) or a tab, counted outside quotes', () => {
    expect(separatorOf('Tag,Name\n1;2;3')).toBe(',');
    expect(separatorOf('Tag;Name;"Notes, more"\n')).toBe(';');
    expect(separatorOf('Tag\tName\n')).toBe('\t');
    expect(separatorOf('Tag\n')).toBe(',');
  });
});

describe('CSV rows as a spreadsheet numbers them', () => {
  it('a quoted field over lines is one row; an empty line is a row too', () => {
    expect(cellsOf('Tag,Notes\n1,"a\nb"\n\n2,c\n')).toEqual([
      [1, ['Tag', 'Notes']],
      [2, ['1', 'a\nb']],
      [3, ['']],
      [4, ['2', 'c']],
    ]);
  });

  it('a byte order mark is no part of the first header', () => {
    expect(cellsOf('\ufeffTag\n1\n')[0]).toEqual([1, ['Tag']]);
  });

  it('a stray quote inside a field is kept, as a spreadsheet keeps it', () => {
    expect(cellsOf('Tag,Name\n1,Bob "Red" Smith\n')[1]).toEqual([2, ['1', 'Bob "Red" Smith']]);
  });
});

describe('what is no CSV text', () => {
  it('bytes with control characters (a picture, random data) are refused', () => {
    expect(() => cellsOf(Buffer.from([0x54, 0x61, 0x67, 0x00, 0x01]))).toThrow(HERD_FILE_MESSAGES.notSpreadsheet);
  });

  it('a quote never closed is refused at its line', () => {
    expect(() => cellsOf('Tag,Name\n1,"open\n')).toThrow(/^The CSV text cannot be read at line \d+/);
  });
});
