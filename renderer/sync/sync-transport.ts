import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '../../core/api/root';
import type { SyncTransport } from './sync-engine';

/** Sync's two calls through a tRPC client that goes straight to the server (never through the copy of the farm). */
export function trpcSyncTransport(client: TRPCClient<AppRouter>): SyncTransport {
  return {
    push: (input) => client.sync.push.mutate(input),
    changes: (input) => client.sync.changes.query(input),
  };
}
