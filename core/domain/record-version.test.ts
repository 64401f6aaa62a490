import { describe, expect, it } from 'vitest';
import { isStale } from './record-version';

describe('record versions', () => {
  it('an edit made on the version stored is current; on any other, it would undo a newer save', () => {
    expect(isStale(3, 3)).toBe(false);
    expect(isStale(4, 3)).toBe(true);
    expect(isStale(3, 4)).toBe(true);
  });

  it('an edit that names no version is not checked (a plain REST call: the last write wins)', () => {
    expect(isStale(7, undefined)).toBe(false);
  });
});
