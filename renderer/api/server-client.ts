import { createTRPCClient, type TRPCClient, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { createLink } from '../platform';
import { reachabilityLink } from './reachability';

/**
 * The links that reach the farm's server: every call that goes on tells whether the server can be
 * reached, and the platform decides whether it goes over HTTP or IPC.
 */
export const serverLinks: TRPCLink<AppRouter>[] = [reachabilityLink((): Promise<unknown> => serverClient.health.check.query()), createLink()];

/** Straight to the server, past the phone's copy of the farm: sync's own calls, and the health check. */
export const serverClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({ links: serverLinks });
