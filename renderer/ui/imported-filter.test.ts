import { describe, expect, it } from 'vitest';
import { changedSince, importedCattlePath, importedSince, IMPORTED_PARAM } from './imported-filter';

describe('the herd narrowed to an import', () => {
  it('links to the list with the time the import began, which reads back as that time', () => {
    const path = importedCattlePath('2026-11-27T12:00:00.000Z');
    expect(path).toBe('/cattle?imported=2026-11-27T12%3A00%3A00.000Z');
    expect(importedSince(new URLSearchParams(path.split('?')[1]).get(IMPORTED_PARAM))).toBe('2026-11-27T12:00:00.000Z');
  });

  it('reads no time from a missing or garbled parameter', () => {
    expect(importedSince(null)).toBeNull();
    expect(importedSince('')).toBeNull();
    expect(importedSince('yesterday-ish')).toBeNull();
  });

  it('keeps the animals added or changed at or after the time, not those before', () => {
    const since = '2026-11-27T12:00:00.000Z';
    expect(changedSince({ updatedAt: '2026-11-27T12:00:00.000Z' }, since)).toBe(true);
    expect(changedSince({ updatedAt: '2026-11-27T12:00:01.500Z' }, since)).toBe(true);
    expect(changedSince({ updatedAt: '2026-11-27T11:59:59.999Z' }, since)).toBe(false);
  });
});
