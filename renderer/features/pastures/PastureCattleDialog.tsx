import { Button } from '@blueprintjs/core';
import type { CattleRecord } from '../../../core/schemas/cattle';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { CowIcon } from '../../ui/CowIcon';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { PastureCattleTabs } from './PastureCattleTabs';
import { Dialog, DialogFooter } from '../../ui/Dialog';
import '../../ui/cattle-dialogs/CattleDialogs.css';
import './PastureCattleDialog.css';

export interface PastureCattleDialogProps {
  /** The pasture whose cattle to show; null keeps the dialog closed. */
  pasture: PastureRecord | null;
  /** Every animal record by the pasture it names. */
  cattle: ReadonlyMap<string, readonly CattleRecord[]>;
  today: string;
  /** Absent where the member's role cannot edit animals. */
  onEditAnimal: ((animal: CattleRecord) => void) | undefined;
  onClose: () => void;
}

const NO_CATTLE: readonly CattleRecord[] = [];

/** "Cattle in {pasture}": its herd in tabs by kind, each animal with an Edit button. */
export function PastureCattleDialog({ pasture, cattle, today, onEditAnimal, onClose }: PastureCattleDialogProps) {
  const shown = useLastNonNull(pasture);
  const name = shown?.name ?? '';
  return (
    <Dialog
      isOpen={pasture !== null}
      onClose={onClose}
      title={`Cattle in ${name}`}
      icon={<CowIcon size={18} />}
      className="fh-cattle-dialog fh-pasture-cattle-dialog"
    >
      {/* Keyed by pasture: another pasture's cattle open again on All. */}
      {shown ? <PastureCattleTabs key={shown.id} pasture={name} animals={cattle.get(name) ?? NO_CATTLE} today={today} onEditAnimal={onEditAnimal} /> : null}
      <DialogFooter className="fh-dialog-footer" actions={<Button size="large" text="Close" onClick={onClose} />} />
    </Dialog>
  );
}
