import { createTRPCClient, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { replicaLink } from '../sync/replica-link';
import { privacyAtLoad } from './privacy-mode';
import { privacyLink } from './privacy/privacy-link';
import { phoneReplica } from './query-client';
import { serverLinks } from './server-client';

/**
 * One client for the whole app. In privacy mode the demo farm answers first and the farm's data is
 * never asked for; on a phone, the farm's copy on the device answers the farm's reads and takes its
 * saves; everything else goes on to the server (over HTTP or IPC, as the platform decides).
 */
export const trpcClient: TRPCClient<AppRouter> = createTRPCClient<AppRouter>({
  links: [...(privacyAtLoad ? [privacyLink()] : []), ...(phoneReplica ? [replicaLink(phoneReplica)] : []), ...serverLinks],
});
