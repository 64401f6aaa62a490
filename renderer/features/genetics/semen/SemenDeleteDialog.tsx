import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../api/trpc';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { toast } from '../../../ui/toast';
import { useLastNonNull } from '../../../ui/useLastNonNull';
import { deleteWording } from './delete-wording';
import type { SemenDeleteTarget } from './semen-actions';
import { doneToast, failedToast } from './semen-toasts';
import type { SemenTankStock } from './useSemenInventory';
import { editOf } from '../../../api/record-edit';

interface SemenDeleteDialogProps {
  /** What to delete; null keeps the dialog closed. */
  target: SemenDeleteTarget | null;
  inventory: readonly SemenTankStock[];
  onClose: () => void;
}

const recordOf = (target: SemenDeleteTarget) => (target.kind === 'tank' ? target.tank : target.kind === 'cane' ? target.cane : target.lot);

/** "Delete Tank A?": a tank goes with its canes and straws, a cane with its straws, each counted first. */
export function SemenDeleteDialog({ target, inventory, onClose }: SemenDeleteDialogProps) {
  const trpc = useTRPC();
  const removers = {
    tank: useMutation(trpc.semenTanks.delete.mutationOptions()),
    cane: useMutation(trpc.semenCanes.delete.mutationOptions()),
    lot: useMutation(trpc.semenStraws.delete.mutationOptions()),
  };
  const live = useMemo(() => (target ? deleteWording(target, inventory) : null), [target, inventory]);
  // The last words stay while the dialog fades out.
  const wording = useLastNonNull(live);
  const remove = wording ? removers[wording.noun] : removers.tank;

  const confirm = async () => {
    if (!target || !wording) return;
    try {
      await remove.mutateAsync(editOf(recordOf(target)));
      toast(doneToast(wording.noun, 'delete', wording.name));
      onClose();
    } catch (error) {
      toast(failedToast(wording.noun, 'delete', error));
    }
  };

  return (
    <ConfirmDeleteDialog
      isOpen={target !== null}
      title={wording?.title ?? ''}
      warning={wording?.warning}
      confirmText={wording?.title ?? ''}
      isPending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Delete <strong>{wording?.name}</strong>?
    </ConfirmDeleteDialog>
  );
}
