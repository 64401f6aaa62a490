import { describe, expect, it } from 'vitest';
import { WindowTokens } from './window-tokens';

describe('WindowTokens', () => {
  it('keeps one token per window and forgets it on null, junk or close', () => {
    const tokens = new WindowTokens();
    tokens.set(1, 'abc');
    tokens.set(2, 'def');
    expect([tokens.get(1), tokens.get(2), tokens.get(3)]).toEqual(['abc', 'def', null]);
    tokens.set(1, null);
    tokens.set(2, { not: 'a token' });
    expect([tokens.get(1), tokens.get(2)]).toEqual([null, null]);
    tokens.set(3, 'x'.repeat(513));
    expect(tokens.get(3)).toBeNull();
    tokens.set(4, 'ghi');
    tokens.forget(4);
    expect(tokens.get(4)).toBeNull();
  });
});
