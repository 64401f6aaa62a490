import { useMemo, useState } from 'react';
import type { SemenCaneRecord, SemenStrawRecord, SemenTankRecord } from '../../../../core/schemas/semen';
import type { SemenDeleteTarget, SemenOpeners } from './semen-actions';

interface FormState<R> {
  isOpen: boolean;
  /** The record to edit; null adds one. */
  record: R | null;
  /** Where a new record goes: a cane's tank, a lot's cane. */
  parentId: string | null;
  /** Counts the openings: each one is a fresh form with its own record id. */
  opening: number;
}

const closed = <R,>(): FormState<R> => ({ isOpen: false, record: null, parentId: null, opening: 0 });

/** Opens a form for `record` (an edit) or for a new record under `parentId`. */
const opened =
  <R,>(record: NoInfer<R> | null, parentId: string | null) =>
  (last: FormState<R>): FormState<R> => ({ isOpen: true, record, parentId, opening: last.opening + 1 });

/** Which dialog is open and for what: the tank, cane and straws forms and the delete confirmation. */
export function useSemenDialogs() {
  const [tankForm, setTankForm] = useState(closed<SemenTankRecord>);
  const [caneForm, setCaneForm] = useState(closed<SemenCaneRecord>);
  const [strawForm, setStrawForm] = useState(closed<SemenStrawRecord>);
  const [deleting, setDeleting] = useState<SemenDeleteTarget | null>(null);

  const openers = useMemo<SemenOpeners>(
    () => ({
      addTank: () => setTankForm(opened(null, null)),
      editTank: (tank) => setTankForm(opened(tank, null)),
      deleteTank: (tank) => setDeleting({ kind: 'tank', tank }),
      addCane: (tankId) => setCaneForm(opened(null, tankId)),
      editCane: (cane) => setCaneForm(opened(cane, cane.tankId)),
      deleteCane: (cane) => setDeleting({ kind: 'cane', cane }),
      addStraws: (caneId) => setStrawForm(opened(null, caneId)),
      editStraws: (lot) => setStrawForm(opened(lot, lot.caneId)),
      deleteStraws: (lot) => setDeleting({ kind: 'lot', lot }),
    }),
    [],
  );

  return {
    openers,
    tankForm,
    caneForm,
    strawForm,
    deleting,
    // The last record stays while a dialog fades out.
    closeTankForm: () => setTankForm((last) => ({ ...last, isOpen: false })),
    closeCaneForm: () => setCaneForm((last) => ({ ...last, isOpen: false })),
    closeStrawForm: () => setStrawForm((last) => ({ ...last, isOpen: false })),
    closeDelete: () => setDeleting(null),
  };
}
