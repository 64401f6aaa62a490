import { useMemo, useState } from 'react';
import type { CattleInput, CattleRecord } from '../../../../core/schemas/cattle';

interface FormState {
  isOpen: boolean;
  animal: CattleRecord | null;
  prefill: Partial<CattleInput> | undefined;
}

const CLOSED: FormState = { isOpen: false, animal: null, prefill: undefined };

interface TreatState {
  isOpen: boolean;
  /** The animals it opened on: the list as it showed then. */
  animals: readonly CattleRecord[];
  /** Counts the openings: each is a fresh dialog (its key) with its own choice and record id. */
  opening: number;
}

/** Which cattle dialog is open and for which animals: the add/edit form, the delete check, the calves, Treat. */
export function useCattleDialogs() {
  const [form, setForm] = useState<FormState>(CLOSED);
  const [treating, setTreating] = useState<TreatState>({ isOpen: false, animals: [], opening: 0 });
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
      treat: (animals: readonly CattleRecord[]) => setTreating((last) => ({ isOpen: true, animals, opening: last.opening + 1 })),
    }),
    [],
  );

  return {
    form,
    deleting,
    calvesOf,
    treating,
    open,
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
    closeCalves: () => setCalvesOf(null),
    closeTreat: () => setTreating((last) => ({ ...last, isOpen: false })),
  };
}
