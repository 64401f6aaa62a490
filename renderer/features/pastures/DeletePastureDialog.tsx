import { useMemo } from 'react';
import { headInPasture } from '../../../core/domain';
import { PASTURE_MESSAGES, type PastureRecord } from '../../../core/schemas/pastures';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { recordToasts } from '../../ui/record-toasts';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { useRecordDelete } from '../../ui/useRecordDelete';

export interface DeletePastureDialogProps {
  /** The pasture to delete; null keeps the dialog closed. */
  pasture: PastureRecord | null;
  /** Every animal on record: those the server counts in the pasture (headInPasture) keep it from going. */
  herd: readonly { pasture: string; status: string }[];
  onClose: () => void;
}

/**
 * "Delete Pasture": an empty pasture goes for good. One with animals in it the server refuses, so
 * Delete is not offered: the dialog says why in the server's words. Sold and deceased animals do
 * not count, and keep its name as where they were.
 */
export function DeletePastureDialog({ pasture, herd, onClose }: DeletePastureDialogProps) {
  const remove = useRecordDelete('pastures.delete', pasture, recordToasts('Pasture', 'delete', (gone) => gone.name), onClose);
  const shown = useLastNonNull(pasture);
  const name = shown?.name ?? '';
  // The server's own count (pasture-service.ts), look-alike names and all, so the two never differ;
  // counted once per opening, not at every render of a page that may hold thousands of head.
  const head = useMemo(() => (shown ? headInPasture(shown.name, herd) : 0), [shown, herd]);

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
