import { Button } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useTRPC } from '../../api/trpc';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { NeedsServer } from '../../ui/NeedsServer';
import { toast } from '../../ui/toast';
import { SettingsSection } from './SettingsSection';

/** Danger Zone: Clear All Data, after asking; the server backs the farm up first, so it can come back. */
export function ClearAllData() {
  const trpc = useTRPC();
  const clear = useMutation(trpc.data.clear.mutationOptions());
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await clear.mutateAsync({});
      setAsking(false);
      toast({ tone: 'success', title: 'All data cleared', description: 'A backup was saved first: restore it under Backups.' });
    } catch (error) {
      toast({ tone: 'danger', title: 'Clear failed', description: errorMessage(error, 'Nothing was deleted. Please try again.') });
    }
  };

  return (
    <SettingsSection title="Danger Zone" tone="danger" description="Delete every record of this farm: cattle with their treatments, pregnancy checks and weighings, the medicine cabinet, activities, pastures, genetics, storage tanks and forage. Your account stays.">
      <NeedsServer>
        <Button size="large" intent="danger" icon={<Trash />} text="Clear All Data" onClick={() => setAsking(true)} />
      </NeedsServer>
      <ConfirmDeleteDialog
        isOpen={asking}
        title="Are you absolutely sure?"
        warning="A backup is saved first, so you can restore it under Backups if you change your mind."
        confirmText="Yes, delete everything"
        isPending={clear.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        This permanently deletes all cattle records, activities and pasture data. We recommend exporting your data first.
      </ConfirmDeleteDialog>
    </SettingsSection>
  );
}
