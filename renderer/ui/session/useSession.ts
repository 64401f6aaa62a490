import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../core/schemas/auth';
import { useAuthToken } from '../../api/auth-token';
import { isUnauthorized, SERVER_UNREACHABLE_MESSAGE } from '../../api/errors';
import { AUTH_ME_CACHE_MS, keptUser } from '../../api/query-client';
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
 * The account kept on the device at sign-in stands for that answer while the call is under way, so
 * the screen's own reads start beside it; it never stands in when the call cannot be made or fails.
 */
export function useSession(): Session {
  const token = useAuthToken((state) => state.token);
  const trpc = useTRPC();
  const me = useQuery({
    ...trpc.auth.me.queryOptions(undefined, { staleTime: AUTH_ME_CACHE_MS, gcTime: AUTH_ME_CACHE_MS }),
    enabled: token !== null,
    // Dated 0: never fresh, so the server is asked at once.
    initialData: () => (token !== null ? keptUser(token) : undefined),
    initialDataUpdatedAt: 0,
  });

  // A try already under way is left to finish: on a slow connection, restarting it would never let it land.
  const retry = () => void me.refetch({ cancelRefetch: false });
  if (token === null) return { status: 'unauthenticated' };
  const onlyKept = me.dataUpdatedAt === 0;
  // The call failed, or cannot be made yet: its error, a try that failed and waits to try again (the
  // client retries a server it could not reach), or a read held while offline.
  const failing = me.isError || me.failureCount > 0 || me.fetchStatus === 'paused';
  if (me.data && !(onlyKept && failing)) return { status: 'authenticated', user: me.data };
  if (me.isError && isUnauthorized(me.error)) return { status: 'unauthenticated' };
  if (failing) return { status: 'unreachable', error: me.error ?? me.failureReason ?? new Error(SERVER_UNREACHABLE_MESSAGE), retry };
  return { status: 'loading' };
}
