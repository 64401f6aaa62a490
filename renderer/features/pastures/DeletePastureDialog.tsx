import { useMutation } from '@tanstack/react-query';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { toast } from '../../ui/toast';
import { useLastNonNull } from '../../ui/useLastNonNull';

export interface DeletePastureDialogProps {
  /** The pasture to delete; null keeps the dialog closed. */
  pasture: PastureRecord | null;
  /** Every animal record by the pasture it names, sold and deceased ones included: the server counts them all. */
  cattle: ReadonlyMap<string, readonly unknown[]>;
  onClose: () => void;
}

/** "Delete Pasture": an empty pasture goes for good; one with animals in it the server refuses. */
export function DeletePastureDialog({ pasture, cattle, onClose }: DeletePastureDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.pastures.delete.mutationOptions());
  const shown = useLastNonNull(pasture);
  const name = shown?.name ?? '';
  const head = cattle.get(name)?.length ?? 0;

  const confirm = async () => {
    if (!pasture) return;
    try {
      await remove.mutateAsync({ id: pasture.id });
      toast({ tone: 'success', title: 'Pasture deleted successfully', description: pasture.name });
      onClose();
    } catch (error) {
      toast({ tone: 'danger', title: 'Failed to delete pasture', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={pasture !== null}
      title="Delete Pasture"
      warning={
        head > 0
          ? `${head} head are still in ${name}. Move them to another pasture first: a pasture with animals in it is not deleted.`
          : 'This cannot be undone.'
      }
      confirmText="Delete Pasture"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Delete <strong>{name}</strong>?
    </ConfirmDeleteDialog>
  );
}
