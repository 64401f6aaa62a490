import { describe, expect, it } from 'vitest';
import { changesNothing, changesOf, editedAndMoved, sameValue } from './changed-fields';

describe('an update sends the fields that changed, with the values it opened as its base', () => {
  const opened: { name: string; description: string | null; capacity: number | null; tags: string[]; place: { row: number } } = {
    name: 'North',
    description: null,
    capacity: 40, tags: ['a', 'b'],
    place: { row: 1 },
  };

  it('names only the changed fields, with the opened value of each as the base', () => {
    const changes = changesOf(opened, { ...opened, name: 'North Quarter', capacity: null });
    expect(changes.changed).toEqual({ name: 'North Quarter', capacity: null });
    expect(changes.base).toEqual({ name: 'North', capacity: 40 });
  });

  it('compares arrays and objects by what they hold, not by reference', () => {
    const changes = changesOf(opened, { ...opened, tags: ['a', 'b'], place: { row: 1 } });
    expect(changesNothing(changes)).toBe(true);
    expect(changesOf(opened, { ...opened, tags: ['a'] }).base).toEqual({ tags: ['a', 'b'] });
    expect(changesOf(opened, { ...opened, place: { row: 2 } }).changed).toEqual({ place: { row: 2 } });
  });

  it('is nothing to send when the submitted values are the opened ones', () => {
    expect(changesNothing(changesOf(opened, { ...opened }))).toBe(true);
  });

  it('tells null from undefined, and a field left out from one set to null', () => {
    expect(sameValue(null, undefined)).toBe(false);
    expect(changesOf<{ note?: string | null }>({}, { note: null })).toEqual({ changed: { note: null }, base: { note: undefined } });
  });
});

describe('an open form moves onto its record stored anew unless an edited field moved under it', () => {
  const base = { weight: '550', notes: '', status: 'active' };

  it('is nothing when the record moved only in fields the person left alone', () => {
    expect(editedAndMoved(base, { ...base, weight: '905' }, { ...base, notes: 'Weaned heavy' })).toEqual([]);
  });

  it('names a field moved to the value edited: the form’s own save, which a refusal may take back', () => {
    expect(editedAndMoved(base, { ...base, weight: '905', status: 'sold' }, { ...base, weight: '905' })).toEqual(['weight']);
  });

  it('names a field the person edited that moved under the edit', () => {
    expect(editedAndMoved(base, { ...base, weight: '905', status: 'sold' }, { ...base, weight: '600' })).toEqual(['weight']);
  });
});
