import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import { createLink } from '../platform';

/** One client for the whole app; the platform decides whether calls go over HTTP or IPC. */
export const trpcClient = createTRPCClient<AppRouter>({ links: [createLink()] });
