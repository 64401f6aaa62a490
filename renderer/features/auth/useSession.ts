import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../core/schemas/auth';
import { useAuthToken } from '../../api/auth-token';
import { isUnauthorized, SERVER_UNREACHABLE_MESSAGE } from '../../api/errors';
import { AUTH_ME_CACHE_MS } from '../../api/query-client';
import { useTRPC } from '../../api/trpc';

export type Session =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: PublicUser }
  /** A token exists but the server could not be asked (offline, or down): keep it, offer a retry. */
  | { status: 'unreachable'; error: unknown; retry: () => void };

/**
 * Signed in means: a stored token, and the current-user call answered with a user.
 * A 401 ends the session through the query client's handler; any other failure leaves the token
 * alone, because a rancher with no signal should not be signed out by the weather.
 */
export function useSession(): Session {
  const token = useAuthToken((state) => state.token);
  const trpc = useTRPC();
  const me = useQuery({
    ...trpc.auth.me.queryOptions(undefined, { staleTime: AUTH_ME_CACHE_MS, gcTime: AUTH_ME_CACHE_MS }),
    enabled: token !== null,
  });

  if (token === null) return { status: 'unauthenticated' };
  if (me.data) return { status: 'authenticated', user: me.data };
  if (me.isError) {
    if (isUnauthorized(me.error)) return { status: 'unauthenticated' };
    return { status: 'unreachable', error: me.error, retry: () => void me.refetch() };
  }
  // Offline with nothing kept from a last visit: the read waits for the network, and says so.
  if (me.fetchStatus === 'paused') {
    return { status: 'unreachable', error: new Error(SERVER_UNREACHABLE_MESSAGE), retry: () => void me.refetch() };
  }
  return { status: 'loading' };
}
