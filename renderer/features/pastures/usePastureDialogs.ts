import { useMemo, useState } from 'react';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { useRecordDialogs } from '../../ui/useRecordDialogs';

interface AnimalFormState {
  isOpen: boolean;
  animal: CattleRecord | null;
}

/**
 * Which dialog is open and for what: the add/edit pasture form, the delete confirmation, the
 * pasture's cattle and, over that, the cattle form for one of its animals.
 */
export function usePastureDialogs() {
  const records = useRecordDialogs<PastureRecord>();
  const [viewing, setViewing] = useState<PastureRecord | null>(null);
  const [animalForm, setAnimalForm] = useState<AnimalFormState>({ isOpen: false, animal: null });

  const open = useMemo(
    () => ({
      ...records.open,
      view: (pasture: PastureRecord) => setViewing(pasture),
      editAnimal: (animal: CattleRecord) => setAnimalForm({ isOpen: true, animal }),
    }),
    [records.open],
  );

  return {
    ...records,
    viewing,
    animalForm,
    open,
    closeView: () => setViewing(null),
    // The cattle form keeps its animal while it fades out.
    closeAnimalForm: () => setAnimalForm((last) => ({ ...last, isOpen: false })),
  };
}

export type PastureDialogs = ReturnType<typeof usePastureDialogs>;
