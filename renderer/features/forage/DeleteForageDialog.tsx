import { useMutation } from '@tanstack/react-query';
import type { ForageRecord } from '../../../core/schemas/forage';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { toast } from '../../ui/toast';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { forageLotPlace, forageTypeLabel } from './forage-display';
import { editOf } from '../../api/record-edit';

export interface DeleteForageDialogProps {
  /** The lot to delete; null keeps the dialog closed. */
  lot: ForageRecord | null;
  onClose: () => void;
}

/** "Delete Forage Record": a last look before the lot is gone for good. */
export function DeleteForageDialog({ lot, onClose }: DeleteForageDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.forage.delete.mutationOptions());
  const shown = useLastNonNull(lot);

  const confirm = async () => {
    if (!lot) return;
    try {
      await remove.mutateAsync(editOf(lot));
      toast({ tone: 'success', title: 'Forage record deleted successfully!', description: forageLotPlace(lot) });
      onClose();
    } catch (error) {
      toast({ tone: 'danger', title: 'Error', description: errorMessage(error, 'Failed to delete forage record. Please try again.') });
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={lot !== null}
      title="Delete Forage Record"
      warning="This cannot be undone."
      confirmText="Delete Lot"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Delete the <strong>{shown ? forageTypeLabel(shown).toLowerCase() : ''}</strong> lot at <strong>{shown?.location}</strong>?
    </ConfirmDeleteDialog>
  );
}
