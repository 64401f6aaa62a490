import { Heart } from '@blueprintjs/icons';
import type { BreedingDialogState } from '../useBreedingDialog';
import { BreedingForm } from './BreedingForm';
import { Dialog } from '../../../ui/Dialog';
import './BreedingDialog.css';

interface BreedingRecordDialogProps {
  dialog: BreedingDialogState;
  today: string;
}

/** "Record Breeding" for a cow to breed, "Edit Breeding" for one already bred. Full screen on phones. */
export function BreedingRecordDialog({ dialog, today }: BreedingRecordDialogProps) {
  return (
    <Dialog
      isOpen={dialog.isOpen}
      onClose={dialog.close}
      title={dialog.mode === 'edit' ? 'Edit Breeding' : 'Record Breeding'}
      icon={<Heart />}
      className="fh-breeding-dialog"
      // A stray tap beside a half-filled form should not throw it away; Cancel and Esc still close.
      canOutsideClickClose={false}
    >
      <BreedingForm key={dialog.formKey} animal={dialog.animal} mode={dialog.mode} today={today} onClose={dialog.close} />
    </Dialog>
  );
}
