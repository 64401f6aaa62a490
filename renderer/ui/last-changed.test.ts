import { describe, expect, it } from 'vitest';
import { displayDayOf } from './display-format';
import { lastChangedText } from './last-changed';

const MADE = '2026-03-01T15:00:00.000Z';
const CHANGED = '2026-11-20T15:00:00.000Z';

describe('the last change of a record, as its edit dialog tells it', () => {
  it('a record that keeps updatedAt is dated by it', () => {
    expect(lastChangedText({ updatedBy: 'Pat Owner', createdAt: MADE, updatedAt: CHANGED, version: 4 })).toBe(`Last changed by Pat Owner, ${displayDayOf(CHANGED)}`);
  });

  it('a record never saved since it was made (version 1) is dated by its creation', () => {
    expect(lastChangedText({ updatedBy: 'Jordan Reyes', createdAt: MADE, version: 1 })).toBe(`Last changed by Jordan Reyes, ${displayDayOf(MADE)}`);
  });

  it('a record saved since, with no updatedAt, names who but no day: its creation day would not be true', () => {
    expect(lastChangedText({ updatedBy: 'Jordan Reyes', createdAt: MADE, version: 3 })).toBe('Last changed by Jordan Reyes');
  });

  it('says nothing for a record from before members, or not yet sent by this phone', () => {
    expect(lastChangedText({ updatedBy: null, createdAt: MADE, updatedAt: CHANGED })).toBeNull();
    expect(lastChangedText({ createdAt: MADE, version: 1 })).toBeNull();
  });
});
