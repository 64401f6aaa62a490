import { useMemo, useState } from 'react';
import type { CattleInput, CattleRecord } from '../../../core/schemas/cattle';

interface FormState {
  isOpen: boolean;
  calf: CattleRecord | null;
}

/** A new calf starts as a Calf born today, the usual case at calving time. */
const newCalf = (today: string): Partial<CattleInput> => ({ type: 'Calf', birthDate: today });

/** Which dialog is open and for which calf: the add/edit form or the delete confirmation. */
export function useCalfDialogs(today: string) {
  const [form, setForm] = useState<FormState>({ isOpen: false, calf: null });
  const [deleting, setDeleting] = useState<CattleRecord | null>(null);

  const open = useMemo(
    () => ({
      add: () => setForm({ isOpen: true, calf: null }),
      edit: (calf: CattleRecord) => setForm({ isOpen: true, calf }),
      remove: (calf: CattleRecord) => setDeleting(calf),
    }),
    [],
  );

  return {
    form,
    prefill: useMemo(() => newCalf(today), [today]),
    deleting,
    open,
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
  };
}
