import { createTRPCClient, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { createLink } from '../platform';
import { privacyAtLoad } from './privacy-mode';
import { privacyLink } from './privacy/privacy-link';
import { reachabilityLink } from './reachability';

/**
 * One client for the whole app. The platform decides whether calls go over HTTP or IPC; in privacy
 * mode the demo farm answers first and the farm's data is never asked for; every call that goes on
 * tells whether the server can be reached.
 */
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  links: [
    ...(privacyAtLoad ? [privacyLink()] : []),
    reachabilityLink((): Promise<unknown> => trpcClient.health.check.query()),
    createLink(),
  ],
});
