import { describe, expect, it } from 'vitest';
import { parseSire, sireBull, sireFromTank } from './sire';

describe('the sire of a breeding: "bull|tank" for a straw picked from a tank, else the bull alone', () => {
  it('reads a straw pick as its bull and tank', () => {
    expect(parseSire('Connealy Capitalist|Tank 1')).toEqual({ bull: 'Connealy Capitalist', tank: 'Tank 1' });
    expect(parseSire(' Rito 707 | North Tank ')).toEqual({ bull: 'Rito 707', tank: 'North Tank' });
  });

  it('reads free text as the bull alone, and blank as no sire', () => {
    expect(parseSire('412 Big Red')).toEqual({ bull: '412 Big Red', tank: null });
    expect(parseSire('  ')).toBeNull();
    expect(parseSire(null)).toBeNull();
    expect(parseSire('|Tank 1')).toBeNull();
  });

  it('writes a straw pick as "bull|tank", and shows only the bull', () => {
    expect(sireFromTank(' Rito 707 ', 'North Tank')).toBe('Rito 707|North Tank');
    expect(sireBull(sireFromTank('Rito 707', 'North Tank'))).toBe('Rito 707');
    expect(sireBull('Big Red')).toBe('Big Red');
    expect(sireBull(undefined)).toBeNull();
  });
});
