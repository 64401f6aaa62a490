import { describe, expect, it } from 'vitest';
import { readNoticesSent } from '../ui/notifications/notices-sent';
import { readTutorialProgress } from '../features/tutorial/tutorial-progress';
import { storedChoice, storedFlag, storedList, storedNumber, storedRecord, storedText } from './stored-value';

// What localStorage holds may be an older build's shape or a hand edit: each reader takes what is
// of the right kind and falls back for the rest, never throwing.

describe('stored values', () => {
  it('take a value of the right kind, else the fallback', () => {
    expect(storedText('North', 'x')).toBe('North');
    expect(storedText(7, 'x')).toBe('x');
    expect(storedFlag(false, true)).toBe(false);
    expect(storedFlag('false', true)).toBe(true);
    expect(storedNumber(3, 0)).toBe(3);
    expect(storedNumber(Number.NaN, 0)).toBe(0);
    expect(storedNumber(Infinity, undefined)).toBeUndefined();
    expect(storedChoice('table', ['cards', 'table'] as const, 'cards')).toBe('table');
    expect(storedChoice('grid', ['cards', 'table'] as const, 'cards')).toBe('cards');
  });

  it('tell an object and a list from anything else', () => {
    expect(storedRecord({ a: 1 })).toEqual({ a: 1 });
    for (const other of [null, [], 'text', 3, undefined]) expect(storedRecord(other)).toBeUndefined();
    expect(storedList([1])).toEqual([1]);
    expect(storedList({ 0: 1 })).toBeUndefined();
  });
});

describe('the tutorial progress reader', () => {
  it('keeps a step and visited steps of the tutorial', () => {
    expect(readTutorialProgress({ current: 3, visited: [0, 1, 2, 3] })).toEqual({ current: 3, visited: [0, 1, 2, 3] });
  });

  it('reads nothing from a step outside the seven, a fraction or a broken list', () => {
    for (const stored of [{ current: 7, visited: [] }, { current: 1.5, visited: [] }, { current: 1, visited: [9] }, { current: 1 }, 'x']) {
      expect(readTutorialProgress(stored)).toBeUndefined();
    }
  });
});

describe('the notices-sent reader', () => {
  it('keeps each kind’s day, and drops what is not a day', () => {
    expect(readNoticesSent({ heat: '2026-11-24', calving: 5 })).toEqual({ heat: '2026-11-24' });
    expect(readNoticesSent([])).toBeUndefined();
  });
});
