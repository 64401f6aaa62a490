import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryInput } from '../../../core/schemas/history';
import { useTRPC, useTRPCClient } from '../../api/trpc';

/** Whose or which record's entries: the whole farm's when neither is given. */
export type HistoryFilter = Pick<HistoryInput, 'recordId' | 'memberId'>;

/**
 * The farm's history a page at a time, newest first, each page asking for the entries before the
 * last one shown. tRPC's own infinite queries page by `cursor`, and history pages by `before`, so
 * the query is TanStack's under the key tRPC would give it: the refresh after every record write,
 * which names `history.list`, reaches it too.
 */
export function useHistory(filter: HistoryFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: [...trpc.history.list.pathKey(), { input: filter, type: 'infinite' }],
    queryFn: ({ pageParam, signal }) =>
      client.history.list.query({ ...filter, ...(pageParam === null ? {} : { before: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
    enabled,
  });
}

export type HistoryQuery = ReturnType<typeof useHistory>;
