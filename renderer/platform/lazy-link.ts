import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';

/**
 * A link whose code is loaded when its first call is made: the desktop's IPC transport is a chunk
 * of its own, so a phone's first screen does not download it. Calls made before it has loaded wait
 * for it; a subscription ended meanwhile is never sent; a load that failed is tried again by the next call.
 */
export function lazyLink<TRouter extends AnyTRPCRouter>(load: () => Promise<TRPCLink<TRouter>>): TRPCLink<TRouter> {
  return (runtime) => {
    let sender: Promise<OperationLink<TRouter>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let live = true;
        let sent: { unsubscribe(): void } | undefined;
        const loading = (sender ??= load().then((link) => link(runtime)));
        loading.then(
          (send) => {
            if (live) sent = send({ op, next }).subscribe(observer);
          },
          (error: unknown) => {
            if (sender === loading) sender = undefined;
            observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
          },
        );
        return () => {
          live = false;
          sent?.unsubscribe();
        };
      });
  };
}
