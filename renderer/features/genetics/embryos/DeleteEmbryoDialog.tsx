import { useMutation } from '@tanstack/react-query';
import type { EmbryoRecord } from '../../../../core/schemas/embryos';
import { errorMessage } from '../../../api/errors';
import { useTRPC } from '../../../api/trpc';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { toast } from '../../../ui/toast';
import { useLastNonNull } from '../../../ui/useLastNonNull';
import { embryoTitle } from './embryo-title';
import { editOf } from '../../../api/record-edit';

export interface DeleteEmbryoDialogProps {
  /** The lot to delete; null keeps the dialog closed. */
  lot: EmbryoRecord | null;
  onClose: () => void;
}

/** "Delete Embryos": the lot goes for good, once asked. */
export function DeleteEmbryoDialog({ lot, onClose }: DeleteEmbryoDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.embryos.delete.mutationOptions());
  // The lot stays named while the dialog fades out.
  const shown = useLastNonNull(lot);

  const confirm = async () => {
    if (!lot) return;
    try {
      await remove.mutateAsync(editOf(lot));
      toast({ tone: 'success', title: 'Embryo deleted successfully', description: embryoTitle(lot) });
      onClose();
    } catch (error) {
      toast({ tone: 'danger', title: 'Failed to delete embryo', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={lot !== null}
      title="Delete Embryos"
      warning="This cannot be undone."
      confirmText="Delete Embryos"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Delete the embryos from <strong>{shown ? embryoTitle(shown) : ''}</strong>?
    </ConfirmDeleteDialog>
  );
}
