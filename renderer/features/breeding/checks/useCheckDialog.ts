import { useCallback, useState } from 'react';
import type { CattleRecord } from '../../../../core/schemas/cattle';

interface CheckDialogState {
  isOpen: boolean;
  /** The cow it was opened on; null when she is to be picked in it. */
  cattleId: string | null;
  /** Counts the openings: each is a fresh form (its key) with its own client-made record id. */
  opening: number;
}

/** Which cow the Pregnancy Check dialog is open on: one from a card, or none from the page's button. */
export function useCheckDialog() {
  const [state, setState] = useState<CheckDialogState>({ isOpen: false, cattleId: null, opening: 0 });
  const open = useCallback((animal: CattleRecord | null) => setState((last) => ({ isOpen: true, cattleId: animal?.id ?? null, opening: last.opening + 1 })), []);
  // The form keeps its cow while it closes.
  const close = useCallback(() => setState((last) => ({ ...last, isOpen: false })), []);
  return { ...state, open, close };
}
