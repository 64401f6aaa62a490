import type { ForageRecord } from '../../../core/schemas/forage';
import { errorMessage } from '../../api/errors';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { useRecordDelete } from '../../ui/useRecordDelete';
import { todayISO } from '../../../core/domain';
import { forageLotPlace, forageTypeLabel } from './forage-display';
import { forageYear } from './forage-year';

export interface DeleteForageDialogProps {
  /** The lot to delete; null keeps the dialog closed. */
  lot: ForageRecord | null;
  onClose: () => void;
}

/** "Delete Forage Record": a last look before the lot is gone for good, named with its year (two harvests' lots may read alike). */
export function DeleteForageDialog({ lot, onClose }: DeleteForageDialogProps) {
  const remove = useRecordDelete(
    'forage.delete',
    lot,
    {
      saved: (gone) => ({ tone: 'success', title: 'Forage record deleted successfully!', description: forageLotPlace(gone) }),
      failed: (error) => ({ tone: 'danger', title: 'Error', description: errorMessage(error, 'Failed to delete forage record. Please try again.') }),
    },
    onClose,
  );
  const shown = useLastNonNull(lot);

  return (
    <ConfirmDeleteDialog
      isOpen={lot !== null}
      title="Delete Forage Record"
      warning="This cannot be undone."
      confirmText="Delete Lot"
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
    >
      Delete the <strong>{shown ? `${forageTypeLabel(shown).toLowerCase()} lot of ${forageYear(shown, todayISO())}` : ''}</strong> at <strong>{shown?.location}</strong>?
    </ConfirmDeleteDialog>
  );
}
