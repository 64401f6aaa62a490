import { MutationCache, QueryCache, QueryClient, type Mutation, type Query } from '@tanstack/react-query';
import { CURRENT_USER_CACHE_MS } from '../../core/domain/constants';
import type { PublicUser } from '../../core/schemas/auth';
import { platform } from '../platform';
import { getAuthToken, setAuthToken } from './auth-token';
import { errorCode, isUnauthorized } from './errors';
import { lastLoadedKeeper } from './last-loaded';
import { isNetworkFailure } from './reachability';
import { queriesAfter } from './mutation-effects';
import type { QueryPath } from './procedure-paths';
import { replicaSession } from '../sync/replica-session';
import { useSyncStatus } from '../sync/sync-status';
import { trpcSyncTransport } from '../sync/sync-transport';
import { FARM_READ_PATHS, isFarmRead } from './farm-read-paths';
import { privacyAtLoad } from './privacy-mode';
import { serverClient } from './server-client';
import { forgetSignedInUser, keepSignedInUser, keptSignedInUser } from './signed-in-user';

/**
 * Whether this page load keeps what it loads on the device (the records on screen, the signed-in
 * account): the web only, and never in privacy mode, whose answers are the demo farm's.
 */
const keepsOnDevice = platform.keepsLastLoaded && !privacyAtLoad;

/**
 * Ends the sign-in on this device: forgets the token, every cached read and the device's snapshot.
 * The farm's copy and its outbox are closed but kept: saves not yet sent wait for the same account
 * to sign in again.
 */
async function endSignIn(): Promise<void> {
  await setAuthToken(null);
  forgetSignedInUser();
  queryClient.clear();
  phoneReplica?.close();
  await lastLoaded?.forget();
}

/** Signs out on this device: ends the sign-in and deletes the farm's copy and its outbox too. */
export async function clearSession(): Promise<void> {
  await phoneReplica?.forget();
  await endSignIn();
}

// A 401 from any call means the token expired or was revoked: the sign-in ends, and the auth gate
// shows /auth to ask for the password again. Without a stored token the 401 is a wrong password,
// which its form reports itself.
// A 403 may mean the member's role changed since the account was read: it is asked for again, so
// the screens hide what the role no longer allows (useMayCall).
function onError(error: unknown) {
  if (!getAuthToken()) return;
  if (isUnauthorized(error)) void endSignIn();
  else if (errorCode(error) === 'FORBIDDEN') void queryClient.invalidateQueries({ queryKey: [['auth', 'me']] });
}

/** The account kept beside this token on the device, to draw the app before the server confirms it. */
export const keptUser = (token: string): PublicUser | undefined => (keepsOnDevice ? keptSignedInUser(token) : undefined);

/** Keeps the account the server answered for this token, where this page load keeps things on the device. */
export function keepUser(token: string, user: PublicUser): void {
  if (keepsOnDevice) keepSignedInUser(token, user);
}

/** The procedure path of a tRPC query or mutation, from the key the tRPC options give it ([['cattle', 'create'], …]). */
function procedureOf(key: readonly unknown[] | undefined): string | undefined {
  const path = key?.[0];
  return Array.isArray(path) ? path.join('.') : undefined;
}

// Each answer of auth.me keeps the account up to date (a new farm name shows at the next start too).
function onQuerySuccess(data: unknown, query: Query<unknown, unknown, unknown>) {
  const token = getAuthToken();
  if (token && procedureOf(query.queryKey) === 'auth.me') keepUser(token, data as PublicUser);
}

/**
 * After a successful change, the reads it touched are fetched again. Not awaited: the save answers
 * at once, and the lists catch up behind it.
 */
function refreshAfter(_data: unknown, _variables: unknown, _context: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>) {
  const path = procedureOf(mutation.options.mutationKey);
  if (!path) return;
  for (const query of queriesAfter(path)) void queryClient.invalidateQueries({ queryKey: [query.split('.')] });
}

/** The current user is cached for 5 minutes, unlike farm data, which never goes stale. */
export const AUTH_ME_CACHE_MS = CURRENT_USER_CACHE_MS;

/**
 * A write refused because the record was saved since it was opened (412): the screen's copy is old,
 * so the reads it touches are fetched again, and the record opens afresh with the newer save.
 */
function onMutationError(error: unknown, variables: unknown, context: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>) {
  onError(error);
  if (errorCode(error) === 'PRECONDITION_FAILED') refreshAfter(undefined, variables, context, mutation);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError, onSuccess: onQuerySuccess }),
  mutationCache: new MutationCache({ onError: onMutationError, onSuccess: refreshAfter }),
  // No refetch on focus or interval, data never stale: a read is fetched again only when a change
  // touched it. A read that could not reach the server waits for it (the failure marks the app
  // offline, which holds the read until the server answers again) and keeps what it last loaded;
  // any other failure is shown at once. A save is tried at once, so its failure is said rather than
  // left spinning.
  defaultOptions: {
    queries: {
      // A phone answers the farm's reads from its own copy, with or without a network: a read is
      // always tried, and only one that failed to reach the server waits for it.
      networkMode: 'offlineFirst',
      retry: (_failures, error) => isNetworkFailure(error),
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// The copy's answers are new snapshots only when the farm changed: comparing a 10,000-row list with
// the last one, field by field, to keep the old rows (TanStack's structural sharing) costs a save
// more than drawing it.
if (keepsOnDevice) {
  for (const path of FARM_READ_PATHS) queryClient.setQueryDefaults([path.split('.')], { structuralSharing: false });
}

/**
 * The server's reads of what was written (the history): a save on this phone reaches the server
 * only with its push, after the save's own effects have run, so these are fetched again after the
 * pull that follows every push, beside the farm reads.
 */
const SERVER_WRITE_READS: readonly string[] = ['history.list'] satisfies QueryPath[];
const refreshedByPull = (path: string) => isFarmRead(path) || SERVER_WRITE_READS.includes(path);

/** The signed-in account's copy of the farm on this phone, synced with the server. */
export const phoneReplica = keepsOnDevice
  ? replicaSession({
      transport: trpcSyncTransport(serverClient),
      accountId: () => {
        const token = getAuthToken();
        return token ? keptSignedInUser(token)?.id : undefined;
      },
      // A save's own effects refresh what it touched; a pull, or another tab's writes, may have changed any farm read.
      onViewChange: (change) => {
        if (change !== 'save') void queryClient.invalidateQueries({ predicate: (query) => refreshedByPull(procedureOf(query.queryKey) ?? '') });
      },
      onSignInExpired: () => void endSignIn(),
    })
  : undefined;

/** The device's snapshot of the last loaded reads. */
export const lastLoaded = keepsOnDevice
  ? lastLoadedKeeper({
      client: queryClient,
      token: getAuthToken,
      build: import.meta.env.FARM_HAND_BUILD ?? 'dev',
      // Once the phone's copy of the farm is whole it answers those, fresher than any snapshot.
      keptElsewhere: (query) => useSyncStatus.getState().whole && isFarmRead(procedureOf(query.queryKey) ?? ''),
    })
  : undefined;
