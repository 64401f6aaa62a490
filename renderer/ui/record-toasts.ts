import { errorMessage } from '../api/errors';
import type { SaveToasts } from './useRecordSave';

export type SaveVerb = 'add' | 'create' | 'update' | 'delete';

const PAST: Record<SaveVerb, string> = { add: 'added', create: 'created', update: 'updated', delete: 'deleted' };

/** "Pasture created successfully" naming the record, or "Failed to create pasture" in the server's words. */
export function recordToasts<T>(noun: string, verb: SaveVerb, describe: (record: T) => string): SaveToasts<T> {
  return {
    saved: (record) => ({ tone: 'success', title: `${noun} ${PAST[verb]} successfully`, description: describe(record) }),
    failed: (error) => ({ tone: 'danger', title: `Failed to ${verb} ${noun.toLowerCase()}`, description: errorMessage(error, 'Please try again.') }),
  };
}
