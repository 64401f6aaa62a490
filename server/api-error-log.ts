import type { TRPCError } from '@trpc/server';
import type { Logger } from './logger';

/** Logs the errors that are bugs (5xx) with their request id; a caller's mistake is not logged. */
export function logServerErrors(log: Logger, requestId: () => string) {
  return ({ error, path }: { error: TRPCError; path?: string | undefined }) => {
    if (error.code !== 'INTERNAL_SERVER_ERROR') return;
    log.error(`${requestId()} ${path ?? '?'} failed`, error.cause ?? error);
  };
}
