import { onlineManager } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../core/api/root';

// Whether the farm's server can be reached, which is what "online" means to this app. The browser's
// own word (navigator.onLine and its online/offline events) is not enough: it reads online with one
// bar of signal, on a Wi-Fi with no way out, or (Chromium 150 under emulation) with no network at
// all, and then never says when the network returns. So a call that never reached the server marks
// the app offline, and from then on the server is asked on a backing-off timer until it answers.
// Offline, the query library holds reads (they resume by themselves) and the offline strip shows.

/** Waits between tries while the server cannot be reached: soon at first, then every 30 s. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** The wait before try number `attempt` (from 0); the last wait repeats. */
export const retryDelayMs = (attempt: number): number => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;

/**
 * A failed call that never got the server's answer: the network failed, or something other than the
 * server answered (a captive portal's page, a proxy's error page). A refusal the server gave carries
 * its code in `data`; a call the app itself cancelled is an abort, not a failure.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { data?: unknown }).data !== undefined) return false;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.name === 'AbortError') return false;
  return error.name === 'TRPCClientError';
}

/** Asks the server until it answers, then marks the app online again. */
function probeUntilReached(probe: () => Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  const tryNow = () => {
    clearTimeout(timer);
    timer = undefined;
    probe().then(
      () => reached(),
      () => (timer = setTimeout(tryNow, retryDelayMs(++attempt))),
    );
  };
  const reached = () => {
    clearTimeout(timer);
    timer = undefined;
    attempt = 0;
    onlineManager.setOnline(true);
  };
  return {
    /** Starts asking, unless already asking. */
    start() {
      if (timer === undefined) timer = setTimeout(tryNow, retryDelayMs(attempt));
    },
    /** A sign the network may be back (the browser says so, the app came to the front): ask now. */
    nudge() {
      if (timer !== undefined) tryNow();
    },
    reached,
  };
}

/**
 * The link that keeps "online" honest. `probe` is a cheap call that needs no sign-in (the health check).
 * Placed before the transport, it sees every call's outcome.
 */
export function reachabilityLink(probe: () => Promise<unknown>): TRPCLink<AppRouter> {
  const prober = probeUntilReached(probe);
  // Offline for any reason (a failed call, or the browser saying so): ask until the server answers,
  // rather than wait for an "online" event that may never come.
  onlineManager.subscribe((online) => {
    if (!online) prober.start();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => prober.nudge());
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && prober.nudge());
  }
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (envelope) => {
            prober.reached();
            observer.next(envelope);
          },
          error: (error) => {
            if (isNetworkFailure(error)) onlineManager.setOnline(false);
            else if ((error as { data?: unknown }).data !== undefined) prober.reached();
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}
