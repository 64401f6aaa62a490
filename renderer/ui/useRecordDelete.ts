import type { ProcedureInput } from '../api/procedure-paths';
import { editOf } from '../api/record-edit';
import type { ToastInput } from './toast';
import { useRecordSave, type DeletePath } from './useRecordSave';

export interface DeleteToasts<R> {
  deleted: (record: R) => ToastInput;
  failed: (error: unknown) => ToastInput;
}

/** A delete dialog's confirm: deletes the version of `record` on screen through the one door, toasts, then `onDeleted`. */
export function useRecordDelete<R extends { id: string; version: number }, P extends DeletePath>(path: P, record: R | null, toasts: DeleteToasts<R>, onDeleted: () => void) {
  // Only called with the record (confirm below), so the toast names it.
  const door = useRecordSave(path, { saved: () => toasts.deleted(record as R), failed: toasts.failed });
  const confirm = async () => {
    if (record && 'saved' in (await door.save(editOf(record) as ProcedureInput<P>))) onDeleted();
  };
  return { confirm: () => void confirm(), isPending: door.isPending };
}
