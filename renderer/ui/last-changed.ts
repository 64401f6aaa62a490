import { displayDayOf } from './display-format';

/** What a saved record tells of its last write: every kind has who; only cattle keep when. */
export interface AuthoredRecord {
  /** Null for records from before the farm had members; missing on a record this phone has not yet sent. */
  updatedBy?: string | null;
  createdAt: string;
  updatedAt?: string;
  version?: number;
}

/**
 * "Last changed by Pat, Mar 1, 2025", or null when nobody is known. A kind without updatedAt is
 * dated by its creation only at version 1, never saved since, when that is the day of its last
 * change; after a later save the day is not known, so only who is said.
 */
export function lastChangedText(record: AuthoredRecord): string | null {
  if (!record.updatedBy) return null;
  const at = record.updatedAt ?? (record.version === 1 ? record.createdAt : undefined);
  return at ? `Last changed by ${record.updatedBy}, ${displayDayOf(at)}` : `Last changed by ${record.updatedBy}`;
}
