import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Trash, WarningSign } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { useTRPC } from '../../../api/trpc';
import { toast } from '../../../ui/toast';
import { animalTitle } from './display';
import { useLastNonNull } from './useLastNonNull';
import './CattleDialogs.css';

export interface DeleteCattleDialogProps {
  /** The animal to delete; null keeps the dialog closed. */
  animal: CattleRecord | null;
  onClose: () => void;
}

/** "Delete Cattle Record": a last look before the record is gone for good. */
export function DeleteCattleDialog({ animal, onClose }: DeleteCattleDialogProps) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.cattle.delete.mutationOptions());
  const shown = useLastNonNull(animal);

  const confirm = async () => {
    if (!animal) return;
    try {
      await remove.mutateAsync({ id: animal.id });
      toast({ tone: 'success', title: 'Cattle deleted', description: 'The cattle record has been permanently deleted.' });
      onClose();
    } catch {
      toast({ tone: 'danger', title: 'Error', description: 'Failed to delete cattle. Please try again.' });
    }
  };

  return (
    <Dialog
      isOpen={animal !== null}
      onClose={remove.isPending ? undefined : onClose}
      title="Delete Cattle Record"
      icon={<Trash />}
      className="fh-delete-dialog"
      role="alertdialog"
    >
      <DialogBody>
        <p className="fh-delete-lead">
          Delete <strong>{shown ? animalTitle(shown) : ''}</strong>
          {shown ? ` (${shown.type.toLowerCase()}, ${shown.pasture})` : ''} from your herd?
        </p>
        <Callout intent="danger" icon={<WarningSign />}>
          This action cannot be undone. The animal&apos;s record will be permanently deleted.
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button size="large" text="Cancel" onClick={onClose} disabled={remove.isPending} />
            <Button size="large" intent="danger" icon={<Trash />} text="Delete Permanently" loading={remove.isPending} onClick={() => void confirm()} />
          </>
        }
      />
    </Dialog>
  );
}
