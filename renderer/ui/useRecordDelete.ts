import type { ProcedureInput } from '../api/procedure-paths';
import { editOf } from '../api/record-edit';
import { useRecordSave, type DeletePath, type SaveToasts } from './useRecordSave';

/**
 * A delete dialog's confirm: deletes the version of `record` on screen through the one door, toasts
 * (`saved` names the deleted record), then `onDeleted`.
 */
export function useRecordDelete<R extends { id: string; version: number }, P extends DeletePath>(path: P, record: R | null, toasts: SaveToasts<R>, onDeleted: () => void) {
  // Only called with the record (confirm below), so the toast names it.
  const door = useRecordSave(path, { saved: () => toasts.saved(record as R), failed: toasts.failed });
  const confirm = async () => {
    if (record && 'saved' in (await door.save(editOf(record) as ProcedureInput<P>))) onDeleted();
  };
  return { confirm: () => void confirm(), isPending: door.isPending };
}
