import { describe, expect, it } from 'vitest';
import { identifierText, parseIdentifier } from './identifier';

describe('animal identifier (one box for tag and name)', () => {
  it('identifier: leading digits + space + rest → tag and name ("101 Bessie")', () => {
    expect(parseIdentifier('101 Bessie')).toEqual({ tag: '101', name: 'Bessie' });
  });

  it('identifier: digits only → tag ("101")', () => {
    expect(parseIdentifier('101')).toEqual({ tag: '101', name: null });
  });

  it('identifier: read as keys, so look-alike digits are the tag ("７７７", "777" + zero-width space)', () => {
    expect(parseIdentifier('777\u200b')).toEqual({ tag: '777', name: null });
    expect(parseIdentifier('７７７ Ｂｅｓｓｉｅ')).toEqual({ tag: '777', name: 'Bessie' });
    expect(parseIdentifier('\u2060')).toBeNull();
  });

  it('identifier: anything else → name ("Bessie", "A12", "101Bessie", "Bessie 101")', () => {
    expect(parseIdentifier('Bessie')).toEqual({ tag: null, name: 'Bessie' });
    expect(parseIdentifier('A12')).toEqual({ tag: null, name: 'A12' });
    expect(parseIdentifier('101Bessie')).toEqual({ tag: null, name: '101Bessie' });
    expect(parseIdentifier('Bessie 101')).toEqual({ tag: null, name: 'Bessie 101' });
  });

  it('identifier: trims around and between tag and name ("  42   Old Red ")', () => {
    expect(parseIdentifier('  42   Old Red ')).toEqual({ tag: '42', name: 'Old Red' });
    expect(parseIdentifier('\t42\n')).toEqual({ tag: '42', name: null });
  });

  it('identifier: empty or blank → null (the form says "Please enter an animal identifier")', () => {
    expect(parseIdentifier('')).toBeNull();
    expect(parseIdentifier('   ')).toBeNull();
    expect(parseIdentifier(null)).toBeNull();
  });

  it('identifier text for edit forms: tag + name, either alone, or empty', () => {
    expect(identifierText({ tag: '101', name: 'Bessie' })).toBe('101 Bessie');
    expect(identifierText({ tag: '101' })).toBe('101');
    expect(identifierText({ tag: ' ', name: 'Bessie' })).toBe('Bessie');
    expect(identifierText({})).toBe('');
  });

  it('identifier text round-trips through the parser for a numeric tag and a name', () => {
    const animal = { tag: '42', name: 'Old Red' };
    expect(parseIdentifier(identifierText(animal))).toEqual(animal);
  });
});
