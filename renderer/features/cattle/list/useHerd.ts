import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../api/trpc';
import { privacyAtLoad } from '../../privacy/privacy';
import { loadDemoCattle } from './demo-cattle';

/**
 * Every animal of the farm, by numeric tag then name. In privacy mode the same cache entry holds
 * the demo herd and no request leaves for the real one, so anything else reading the list on this
 * page (the calf history, for one) sees the demo herd too.
 */
export function useHerd() {
  const trpc = useTRPC();
  const options = trpc.cattle.list.queryOptions();
  return useQuery(privacyAtLoad ? { ...options, queryFn: loadDemoCattle } : options);
}
