import { describe, expect, it } from 'vitest';
import { keyOf, keyTaken, normaliseKey, sameKey } from './record-keys';

describe('record keys: look-alike tags and pasture names are one key', () => {
  it('removes zero-width characters and the soft hyphen: U+200B, U+200C, U+200D, U+2060, U+FEFF, U+00AD', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD']) {
      expect(normaliseKey(`7${invisible}77`), `U+${invisible.charCodeAt(0).toString(16)}`).toBe('777');
      expect(normaliseKey(`${invisible}Edge${invisible}`)).toBe('Edge');
    }
  });

  it('folds compatibility forms (NFKC): full-width digits and letters, ligatures; composes accents', () => {
    expect(normaliseKey('７７７')).toBe('777');
    expect(normaliseKey('Ｅｄｇｅ')).toBe('Edge');
    expect(normaliseKey('ﬁeld')).toBe('field');
    expect(normaliseKey('Cre\u0301ek')).toBe('Créek');
    expect(normaliseKey('Cre\u200b\u0301ek')).toBe('Créek');
  });

  it('keeps what tells keys apart: case, inner spaces, other letters', () => {
    expect(normaliseKey('  North  Meadow ')).toBe('North  Meadow');
    expect(sameKey('Edge', 'edge')).toBe(false);
    expect(sameKey('A12', 'A 12')).toBe(false);
  });

  it('compares keys on both sides, names in any case; blank is no key', () => {
    expect(sameKey('777\u200b', '７７７')).toBe(true);
    expect(sameKey('Dai\u00adsy', 'DAISY', { anyCase: true })).toBe(true);
    expect(sameKey('', '\u200b')).toBe(false);
    expect(sameKey(null, null)).toBe(false);
    expect(keyOf(' \u200b ')).toBeNull();
    expect(keyOf('Ｂｅｓｓｉｅ', { anyCase: true })).toBe('bessie');
  });

  it('a key is taken when another record holds it, as written or as a look-alike; the record being saved does not count', () => {
    const holders = [
      { id: 'tagged', key: '777' },
      { id: 'old', key: 'Dai\u200bsy' },
      { id: 'untagged', key: null },
    ];
    expect(keyTaken('777', holders)).toBe(true);
    expect(keyTaken('777', holders, 'tagged')).toBe(false);
    expect(keyTaken('Daisy', holders)).toBe(true);
    expect(keyTaken('daisy', holders)).toBe(false);
    expect(keyTaken('12', holders)).toBe(false);
    expect(keyTaken('', holders)).toBe(false);
  });
});
