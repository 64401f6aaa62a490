import { describe, expect, it } from 'vitest';
import { mergeChanges, mergeCount } from './sync-merge';

const counters = { remainingStraws: 'totalStraws' };

describe('mergeChanges: an update merges field by field against base', () => {
  it('takes the device value where the server still has the base value', () => {
    expect(mergeChanges({ name: 'Bessie', weight: 900 }, { weight: 950 }, { weight: 900 })).toEqual({ apply: { weight: 950 }, conflicts: [] });
  });

  it('does nothing for a field the server already has at the device value', () => {
    expect(mergeChanges({ weight: 950 }, { weight: 950 }, { weight: 900 })).toEqual({ apply: {}, conflicts: [] });
  });

  it('keeps the server value and records a field conflict when both changed it; the other fields still apply', () => {
    const merged = mergeChanges({ weight: 1000, notes: null }, { weight: 950, notes: 'lame' }, { weight: 900, notes: null });
    expect(merged.apply).toEqual({ notes: 'lame' });
    expect(merged.conflicts).toEqual([{ field: 'weight', base: 900, theirs: 1000, mine: 950 }]);
  });

  it('without base (a plain call) is last write wins', () => {
    expect(mergeChanges({ weight: 1000 }, { weight: 950 }, undefined)).toEqual({ apply: { weight: 950 }, conflicts: [] });
  });

  it('treats a missing value and null alike', () => {
    expect(mergeChanges({ notes: null }, { notes: 'x' }, {})).toEqual({ apply: { notes: 'x' }, conflicts: [] });
    expect(mergeChanges({}, { notes: 'x' }, { notes: null })).toEqual({ apply: { notes: 'x' }, conflicts: [] });
  });
});

describe('counters merge as deltas, within 0 and the total', () => {
  it('two phones each using 2 of 10 straws leave 6', () => {
    const first = mergeChanges({ remainingStraws: 10, totalStraws: 10 }, { remainingStraws: 8 }, { remainingStraws: 10 }, counters);
    expect(first.apply).toEqual({ remainingStraws: 8 });
    const second = mergeChanges({ remainingStraws: 8, totalStraws: 10 }, { remainingStraws: 8 }, { remainingStraws: 10 }, counters);
    expect(second).toEqual({ apply: { remainingStraws: 6 }, conflicts: [] });
  });

  it('never goes below 0 nor above the total, the total as merged', () => {
    expect(mergeCount(1, 5, 0, 10)).toBe(0);
    expect(mergeCount(9, 5, 8, 10)).toBe(10);
    const merged = mergeChanges({ remainingStraws: 9, totalStraws: 10 }, { remainingStraws: 8, totalStraws: 12 }, { remainingStraws: 5, totalStraws: 10 }, counters);
    expect(merged.apply).toEqual({ totalStraws: 12, remainingStraws: 12 });
  });
});
