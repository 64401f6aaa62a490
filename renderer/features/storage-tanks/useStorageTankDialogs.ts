import { useMemo, useState } from 'react';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';

interface FormState {
  isOpen: boolean;
  tank: StorageTankRecord | null;
  /** Counts the openings: each one is a fresh form with its own record id. */
  opening: number;
}

/** Which dialog is open and for which tank: the add/edit form or the delete confirmation. */
export function useStorageTankDialogs() {
  const [form, setForm] = useState<FormState>({ isOpen: false, tank: null, opening: 0 });
  const [deleting, setDeleting] = useState<StorageTankRecord | null>(null);

  const open = useMemo(
    () => ({
      add: () => setForm((last) => ({ isOpen: true, tank: null, opening: last.opening + 1 })),
      edit: (tank: StorageTankRecord) => setForm((last) => ({ isOpen: true, tank, opening: last.opening + 1 })),
      remove: (tank: StorageTankRecord) => setDeleting(tank),
    }),
    [],
  );

  return {
    form,
    deleting,
    open,
    // The last tank stays while the form fades out.
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
  };
}
