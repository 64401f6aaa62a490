import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';

/** Every animal of the farm, by numeric tag then name. */
export function useHerd() {
  const trpc = useTRPC();
  return useQuery(trpc.cattle.list.queryOptions());
}
