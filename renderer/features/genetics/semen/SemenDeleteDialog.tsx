import { useMemo } from 'react';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { useLastNonNull } from '../../../ui/useLastNonNull';
import { useRecordDelete } from '../../../ui/useRecordDelete';
import { deleteWording } from './delete-wording';
import type { SemenDeleteTarget } from './semen-actions';
import { saveToasts } from './semen-toasts';
import type { SemenTankStock } from './useSemenInventory';

interface SemenDeleteDialogProps {
  /** What to delete; null keeps the dialog closed. */
  target: SemenDeleteTarget | null;
  inventory: readonly SemenTankStock[];
  onClose: () => void;
}

/** "Delete Tank A?": a tank goes with its canes and straws, a cane with its straws, each counted first. */
export function SemenDeleteDialog({ target, inventory, onClose }: SemenDeleteDialogProps) {
  const live = useMemo(() => (target ? deleteWording(target, inventory) : null), [target, inventory]);
  // The last words stay while the dialog fades out.
  const wording = useLastNonNull(live);
  const noun = wording?.noun ?? 'tank';
  const toasts = saveToasts(noun, 'delete', () => wording?.name ?? '');
  const removers = {
    tank: useRecordDelete('semenTanks.delete', target?.kind === 'tank' ? target.tank : null, toasts, onClose),
    cane: useRecordDelete('semenCanes.delete', target?.kind === 'cane' ? target.cane : null, toasts, onClose),
    lot: useRecordDelete('semenStraws.delete', target?.kind === 'lot' ? target.lot : null, toasts, onClose),
  };
  const remove = removers[noun];

  return (
    <ConfirmDeleteDialog
      isOpen={target !== null}
      title={wording?.title ?? ''}
      warning={wording?.warning}
      confirmText={wording?.title ?? ''}
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
    >
      Delete <strong>{wording?.name}</strong>?
    </ConfirmDeleteDialog>
  );
}
