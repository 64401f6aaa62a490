import { describe, expect, it } from 'vitest';
import { recordChanges } from './record-changes';

describe('recordChanges', () => {
  it('a new record lists each of its facts as a change from nothing, never its bookkeeping', () => {
    const made = { id: 'a', userId: 'u', version: 1, createdAt: 't', updatedAt: 't', createdBy: 'M', updatedBy: 'M', tag: '12', notes: null };
    expect(recordChanges(null, made)).toEqual([{ field: 'tag', before: null, after: '12' }]);
  });

  it('a removed record lists each fact it had as a change to nothing', () => {
    expect(recordChanges({ tag: '12', weight: 900, version: 3 }, null)).toEqual([
      { field: 'tag', before: '12', after: null },
      { field: 'weight', before: 900, after: null },
    ]);
  });

  it("an edit lists only the fields that differ: the record's fields first, then those only the new state has", () => {
    const before = { tag: '12', weight: 900, pasture: 'North', version: 3 };
    const after = { breed: 'angus', tag: '12', weight: 950, pasture: 'South', version: 4 };
    expect(recordChanges(before, after)).toEqual([
      { field: 'weight', before: 900, after: 950 },
      { field: 'pasture', before: 'North', after: 'South' },
      { field: 'breed', before: null, after: 'angus' },
    ]);
  });

  it('a field missing on one side and null on the other is no change', () => {
    expect(recordChanges({ notes: null }, {})).toEqual([]);
  });
});
