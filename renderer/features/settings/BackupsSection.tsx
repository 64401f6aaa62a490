import { Button } from '@blueprintjs/core';
import { History, Archive } from '@blueprintjs/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BackupSummaryOutput } from '../../../core/schemas/data';
import { errorMessage } from '../../api/errors';
import { waitsForServer } from '../../api/read-state';
import { newRecordId } from '../../api/record-id';
import { useTRPC } from '../../api/trpc';
import { useMayCall } from '../../api/useMayCall';
import { NeedsServer } from '../../ui/NeedsServer';
import { toast } from '../../ui/toast';
import { backupContents, backupTitle } from './backup-words';
import { RestoreBackupDialog } from './RestoreBackupDialog';
import { SettingsSection } from './SettingsSection';

/** The farm's backups, newest first, each with Restore; and Back Up Now. */
export function BackupsSection() {
  const trpc = useTRPC();
  const backups = useQuery(trpc.data.backups.queryOptions());
  const backUp = useMutation(trpc.data.backUp.mutationOptions());
  const [restoring, setRestoring] = useState<BackupSummaryOutput | null>(null);
  const may = useMayCall();

  const backUpNow = async () => {
    try {
      await backUp.mutateAsync({ id: newRecordId() });
      toast({ tone: 'success', title: 'Backup saved', description: 'A copy of your farm is kept on the server.' });
    } catch (error) {
      toast({ tone: 'danger', title: 'Backup failed', description: errorMessage(error, 'Please try again.') });
    }
  };

  const list = backups.data ?? [];
  return (
    <SettingsSection title="Backups" description="Copies of your farm's records kept on the server: one before every Clear All Data and restore, one a week with Auto Backup, and any you take.">
      <NeedsServer>
        {list.length > 0 ? (
          <ul className="fh-settings-list">
            {list.map((backup) => (
              <li key={backup.id} className="fh-settings-row fh-backup">
                <span className="fh-settings-row-text">
                  <strong>{backupTitle(backup)}</strong>
                  <span>{backupContents(backup)}</span>
                </span>
                {may('data.restore') ? (
                  <Button icon={<History />} text="Restore" aria-label={`Restore ${backupTitle(backup)}`} onClick={() => setRestoring(backup)} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : waitsForServer(backups) ? null : (
          <p className="fh-settings-hint">{backups.isPending ? 'Loading backups…' : 'No backups yet.'}</p>
        )}
        {may('data.backUp') ? (
          <Button className="fh-backup-now" size="large" icon={<Archive />} text="Back Up Now" loading={backUp.isPending} onClick={() => void backUpNow()} />
        ) : null}
      </NeedsServer>
      <RestoreBackupDialog backup={restoring} onClose={() => setRestoring(null)} />
    </SettingsSection>
  );
}
