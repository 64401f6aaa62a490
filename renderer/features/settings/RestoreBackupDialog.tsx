import { Button, Callout } from '@blueprintjs/core';
import { History, InfoSign } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import type { BackupSummaryOutput } from '../../../core/schemas/data';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { useLastNonNull } from '../../ui/useLastNonNull';
import { toast } from '../../ui/toast';
import { backupContents, backupTitle } from './backup-words';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog';

/** Asks before a restore: it replaces every record of the farm (after backing them up). */
export function RestoreBackupDialog({ backup, onClose }: { backup: BackupSummaryOutput | null; onClose: () => void }) {
  const trpc = useTRPC();
  const restore = useMutation(trpc.data.restore.mutationOptions());
  // The dialog keeps its words while it fades out.
  const shown = useLastNonNull(backup);

  const confirm = async () => {
    if (!shown) return;
    try {
      const { renumbered } = await restore.mutateAsync({ id: shown.id });
      // Records whose ids another farm took since come back under new ids (their links follow them).
      const renamed = renumbered === 0 ? '' : ` ${renumbered === 1 ? '1 record was' : `${renumbered} records were`} given a new id.`;
      toast({ tone: 'success', title: 'Backup restored', description: `Your farm is back as it was: ${backupContents(shown)}.${renamed}` });
      onClose();
    } catch (error) {
      toast({ tone: 'danger', title: 'Restore failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <Dialog isOpen={backup !== null} onClose={restore.isPending ? undefined : onClose} title="Restore this backup?" icon={<History />} role="alertdialog">
      <DialogBody>
        {shown ? (
          <p>
            <strong>{backupTitle(shown)}</strong>: {backupContents(shown)}.
          </p>
        ) : null}
        <Callout intent="primary" icon={<InfoSign />}>
          Your farm's current records will be replaced by the backup's. They are backed up first, so this restore can be undone from the same list.
        </Callout>
      </DialogBody>
      <DialogFooter
        className="fh-dialog-footer"
        actions={
          <>
            <Button size="large" text="Cancel" onClick={onClose} disabled={restore.isPending} />
            <Button size="large" intent="primary" icon={<History />} text="Restore" loading={restore.isPending} onClick={() => void confirm()} />
          </>
        }
      />
    </Dialog>
  );
}
