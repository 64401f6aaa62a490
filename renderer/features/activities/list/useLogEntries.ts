import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../api/trpc';
import { mergeLog } from './log-entries';

/**
 * The log's four reads as one: the activities, the treatments, the pregnancy checks and the herd
 * that names their animals. It loads while any of them does, fails with the first that failed, and
 * Try again fetches those that failed.
 */
export function useLogEntries() {
  const trpc = useTRPC();
  const activities = useQuery(trpc.activities.list.queryOptions());
  const treatments = useQuery(trpc.treatments.list.queryOptions({}));
  const checks = useQuery(trpc.pregnancyChecks.list.queryOptions({}));
  const herd = useQuery(trpc.cattle.list.queryOptions());
  const data = useMemo(
    () =>
      activities.data && treatments.data && checks.data && herd.data
        ? mergeLog({ activities: activities.data, treatments: treatments.data, checks: checks.data, herd: herd.data })
        : undefined,
    [activities.data, treatments.data, checks.data, herd.data],
  );
  const reads = [activities, treatments, checks, herd];
  const failed = reads.filter((read) => read.data === undefined && read.isError);
  return {
    data,
    herd: herd.data,
    isPending: data === undefined && failed.length === 0,
    error: failed[0]?.error ?? null,
    refetch: () => failed.forEach((read) => void read.refetch()),
  };
}
