import { replicaDatabaseName } from './replica-name';

// The app's tabs on one device share the account's copy and outbox on the disk, but each holds
// them in memory too. A tab that wrote to them (a save, or a pull that brought something) says so
// on a channel; the others read them again, at once if on screen, else when next shown. Without
// it, a save made in one tab stayed out of another's screens until that tab was reloaded.

export interface TabNews {
  /** Tells the account's other tabs that the copy or the outbox changed on the disk. */
  tell(): void;
  stop(): void;
}

const hidden = () => globalThis.document?.visibilityState === 'hidden';

export function tabNews(accountId: string, readAgain: () => void): TabNews {
  if (typeof BroadcastChannel !== 'function') return { tell: () => undefined, stop: () => undefined };
  const channel = new BroadcastChannel(`${replicaDatabaseName(accountId)}:news`);
  let behind = false;
  const heard = () => {
    behind = hidden();
    if (!behind) readAgain();
  };
  const onVisible = () => behind && heard();
  channel.onmessage = heard;
  globalThis.document?.addEventListener('visibilitychange', onVisible);
  return {
    tell: () => channel.postMessage('written'),
    stop() {
      channel.close();
      globalThis.document?.removeEventListener('visibilitychange', onVisible);
    },
  };
}
