import { describe, expect, it } from 'vitest';
import type { ConflictRecord } from '../../core/schemas/sync';
import { conflictStory, fieldName, shownValue, strawShortfall, SYNC_WORDS } from './sync-words';

const conflict = (fields: Partial<ConflictRecord>): ConflictRecord => ({
  id: 'c1',
  type: 'field',
  recordKind: 'cattle',
  recordId: 'r1',
  recordLabel: 'Tag 12',
  deviceId: 'd1',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...fields,
});

describe('sync words', () => {
  it('the waiting count: "1 change waiting to sync", "N changes waiting to sync"', () => {
    expect(SYNC_WORDS.waiting(1)).toBe('1 change waiting to sync');
    expect(SYNC_WORDS.waiting(4)).toBe('4 changes waiting to sync');
    expect(SYNC_WORDS.waiting(1200)).toBe('1,200 changes waiting to sync');
  });

  it('a new phone\'s first sync says how far it has got', () => {
    expect(SYNC_WORDS.firstSync(2500)).toBe('Getting your farm onto this phone: 2,500 records so far.');
  });

  it('the offline message', () => {
    expect(SYNC_WORDS.offline).toBe('You are offline. Changes are saved on this phone and sent when the connection returns.');
  });

  it('signing out with changes waiting: "N changes on this phone have not been sent yet"', () => {
    expect(SYNC_WORDS.unsentAtSignOut(3)).toBe('3 changes on this phone have not been sent yet');
    expect(SYNC_WORDS.unsentAtSignOut(1)).toBe('1 change on this phone has not been sent yet');
  });

  it('field names and values as a card shows them', () => {
    expect(fieldName('remainingStraws')).toBe('Remaining straws');
    expect(fieldName('name')).toBe('Name');
    expect(shownValue(null)).toBe('(blank)');
    expect(shownValue('')).toBe('(blank)');
    expect(shownValue(true)).toBe('Yes');
    expect(shownValue(1250)).toBe('1,250');
    expect(shownValue({ name: 'Bella', weight: 1100 })).toBe('Name: Bella, Weight: 1,100');
  });

  it('each conflict type tells its story; a recount names the shortfall', () => {
    expect(conflictStory(conflict({ field: 'name' }))).toBe('Name was changed on this phone and on another device.');
    expect(conflictStory(conflict({ type: 'duplicate', field: 'tag', mine: '12' }))).toBe('Tag 12 is already used by another record.');
    expect(conflictStory(conflict({ type: 'deleted' }))).toBe('This record was deleted on another device after this phone changed it.');
    const recount = conflict({ type: 'recount', recordKind: 'semenStraws', field: 'remainingStraws', theirs: 1, mine: 3 });
    expect(strawShortfall(recount)).toBe(2);
    expect(conflictStory(recount)).toBe('A breeding used 3 straws, but only 1 was left: 2 short. Count the straws in the tank.');
  });
});
