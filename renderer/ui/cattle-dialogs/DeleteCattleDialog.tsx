import { displayName } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { errorMessage } from '../../api/errors';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import type { ToastInput } from '../toast';
import { displayDate } from '../display-format';
import { animalTitle } from './display';
import { useLastNonNull } from '../useLastNonNull';
import { useRecordDelete } from '../useRecordDelete';
import './CattleDialogs.css';

interface DeleteWording {
  title: string;
  /** What follows the animal's name in "Delete {animal}…?". */
  lead: (animal: CattleRecord) => string;
  warning: string;
  confirm: string;
  deleted: (animal: CattleRecord) => ToastInput;
  failed: (error: unknown) => ToastInput;
}

/** The herd book deletes an animal; the calves page deletes a calf, in its own words. */
const WORDING: Record<'animal' | 'calf', DeleteWording> = {
  animal: {
    title: 'Delete Cattle Record',
    lead: (animal) => ` (${animal.type.toLowerCase()}, ${animal.pasture}) from your herd?`,
    warning: "This action cannot be undone. The animal's record will be permanently deleted.",
    confirm: 'Delete Permanently',
    deleted: () => ({ tone: 'success', title: 'Cattle deleted', description: 'The cattle record has been permanently deleted.' }),
    failed: () => ({ tone: 'danger', title: 'Error', description: 'Failed to delete cattle. Please try again.' }),
  },
  calf: {
    title: 'Delete Calf',
    lead: (calf) => `${calf.birthDate ? ` (born ${displayDate(calf.birthDate)})` : ''} from your calf records?`,
    warning: "This action cannot be undone. The calf's record will be permanently deleted.",
    confirm: 'Delete Calf',
    deleted: (calf) => ({ tone: 'success', title: 'Calf deleted successfully', description: displayName(calf) }),
    failed: (error) => ({ tone: 'danger', title: 'Failed to delete calf', description: errorMessage(error, 'Please try again.') }),
  },
};

export interface DeleteCattleDialogProps {
  /** The animal to delete; null keeps the dialog closed. */
  animal: CattleRecord | null;
  onClose: () => void;
  /** Whose words: the herd book's (default) or the calves page's. */
  as?: keyof typeof WORDING;
}

/** "Delete Cattle Record" (or "Delete Calf"): a last look before the record is gone for good. */
export function DeleteCattleDialog({ animal, onClose, as = 'animal' }: DeleteCattleDialogProps) {
  const words = WORDING[as];
  const remove = useRecordDelete('cattle.delete', animal, { saved: words.deleted, failed: words.failed }, onClose);
  const shown = useLastNonNull(animal);

  return (
    <ConfirmDeleteDialog
      isOpen={animal !== null}
      title={words.title}
      warning={words.warning}
      confirmText={words.confirm}
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
    >
      <p>
        Delete <strong>{shown ? animalTitle(shown) : ''}</strong>
        {shown ? words.lead(shown) : ''}
      </p>
    </ConfirmDeleteDialog>
  );
}
