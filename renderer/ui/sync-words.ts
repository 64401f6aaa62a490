// What a person is told about sync, in the words every screen uses: the saves waiting on the
// phone, being offline, signing out with saves unsent, and each conflict's card.
import type { ConflictRecord, FeedKind } from '../../core/schemas/sync';

const changes = (count: number) => (count === 1 ? '1 change' : `${count.toLocaleString('en-US')} changes`);

export const SYNC_WORDS = {
  waiting: (count: number) => `${changes(count)} waiting to sync`,
  offline: 'You are offline. Changes are saved on this phone and sent when the connection returns.',
  firstSync: (records: number) => `Getting your farm onto this phone: ${records.toLocaleString('en-US')} records so far.`,
  unsentAtSignOut: (count: number) => `${changes(count)} on this phone ${count === 1 ? 'has' : 'have'} not been sent yet`,
} as const;

/** Each kind of record as a card names it. */
export const RECORD_KIND_NAMES: Record<FeedKind, string> = {
  cattle: 'Animal',
  activities: 'Activity',
  pastures: 'Pasture',
  semenTanks: 'Semen tank',
  semenCanes: 'Cane',
  semenStraws: 'Straw lot',
  embryos: 'Embryo lot',
  storageTanks: 'Storage tank',
  forage: 'Forage lot',
  medicines: 'Medicine',
  treatments: 'Treatment',
  pregnancyChecks: 'Pregnancy check',
  weights: 'Weighing',
  conflicts: 'Conflict',
};

/** A field's name as a person reads it: "remainingStraws" is "Remaining straws". */
export function fieldName(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a card shows it: a blank says so, a yes/no reads as one, a set of fields lists them. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([field, each]) => `${fieldName(field)}: ${shownValue(each)}`)
      .join(', ');
  }
  return String(value);
}

/** The straws a breeding logged offline asked for beyond what the lot had. */
export const strawShortfall = (conflict: Pick<ConflictRecord, 'theirs' | 'mine'>) => Number(conflict.mine) - Number(conflict.theirs);

/** The sentence under a conflict card's title: what happened, in the person's terms. */
export function conflictStory(conflict: ConflictRecord): string {
  const field = conflict.field ? fieldName(conflict.field) : 'A field';
  switch (conflict.type) {
    case 'field':
      return `${field} was changed on this phone and on another device.`;
    case 'duplicate':
      return `${field} ${shownValue(conflict.mine)} is already used by another record.`;
    case 'deleted':
      return 'This record was deleted on another device after this phone changed it.';
    case 'recount':
      return `A breeding used ${shownValue(conflict.mine)} straws, but only ${shownValue(conflict.theirs)} ${Number(conflict.theirs) === 1 ? 'was' : 'were'} left: ${strawShortfall(conflict)} short. Count the straws in the tank.`;
  }
}
