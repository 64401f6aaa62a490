import { useMemo, useState } from 'react';
import type { ForageRecord } from '../../../core/schemas/forage';

interface FormState {
  isOpen: boolean;
  lot: ForageRecord | null;
  /** Counts the openings: each one is a fresh form with its own record id. */
  opening: number;
}

/** Which dialog is open and for which lot: the add/edit form or the delete confirmation. */
export function useForageDialogs() {
  const [form, setForm] = useState<FormState>({ isOpen: false, lot: null, opening: 0 });
  const [deleting, setDeleting] = useState<ForageRecord | null>(null);

  const open = useMemo(
    () => ({
      add: () => setForm((last) => ({ isOpen: true, lot: null, opening: last.opening + 1 })),
      edit: (lot: ForageRecord) => setForm((last) => ({ isOpen: true, lot, opening: last.opening + 1 })),
      remove: (lot: ForageRecord) => setDeleting(lot),
    }),
    [],
  );

  return {
    form,
    deleting,
    open,
    // The last lot stays while a dialog fades out.
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
  };
}
