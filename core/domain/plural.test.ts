import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('a count reads with its noun in the right number', () => {
  it('one takes the singular; none and many the plural', () => {
    expect(countOf(1, 'straw')).toBe('1 straw');
    expect(countOf(0, 'straw')).toBe('0 straws');
    expect(countOf(3, 'calf', 'calves')).toBe('3 calves');
  });

  it('groups thousands with commas', () => {
    expect(countOf(12500, 'animal')).toBe('12,500 animals');
  });
});
