import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { recordToasts } from '../../../ui/record-toasts';
import { useLastNonNull } from '../../../ui/useLastNonNull';
import { useRecordDelete } from '../../../ui/useRecordDelete';
import { embryoTitle } from './embryo-title';

export interface DeleteEmbryoDialogProps {
  /** The lot to delete; null keeps the dialog closed. */
  lot: EmbryoRecord | null;
  onClose: () => void;
}

/** "Delete Embryos": the lot goes for good, once asked. */
export function DeleteEmbryoDialog({ lot, onClose }: DeleteEmbryoDialogProps) {
  const remove = useRecordDelete('embryos.delete', lot, recordToasts('Embryo', 'delete', embryoTitle), onClose);
  // The lot stays named while the dialog fades out.
  const shown = useLastNonNull(lot);

  return (
    <ConfirmDeleteDialog
      isOpen={lot !== null}
      title="Delete Embryos"
      warning="This cannot be undone."
      confirmText="Delete Embryos"
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
    >
      Delete the embryos from <strong>{shown ? embryoTitle(shown) : ''}</strong>?
    </ConfirmDeleteDialog>
  );
}
