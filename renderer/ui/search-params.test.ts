import { describe, expect, it } from 'vitest';
import { withoutParam } from './search-params';

describe('an address without a parameter', () => {
  it('drops the one named and keeps the others, leaving the address it was given as it was', () => {
    const last = new URLSearchParams('tab=data&imported=2026-11-27T12%3A00%3A00.000Z&privacy=1');
    expect(withoutParam('imported')(last).toString()).toBe('tab=data&privacy=1');
    expect(last.has('imported')).toBe(true);
  });
});
