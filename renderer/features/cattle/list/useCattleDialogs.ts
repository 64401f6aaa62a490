import { useMemo, useState } from 'react';
import type { CattleInput, CattleRecord } from '../../../../core/schemas/cattle';

interface FormState {
  isOpen: boolean;
  animal: CattleRecord | null;
  prefill: Partial<CattleInput> | undefined;
}

const CLOSED: FormState = { isOpen: false, animal: null, prefill: undefined };

/** Which cattle dialog is open and for which animal: the add/edit form, the delete check, the calves. */
export function useCattleDialogs() {
  const [form, setForm] = useState<FormState>(CLOSED);
  const [deleting, setDeleting] = useState<CattleRecord | null>(null);
  const [calvesOf, setCalvesOf] = useState<CattleRecord | null>(null);

  const open = useMemo(
    () => ({
      add: () => setForm({ isOpen: true, animal: null, prefill: undefined }),
      edit: (animal: CattleRecord) => setForm({ isOpen: true, animal, prefill: undefined }),
      // The calf history steps aside for the new calf's form.
      addCalf: (prefill: Partial<CattleInput>) => {
        setCalvesOf(null);
        setForm({ isOpen: true, animal: null, prefill });
      },
      remove: (animal: CattleRecord) => setDeleting(animal),
      calves: (animal: CattleRecord) => setCalvesOf(animal),
    }),
    [],
  );

  return {
    form,
    deleting,
    calvesOf,
    open,
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
    closeCalves: () => setCalvesOf(null),
  };
}
