import { isInHerd } from '../../../core/domain';
import { PASTURE_MESSAGES, type PastureRecord } from '../../../core/schemas/pastures';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { recordToasts } from '../../ui/record-toasts';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { useRecordDelete } from '../../ui/useRecordDelete';

export interface DeletePastureDialogProps {
  /** The pasture to delete; null keeps the dialog closed. */
  pasture: PastureRecord | null;
  /** Every animal record by the pasture it names; only those still in the herd keep a pasture from going. */
  cattle: ReadonlyMap<string, readonly { status: string | null }[]>;
  onClose: () => void;
}

/**
 * "Delete Pasture": an empty pasture goes for good. One with animals in it the server refuses, so
 * Delete is not offered: the dialog says why in the server's words. Sold and deceased animals do
 * not count, and keep its name as where they were.
 */
export function DeletePastureDialog({ pasture, cattle, onClose }: DeletePastureDialogProps) {
  const remove = useRecordDelete('pastures.delete', pasture, recordToasts('Pasture', 'delete', (gone) => gone.name), onClose);
  const shown = useLastNonNull(pasture);
  const name = shown?.name ?? '';
  const head = cattle.get(name)?.filter((animal) => isInHerd(animal.status)).length ?? 0;

  return (
    <ConfirmDeleteDialog
      isOpen={pasture !== null}
      title="Delete Pasture"
      warning={head > 0 ? PASTURE_MESSAGES.stillGrazed(head, name) : 'This cannot be undone.'}
      confirmText="Delete Pasture"
      isPending={remove.isPending}
      onConfirm={head > 0 ? undefined : remove.confirm}
      onClose={onClose}
    >
      Delete <strong>{name}</strong>?
    </ConfirmDeleteDialog>
  );
}
