import { errorMessage, NEEDS_SERVER_MESSAGE } from './errors';

/** What a screen or dialog knows of one of its reads (a TanStack Query result has all of it). */
interface Read {
  data: unknown;
  error: unknown;
  /** Held until the server can be reached again (renderer/api/reachability.ts). */
  isPaused: boolean;
}

/**
 * Offline, with nothing of this read kept on the device: it waits for the server, which may be a
 * long wait, so whatever shows it says so or does without it rather than spin.
 */
export const waitsForServer = (read: Read): boolean => read.data === undefined && read.isPaused;

/**
 * Why a read has nothing to show, to say in its place: the failure's message, or that it needs the
 * server; null while it is on its way, or once it is in.
 */
export function whyNotLoaded(read: Read, fallback: string): string | null {
  if (read.data !== undefined) return null;
  if (read.error) return errorMessage(read.error, fallback);
  return read.isPaused ? NEEDS_SERVER_MESSAGE : null;
}
