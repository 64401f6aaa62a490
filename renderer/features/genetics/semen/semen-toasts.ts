import { recordToasts, type SaveVerb } from '../../../ui/record-toasts';
import type { SaveToasts } from '../../../ui/useRecordSave';

/** What the toasts call each record: "Semen tank added successfully", "Failed to add straws". */
export const SEMEN_NOUNS = { tank: 'Semen tank', cane: 'Cane', lot: 'Straws' } as const;
export type SemenNoun = keyof typeof SEMEN_NOUNS;

/** A save's or a delete's toasts, naming the record. */
export function saveToasts<T>(noun: SemenNoun, verb: SaveVerb, describe: (saved: T) => string): SaveToasts<T> {
  return recordToasts(SEMEN_NOUNS[noun], verb, describe);
}
