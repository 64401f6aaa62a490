import { useEffect } from 'react';
import { useSyncStatus } from '../../sync/sync-status';
import { toast } from '../../ui/toast';

/**
 * A save made offline that the server refused when it came (the farm had changed meanwhile in a
 * way no merge could settle) is said in a toast, once: the phone's copy already shows the farm
 * without it.
 */
export function useRefusedSavesToast(): void {
  const refused = useSyncStatus((status) => status.refused);
  useEffect(() => {
    if (refused.length === 0) return;
    for (const { message } of refused) toast({ tone: 'danger', title: 'A change was not saved', description: message });
    useSyncStatus.setState({ refused: [] });
  }, [refused]);
}
