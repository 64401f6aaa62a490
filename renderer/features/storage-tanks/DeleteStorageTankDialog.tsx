import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { recordToasts } from '../../ui/record-toasts';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { useRecordDelete } from '../../ui/useRecordDelete';
import { keptWarning } from './storage-tank-text';
import type { ContentsOf } from './useTankContents';

export interface DeleteStorageTankDialogProps {
  /** The tank to delete; null keeps the dialog closed. */
  tank: StorageTankRecord | null;
  contentsOf: ContentsOf;
  onClose: () => void;
}

/** "Delete Storage Tank": the tank goes; its semen tanks and embryo lots stay, unlinked. */
export function DeleteStorageTankDialog({ tank, contentsOf, onClose }: DeleteStorageTankDialogProps) {
  const remove = useRecordDelete('storageTanks.delete', tank, recordToasts('Storage tank', 'delete', (gone) => gone.name), onClose);
  // The last tank and its words stay while the dialog fades out, its contents already unlinked.
  const shown = useLastNonNull(tank);
  const warning = useLastNonNull(tank ? keptWarning(contentsOf(tank.id)) : null);

  return (
    <ConfirmDeleteDialog
      isOpen={tank !== null}
      title="Delete Storage Tank"
      warning={warning}
      confirmText="Delete Tank"
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
    >
      Delete <strong>{shown?.name}</strong>?
    </ConfirmDeleteDialog>
  );
}
