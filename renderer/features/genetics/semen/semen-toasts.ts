import { errorMessage } from '../../../api/errors';
import type { SaveToasts } from '../../../ui/useRecordSave';
import type { ToastInput } from '../../../ui/toast';

/** What the toasts call each record: "Semen tank added successfully", "Failed to add straws". */
export const SEMEN_NOUNS = { tank: 'Semen tank', cane: 'Cane', lot: 'Straws' } as const;
export type SemenNoun = keyof typeof SEMEN_NOUNS;
export type SemenVerb = 'add' | 'update' | 'delete';

const PAST: Record<SemenVerb, string> = { add: 'added', update: 'updated', delete: 'deleted' };

export function doneToast(noun: SemenNoun, verb: SemenVerb, description: string): ToastInput {
  return { tone: 'success', title: `${SEMEN_NOUNS[noun]} ${PAST[verb]} successfully`, description };
}

/** The failure in the server's words. */
export function failedToast(noun: SemenNoun, verb: SemenVerb, error: unknown): ToastInput {
  return { tone: 'danger', title: `Failed to ${verb} ${SEMEN_NOUNS[noun].toLowerCase()}`, description: errorMessage(error, 'Please try again.') };
}

/** A form's save toasts, naming the saved record. */
export function saveToasts<T>(noun: SemenNoun, verb: SemenVerb, describe: (saved: T) => string): SaveToasts<T> {
  return { saved: (saved) => doneToast(noun, verb, describe(saved)), failed: (error) => failedToast(noun, verb, error) };
}
