import type { MedicineRecord } from '../../../core/schemas/health';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { recordToasts } from '../../ui/record-toasts';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { useRecordDelete } from '../../ui/useRecordDelete';

export interface DeleteMedicineDialogProps {
  /** The medicine to delete; null keeps the dialog closed. */
  medicine: MedicineRecord | null;
  onClose: () => void;
}

/** "Delete Medicine": it leaves the cabinet; the treatments given with it keep its name and days. */
export function DeleteMedicineDialog({ medicine, onClose }: DeleteMedicineDialogProps) {
  const remove = useRecordDelete('medicines.delete', medicine, recordToasts('Medicine', 'delete', (gone) => gone.name), onClose);
  // The medicine's name stays while the dialog fades out.
  const shown = useLastNonNull(medicine);

  return (
    <ConfirmDeleteDialog
      isOpen={medicine !== null}
      title="Delete Medicine"
      warning="Treatments already given with it are kept, under its name and with their withdrawal days."
      confirmText="Delete Medicine"
      isPending={remove.isPending}
      onConfirm={remove.confirm}
      onClose={onClose}
    >
      Delete <strong>{shown?.name}</strong> from the cabinet?
    </ConfirmDeleteDialog>
  );
}
