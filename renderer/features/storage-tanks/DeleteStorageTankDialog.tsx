import { useMutation } from '@tanstack/react-query';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { toast } from '../../ui/toast';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { keptWarning } from './storage-tank-text';
import type { ContentsOf } from './useTankContents';
import { editOf } from '../../api/record-edit';

export interface DeleteStorageTankDialogProps {
  /** The tank to delete; null keeps the dialog closed. */
  tank: StorageTankRecord | null;
  contentsOf: ContentsOf;
  onClose: () => void;
}

/** "Delete Storage Tank": the tank goes; its semen tanks and embryo lots stay, unlinked. */
export function DeleteStorageTankDialog({ tank, contentsOf, onClose }: DeleteStorageTankDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.storageTanks.delete.mutationOptions());
  // The last tank and its words stay while the dialog fades out, its contents already unlinked.
  const shown = useLastNonNull(tank);
  const warning = useLastNonNull(tank ? keptWarning(contentsOf(tank.id)) : null);

  const confirm = async () => {
    if (!tank) return;
    try {
      await remove.mutateAsync(editOf(tank));
      toast({ tone: 'success', title: 'Storage tank deleted successfully', description: tank.name });
      onClose();
    } catch (error) {
      toast({ tone: 'danger', title: 'Failed to delete storage tank', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={tank !== null}
      title="Delete Storage Tank"
      warning={warning}
      confirmText="Delete Tank"
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Delete <strong>{shown?.name}</strong>?
    </ConfirmDeleteDialog>
  );
}
