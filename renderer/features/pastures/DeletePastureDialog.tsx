import { useMutation } from '@tanstack/react-query';
import { isInHerd } from '../../../core/domain';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { toast } from '../../ui/toast';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { editOf } from '../../api/record-edit';

export interface DeletePastureDialogProps {
  /** The pasture to delete; null keeps the dialog closed. */
  pasture: PastureRecord | null;
  /** Every animal record by the pasture it names; only those still in the herd keep a pasture from going. */
  cattle: ReadonlyMap<string, readonly { status: string | null }[]>;
  onClose: () => void;
}

/**
 * "Delete Pasture": an empty pasture goes for good; one with animals in it the server refuses. Sold
 * and deceased animals do not count, and keep its name as where they were.
 */
export function DeletePastureDialog({ pasture, cattle, onClose }: DeletePastureDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.pastures.delete.mutationOptions());
  const shown = useLastNonNull(pasture);
  const name = shown?.name ?? '';
  const head = cattle.get(name)?.filter((animal) => isInHerd(animal.status)).length ?? 0;

  const confirm = async () => {
    if (!pasture) return;
    try {
      await remove.mutateAsync(editOf(pasture));
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
