import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { privacyAtLoad } from '../api/privacy-mode';
import { useTRPC } from '../api/trpc';
import { useMayCall } from '../api/useMayCall';
import { useDeviceSettings } from './device-settings';

// Once per start of the app, not per screen.
let askedThisLoad = false;

/**
 * Auto Backup: with the switch on, each start of the app asks the server for the weekly backup,
 * which it takes only when the farm's newest backup is a week old. A failure waits for the next start.
 */
export function useAutoBackup(): void {
  const trpc = useTRPC();
  const may = useMayCall();
  // A member whose role takes no backups does not ask: the switch is the device's, not the member's.
  const autoBackup = useDeviceSettings((state) => state.settings.autoBackup) && may('data.weeklyBackup');
  const { mutate } = useMutation(trpc.data.weeklyBackup.mutationOptions());
  useEffect(() => {
    if (!autoBackup || privacyAtLoad || askedThisLoad) return;
    askedThisLoad = true;
    mutate({});
  }, [autoBackup, mutate]);
}
