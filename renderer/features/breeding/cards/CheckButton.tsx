import { Button } from '@blueprintjs/core';
import { Diagnosis } from '@blueprintjs/icons';
import type { CattleRecord } from '../../../../core/schemas/cattle';

interface CheckButtonProps {
  animal: CattleRecord;
  onCheck: (animal: CattleRecord) => void;
  /** The card's main action (Recheck Due, Open Cows), else one beside another. */
  primary?: boolean;
}

/** "Pregnancy Check" on a card: the dialog opens on her. */
export function CheckButton({ animal, onCheck, primary = false }: CheckButtonProps) {
  return <Button intent={primary ? 'primary' : undefined} variant={primary ? undefined : 'outlined'} icon={<Diagnosis />} text="Pregnancy Check" onClick={() => onCheck(animal)} />;
}
