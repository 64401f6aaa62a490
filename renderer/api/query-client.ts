import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { CURRENT_USER_CACHE_MS } from '../../core/domain/constants';
import { getAuthToken, setAuthToken } from './auth-token';
import { isUnauthorized } from './errors';
import { queriesAfter } from './mutation-effects';

/** Signs out on this device: forgets the token and every cached record. */
export async function clearSession(): Promise<void> {
  await setAuthToken(null);
  queryClient.clear();
}

// A 401 from any call means the token expired or was revoked: end the session, and the auth gate
// shows /auth. Without a stored token the 401 is a wrong password, which its form reports itself.
function onError(error: unknown) {
  if (isUnauthorized(error) && getAuthToken()) void clearSession();
}

/** The procedure path of a tRPC mutation, from the key the tRPC options give it ([['cattle', 'create']]). */
function procedureOf(mutation: Mutation<unknown, unknown, unknown, unknown>): string | undefined {
  const path = mutation.options.mutationKey?.[0];
  return Array.isArray(path) ? path.join('.') : undefined;
}

/**
 * After a successful change, the reads it touched are fetched again. Not awaited: the save answers
 * at once, and the lists catch up behind it.
 */
function refreshAfter(_data: unknown, _variables: unknown, _context: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>) {
  const path = procedureOf(mutation);
  if (!path) return;
  for (const query of queriesAfter(path)) void queryClient.invalidateQueries({ queryKey: [query.split('.')] });
}

/** The current user is cached for 5 minutes, unlike farm data, which never goes stale. */
export const AUTH_ME_CACHE_MS = CURRENT_USER_CACHE_MS;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError, onSuccess: refreshAfter }),
  // No retry, no refetch on focus or interval, data never stale: a read is fetched again only when
  // a change touched it.
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});
