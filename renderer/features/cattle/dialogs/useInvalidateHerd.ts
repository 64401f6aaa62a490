import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../api/trpc';

/** Spec 1 §7: after every cattle change the cattle list and the dashboard stats are fetched again. */
export function useInvalidateHerd(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.cattle.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
    ]);
  };
}
