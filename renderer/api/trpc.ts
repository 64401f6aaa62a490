import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../core/api/root';

/** The one typed tRPC binding of the renderer: `useTRPC()` gives query and mutation options. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
