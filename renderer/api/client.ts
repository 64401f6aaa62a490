import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { createLink } from '../platform';
import { privacyAtLoad } from './privacy-mode';
import { privacyLink } from './privacy/privacy-link';

/**
 * One client for the whole app. The platform decides whether calls go over HTTP or IPC; in privacy
 * mode the demo farm answers first and the farm's data is never asked for.
 */
export const trpcClient = createTRPCClient<AppRouter>({
  links: privacyAtLoad ? [privacyLink(), createLink()] : [createLink()],
});
