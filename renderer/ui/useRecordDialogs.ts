import { useMemo, useState } from 'react';

export interface RecordFormState<T> {
  isOpen: boolean;
  /** The record being edited; null adds a new one. */
  record: T | null;
  /** Counts the openings: each is a fresh form (its key) with its own client-made record id. */
  opening: number;
}

/**
 * Which of a list's dialogs is open and for which record: the add/edit form or the delete
 * confirmation. The last record stays in the form while it fades out.
 */
export function useRecordDialogs<T>() {
  const [form, setForm] = useState<RecordFormState<T>>({ isOpen: false, record: null, opening: 0 });
  const [deleting, setDeleting] = useState<T | null>(null);

  const open = useMemo(
    () => ({
      add: () => setForm((last) => ({ isOpen: true, record: null, opening: last.opening + 1 })),
      edit: (record: T) => setForm((last) => ({ isOpen: true, record, opening: last.opening + 1 })),
      remove: (record: T) => setDeleting(record),
    }),
    [],
  );

  return {
    form,
    deleting,
    open,
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
  };
}
