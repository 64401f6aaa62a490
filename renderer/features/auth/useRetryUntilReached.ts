import { useEffect, useRef } from 'react';
import { retryDelayMs } from '../../api/reachability';

/**
 * Asks again by itself while mounted, so the farm opens without a tap once the server answers. A
 * network failure is already retried by the API client (see reachability.ts); this also covers a
 * server that answers with a failure (down behind its proxy, restarting). It retries on a timer that
 * backs off, and at once when the browser says the network is back or the app comes to the front.
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
