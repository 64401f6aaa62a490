import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { ipcLink } from 'trpc-electron/renderer';

interface ErrorWithShape {
  shape?: { code: number; message: string; data?: unknown };
}

/** trpc-electron 0.1.2 bundles its own copy of TRPCClientError. @trpc/client does not recognise
 *  that copy and re-wraps it with empty `data`, which would hide UNAUTHORIZED (the 401 sign-out)
 *  and the field issues; rebuilding it from the server's shape keeps them. */
function asClientError<TRouter extends AnyTRPCRouter>(error: unknown): TRPCClientError<TRouter> {
  const shape = (error as ErrorWithShape).shape;
  if (error instanceof TRPCClientError || !shape) return TRPCClientError.from(error as Error);
  return TRPCClientError.from<TRouter>({ error: shape } as never);
}

/** The desktop transport: trpc-electron's ipcLink, with errors as the web transport gives them. */
export function farmHandIpcLink<TRouter extends AnyTRPCRouter>(): TRPCLink<TRouter> {
  const ipc = ipcLink<TRouter>();
  return (runtime) => {
    const send = ipc(runtime);
    return ({ op, next }) =>
      observable((observer) => {
        const subscription = send({ op, next }).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error: unknown) => observer.error(asClientError<TRouter>(error)),
        });
        return () => subscription.unsubscribe();
      });
  };
}
