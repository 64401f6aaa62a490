import type { FieldChange, HistoryEntry as SavedEntry } from '../../../core/schemas/history';
import { RECORD_KIND_NAMES } from '../sync-words';
import { fieldWords, shownFieldValue } from './field-words';

// What a history entry says, in a rancher's words: what was done to which record, and each field
// it changed.

/** An entry as the client gets it: a change's value may be missing, since JSON carries no undefined. */
export type HistoryEntry = Omit<SavedEntry, 'changes'> & { changes: readonly (Pick<FieldChange, 'field'> & Partial<FieldChange>)[] };

const ACTIONS: Record<HistoryEntry['action'], string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  cleared: 'Cleared all records',
};

/** The kind as a word in a sentence: "animal", "semen tank"; a kind this build does not know, "record". */
function kindWord(kind: string): string {
  const name = (RECORD_KIND_NAMES as Record<string, string | undefined>)[kind];
  return name ? name.toLowerCase() : 'record';
}

/**
 * "Changed animal 101 Bessie", "Added pasture North Range", "Cleared all records". Where the list is
 * one record's own (an animal's History tab) the record goes without saying: "Changed".
 */
export function entryTitle(entry: Pick<HistoryEntry, 'action' | 'recordKind' | 'recordLabel'>, { withRecord }: { withRecord: boolean }): string {
  const action = ACTIONS[entry.action];
  if (entry.action === 'cleared' || !withRecord) return action;
  return [action, kindWord(entry.recordKind), entry.recordLabel].filter(Boolean).join(' ');
}

export interface ChangeLine {
  label: string;
  text: string;
}

/**
 * Each change as "Field" and what it did. A change reads "before → after", and one that reads the
 * same both sides (a kind Clear All Data found empty: 0 → 0) is left out. What a record was added
 * with, or held when deleted, reads as its value alone, its blank fields left out. A field naming
 * another record by id says only that it changed: the id means nothing to a person.
 */
export function changeLines(entry: Pick<HistoryEntry, 'action' | 'recordKind' | 'changes'>): ChangeLine[] {
  const whole = entry.action === 'create' || entry.action === 'delete';
  const lines: ChangeLine[] = [];
  for (const change of entry.changes) {
    const words = fieldWords(entry.recordKind, change.field);
    const before = shownFieldValue(words, change.before);
    const after = shownFieldValue(words, change.after);
    if (whole) {
      const value = entry.action === 'create' ? after : before;
      if (!words.link && value !== '—') lines.push({ label: words.label, text: value });
    } else if (before !== after) {
      lines.push({ label: words.label, text: words.link ? 'changed' : `${before} → ${after}` });
    }
  }
  return lines;
}
