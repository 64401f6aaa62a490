import { describe, expect, it } from 'vitest';
import { isSavableText, markUnsavable, normaliseLineEnds, UNSAVABLE_MARK } from './savable-text';

describe('savable text: what XML can carry, and no control character but tab and newline', () => {
  it('takes letters of any script, emoji, tab and newline', () => {
    for (const text of ['Bessie', 'Ω≈ç√ 表ポあ叶', 'e\u0301', '👨‍👩‍👧‍👦🐄', 'line one\nline\ttwo', '\u202eright to left\u202c', '\u2028']) {
      expect(isSavableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses U+FFFE, U+FFFF, lone surrogates, C0 and C1 control characters and DEL, a lone CR', () => {
    const refused = ['\uFFFE', '\uFFFF', '\ud800', '\udfff', '\udc00\ud800', '\u0000', '\u0008', '\u000b', '\u000c', '\r', '\u001f', '\u007f', '\u0085', '\u009f'];
    for (const character of refused) expect(isSavableText(`a${character}b`), JSON.stringify(character)).toBe(false);
  });

  it('a CR LF line end becomes LF (pasted from Windows); a lone CR is left for the rule to refuse', () => {
    expect(normaliseLineEnds('one\r\ntwo\r\n')).toBe('one\ntwo\n');
    expect(normaliseLineEnds('one\rtwo')).toBe('one\rtwo');
  });

  it('marks each character that cannot be saved with U+FFFD, keeping the rest as it is', () => {
    expect(UNSAVABLE_MARK).toBe('\uFFFD');
    expect(markUnsavable('a\u0001b\uFFFEc\ud800d\r\ne\rf\tg\nh🐄')).toBe('a\uFFFDb\uFFFDc\uFFFDd\ne\uFFFDf\tg\nh🐄');
    expect(isSavableText(markUnsavable('\u0000\uFFFF\udfff'))).toBe(true);
  });
});
