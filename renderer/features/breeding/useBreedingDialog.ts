import { useCallback, useState } from 'react';
import type { CattleRecord } from '../../../core/schemas/cattle';

/** Breed records a new breeding of an active cow; Edit Breeding corrects the one on record. */
export type BreedingMode = 'new' | 'edit';

interface Opening {
  id: string;
  mode: BreedingMode;
  /** Counts the openings, so each one starts a fresh form. */
  count: number;
}

/**
 * Which animal the breeding record dialog is for. The animal is read from the current herd, so a
 * record deleted while the dialog is open is known as gone when saving. The last opening is kept
 * while the dialog closes, so its form does not empty during the fade.
 */
export function useBreedingDialog(herd: readonly CattleRecord[] | undefined) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback((mode: BreedingMode, animal: CattleRecord) => {
    setOpening((last) => ({ id: animal.id, mode, count: (last?.count ?? 0) + 1 }));
    setIsOpen(true);
  }, []);
  const openNew = useCallback((animal: CattleRecord) => open('new', animal), [open]);
  const openEdit = useCallback((animal: CattleRecord) => open('edit', animal), [open]);

  return {
    isOpen,
    mode: opening?.mode ?? 'new',
    /** A new key per opening: the form starts from its initial values each time. */
    formKey: opening ? `${opening.id}-${opening.count}` : 'none',
    animal: (opening && herd?.find((animal) => animal.id === opening.id)) ?? null,
    openNew,
    openEdit,
    close: useCallback(() => setIsOpen(false), []),
  };
}

export type BreedingDialogState = ReturnType<typeof useBreedingDialog>;
