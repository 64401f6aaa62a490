import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_CACHE_MS } from '../../core/domain/constants';
import { getAuthToken, setAuthToken } from './auth-token';
import { isUnauthorized } from './errors';

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

/** The current user is cached for 5 minutes (spec 1 §7), unlike farm data, which never goes stale. */
export const AUTH_ME_CACHE_MS = CURRENT_USER_CACHE_MS;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  // The spec's defaults: no retry, no refetch on focus or interval, data never stale; screens
  // invalidate what a mutation changed.
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
