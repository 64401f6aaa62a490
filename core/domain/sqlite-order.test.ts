import { describe, expect, it } from 'vitest';
import { ascending, castInteger, compareBinary, compareIntegers, compareNoCase, descending, orderBy } from './sqlite-order';

const sorted = (texts: string[], compare: (a: string, b: string) => number) => texts.toSorted(compare);

describe('SQLite’s orderings in JavaScript', () => {
  it('BINARY is code point order: an emoji after full-width letters, which JavaScript’s < puts the other way', () => {
    expect('🐄' < 'ｚ').toBe(true);
    expect(sorted(['🐄', 'ｚ', 'b', 'B', 'a'], compareBinary)).toEqual(['B', 'a', 'b', 'ｚ', '🐄']);
    expect(compareBinary('ab', 'abc')).toBe(-1);
    expect(compareBinary('ab', 'ab')).toBe(0);
  });

  it('NOCASE folds A-Z alone: "É" and "é" stay apart, and "_" sorts before "a" and "A"', () => {
    expect(compareNoCase('Daisy', 'DAISY')).toBe(0);
    expect(compareNoCase('É', 'é')).toBe(-1);
    expect(sorted(['b', '_', 'A', 'é', 'É'], compareNoCase)).toEqual(['_', 'A', 'b', 'É', 'é']);
    expect(sorted(['b', '_', 'A'], compareBinary)).toEqual(['A', '_', 'b']);
  });

  it('NOCASE stops at a NUL in the first text, as SQLite does: what follows it is not compared', () => {
    expect(compareNoCase('a\0x', 'a\0y')).toBe(0);
    expect(compareNoCase('a\0xy', 'a\0y')).toBe(1);
    expect(compareNoCase('a\0', 'ab')).toBe(-1);
    expect(compareBinary('a\0x', 'a\0y')).toBe(-1);
  });

  it('CAST AS INTEGER: the integer the text starts with after ASCII spaces, else 0, held at 64 bits', () => {
    expect(['10', ' 7', '\t+4', '-3x', '02', '1e3', 'A2', '', '-', '３', '\u00a05'].map(castInteger)).toEqual([10n, 7n, 4n, -3n, 2n, 1n, 0n, 0n, 0n, 0n, 0n]);
    expect(castInteger('99999999999999999999')).toBe(2n ** 63n - 1n);
    expect(castInteger('-9223372036854775808')).toBe(-(2n ** 63n));
    expect(castInteger('-99999999999999999999')).toBe(-(2n ** 63n));
  });

  it('NULL comes first ascending and last descending; later terms break ties', () => {
    const rows = [{ v: 'b', n: 1 }, { v: null, n: 2 }, { v: 'a', n: 3 }, { v: 'b', n: 0 }];
    const byValue = ascending((row: (typeof rows)[number]) => row.v, compareBinary);
    const byNumber = ascending((row: (typeof rows)[number]) => row.n, compareIntegers);
    expect(rows.toSorted(orderBy(byValue, byNumber)).map((row) => row.n)).toEqual([2, 3, 0, 1]);
    expect(rows.toSorted(orderBy(descending((row) => row.v, compareBinary), byNumber)).map((row) => row.n)).toEqual([0, 1, 3, 2]);
  });
});
