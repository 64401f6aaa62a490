import { describe, expect, it } from 'vitest';
import { cleanText, displayName } from './display-name';

describe('display name (tag and name, else either, else "Unknown")', () => {
  it('display name: tag and name joined by a space', () => {
    expect(displayName({ tag: '101', name: 'Bessie' })).toBe('101 Bessie');
  });

  it('display name: whichever of tag or name exists', () => {
    expect(displayName({ tag: '101', name: null })).toBe('101');
    expect(displayName({ name: 'Bessie' })).toBe('Bessie');
  });

  it('display name: trimmed, and blank counts as missing', () => {
    expect(displayName({ tag: ' 7 ', name: '  Daisy ' })).toBe('7 Daisy');
    expect(displayName({ tag: '   ', name: 'Daisy' })).toBe('Daisy');
  });

  it('display name: neither → "Unknown"', () => {
    expect(displayName({})).toBe('Unknown');
    expect(displayName({ tag: '', name: ' ' })).toBe('Unknown');
  });

  it('cleanText (trimmed, empty becomes null)', () => {
    expect(cleanText('  a ')).toBe('a');
    expect(cleanText('  ')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });
});
