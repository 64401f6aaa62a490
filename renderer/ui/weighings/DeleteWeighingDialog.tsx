import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { displayDate, displayPounds } from '../display-format';
import { recordToasts } from '../record-toasts';
import { useLastNonNull } from '../useLastNonNull';
import { useRecordDelete } from '../useRecordDelete';

export interface WeighingToDelete {
  id: string;
  version: number;
  weight: number;
  date: string;
  /** The animal as the herd book names it ("201 Bessie"). */
  animal: string;
}

export interface DeleteWeighingDialogProps {
  /** The weighing to delete; null keeps the dialog closed. */
  weighing: WeighingToDelete | null;
  /** Taking back the weighing just made at the chute, rather than deleting one from the animal's list. */
  undo?: boolean;
  onClose: () => void;
  /** After the delete, before the dialog closes. */
  onDeleted?: () => void;
  /** Once the dialog has closed, its focus handed back. */
  onClosed?: () => void;
}

/** "Delete Weighing" (or "Undo Weighing" at the chute): the weighing goes, and the animal's weights follow the ones left. */
export function DeleteWeighingDialog({ weighing, undo = false, onClose, onDeleted, onClosed }: DeleteWeighingDialogProps) {
  const title = undo ? 'Undo Weighing' : 'Delete Weighing';
  const remove = useRecordDelete('weights.delete', weighing, recordToasts('Weighing', 'delete', (gone) => `${gone.animal}: ${displayPounds(gone.weight)}`), () => {
    onDeleted?.();
    onClose();
  });
  // The weighing stays in its words while the dialog fades out.
  const shown = useLastNonNull(weighing);

  return (
    <ConfirmDeleteDialog
      isOpen={weighing !== null}
      title={title}
      warning="The animal’s weights go back to what its other weighings say."
      confirmText={title}
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
      onClosed={onClosed}
    >
      Delete the weighing of <strong>{shown?.animal}</strong>: {displayPounds(shown?.weight)} on {displayDate(shown?.date)}?
    </ConfirmDeleteDialog>
  );
}
