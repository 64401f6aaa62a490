import { useEffect, useRef } from 'react';

/** Waits between tries while the server cannot be reached: soon at first, then every 30 s. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** The wait before try number `attempt` (from 0); the last wait repeats. */
export const retryDelayMs = (attempt: number): number => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;

/**
 * Asks again by itself while mounted, so a phone walking back into range opens the farm without a
 * tap. It cannot count on the browser to say when the network returns: `navigator.onLine` can read
 * true with no connection (one bar, a captive Wi-Fi, some browser builds under emulation), and then
 * no "online" event ever comes. So it retries on a timer that backs off, and at once when the
 * browser does say the network is back or the app comes to the front.
 */
export function useRetryUntilReached(retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  }, [retry]);

  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryAgain = () => {
      latest.current();
      timer = setTimeout(tryAgain, retryDelayMs(++attempt));
    };
    const tryNow = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      attempt = 0;
      tryAgain();
    };
    timer = setTimeout(tryAgain, retryDelayMs(attempt));
    window.addEventListener('online', tryNow);
    document.addEventListener('visibilitychange', tryNow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', tryNow);
      document.removeEventListener('visibilitychange', tryNow);
    };
  }, []);
}
