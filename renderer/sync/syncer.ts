import { onlineManager } from '@tanstack/react-query';
import { isUnauthorized } from '../api/errors';
import type { SyncEngine } from './sync-engine';

// When the phone syncs: soon after each save, as soon as the server can be reached again, when the
// app comes back to the front, and every 30 s while it is on screen. One sync runs at a time on the
// device, across its tabs (a Web Lock), so two tabs never send the same outbox at once.

export const SYNC_EVERY_MS = 30_000;
/** A burst of saves (a row of weights at the chute) goes in one push. */
export const SYNC_AFTER_SAVE_MS = 250;
const DEVICE_LOCK = 'farm-hand-sync';

export interface Syncer {
  soon(): void;
  /** Syncs now; settles when done, whether it worked or not. */
  now(): Promise<void>;
  stop(): void;
}

interface SyncerOptions {
  onSignInExpired: () => void;
  /** Each sync's end: whether it got through. */
  onSettled: (ok: boolean) => void;
}

export function startSyncer(engine: SyncEngine, { onSignInExpired, onSettled }: SyncerOptions): Syncer {
  let soonTimer: ReturnType<typeof setTimeout> | undefined;
  const onDevice = (): Promise<void> =>
    globalThis.navigator?.locks ? globalThis.navigator.locks.request(DEVICE_LOCK, () => engine.sync()).then(() => undefined) : engine.sync();

  const now = () =>
    onDevice().then(
      () => onSettled(true),
      (error: unknown) => {
        // A network failure has marked the app offline (the transport's reachability link): the next
        // try comes when the server answers again. The outbox waits either way.
        if (isUnauthorized(error)) onSignInExpired();
        onSettled(false);
      },
    );

  const visible = () => globalThis.document?.visibilityState !== 'hidden';
  const whenReachable = () => void (onlineManager.isOnline() && now());
  const soon = () => {
    clearTimeout(soonTimer);
    soonTimer = setTimeout(whenReachable, SYNC_AFTER_SAVE_MS);
  };
  const every = setInterval(() => visible() && whenReachable(), SYNC_EVERY_MS);
  const stopOnline = onlineManager.subscribe((online) => online && void now());
  const onVisible = () => visible() && whenReachable();
  globalThis.document?.addEventListener('visibilitychange', onVisible);

  return {
    soon,
    now,
    stop() {
      clearTimeout(soonTimer);
      clearInterval(every);
      stopOnline();
      globalThis.document?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
