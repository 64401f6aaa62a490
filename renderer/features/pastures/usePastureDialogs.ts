import { useMemo, useState } from 'react';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { PastureRecord } from '../../../core/schemas/pastures';

interface FormState {
  isOpen: boolean;
  pasture: PastureRecord | null;
  /** Counts the openings: each one is a fresh form with its own record id. */
  opening: number;
}

interface AnimalFormState {
  isOpen: boolean;
  animal: CattleRecord | null;
}

/**
 * Which dialog is open and for what: the add/edit pasture form, the delete confirmation, the
 * pasture's cattle and, over that, the cattle form for one of its animals.
 */
export function usePastureDialogs() {
  const [form, setForm] = useState<FormState>({ isOpen: false, pasture: null, opening: 0 });
  const [deleting, setDeleting] = useState<PastureRecord | null>(null);
  const [viewing, setViewing] = useState<PastureRecord | null>(null);
  const [animalForm, setAnimalForm] = useState<AnimalFormState>({ isOpen: false, animal: null });

  const open = useMemo(
    () => ({
      add: () => setForm((last) => ({ isOpen: true, pasture: null, opening: last.opening + 1 })),
      edit: (pasture: PastureRecord) => setForm((last) => ({ isOpen: true, pasture, opening: last.opening + 1 })),
      remove: (pasture: PastureRecord) => setDeleting(pasture),
      view: (pasture: PastureRecord) => setViewing(pasture),
      editAnimal: (animal: CattleRecord) => setAnimalForm({ isOpen: true, animal }),
    }),
    [],
  );

  return {
    form,
    deleting,
    viewing,
    animalForm,
    open,
    // The forms keep their pasture or animal while they fade out.
    closeForm: () => setForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
    closeView: () => setViewing(null),
    closeAnimalForm: () => setAnimalForm((last) => ({ ...last, isOpen: false })),
  };
}

export type PastureDialogs = ReturnType<typeof usePastureDialogs>;
