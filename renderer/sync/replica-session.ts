import { loadStored, saveStored, STORAGE_KEYS } from '../platform/local-store';
import { deleteReplica } from './replica-name';
import type { ReplicaStore } from './replica-store';
import type { SyncEngine, SyncTransport, ViewChange } from './sync-engine';
import { NO_COPY, useSyncStatus } from './sync-status';
import { startSyncer, type Syncer } from './syncer';
import { tabNews, type TabNews } from './tab-news';

// The signed-in account's copy of the farm on this device: opened on first use, for whichever
// account is signed in (each has its own, and its outbox waits for it); synced by one syncer;
// closed when the sign-in ends, and deleted only when the person signs out.

export interface ReplicaSessionOptions {
  transport: SyncTransport;
  /** The signed-in account's id, when one is known on this device. */
  accountId: () => string | undefined;
  /** After the view changed: a save (whose own effects refresh its reads) or a pull (which refreshes every farm read). */
  onViewChange: (change: ViewChange) => void;
  /** A sync call answered 401: the sign-in expired; the outbox waits. */
  onSignInExpired: () => void;
}

interface Opened {
  store: ReplicaStore;
  engine: SyncEngine;
  syncer: Syncer;
  news: TabNews;
}

export interface ReplicaSession {
  /** The signed-in account's engine, opened if need be; null when no account is known yet. */
  engine(): Promise<SyncEngine | null>;
  /** Asks for a sync soon (after a save, say). */
  syncSoon(): void;
  /** Syncs now and settles when done (failed or not). */
  syncNow(): Promise<void>;
  /** The last sync failed (the server out of reach, or its feed refused): the copy cannot grow now. */
  syncFailing(): boolean;
  /** Calls the listener whenever a sync fails; answers the unsubscribe. */
  onSyncFailed(listener: () => void): () => void;
  /** Closes the copy, keeping it on the device (a sign-in that expired). */
  close(): void;
  /** Closes and deletes the account's copy and outbox (signing out). */
  forget(): Promise<void>;
}

/** The id this device sends with its ops: made once, kept on the device. */
function deviceId(): string {
  const kept = loadStored(STORAGE_KEYS.syncDeviceId, (raw) => raw, '');
  if (kept) return kept;
  const made = crypto.randomUUID();
  saveStored(STORAGE_KEYS.syncDeviceId, made);
  return made;
}

const recordsIn = (engine: SyncEngine) => Object.values(engine.view().records).reduce((sum, records) => sum + records.length, 0);

/** While a new phone pulls its farm, the screens catch up with the pages at most this often: each catch-up sorts the lists again. */
export const FIRST_SYNC_REFRESH_MS = 1_500;

const unresolved = (engine: SyncEngine) => engine.view().conflicts.filter((conflict) => !conflict.resolvedAt).length;

export function replicaSession({ transport, accountId, onViewChange, onSignInExpired }: ReplicaSessionOptions): ReplicaSession {
  let opened: Promise<Opened | null> | undefined;
  let openedFor: string | undefined;
  let failing = false;
  const failureListeners = new Set<() => void>();
  const settled = (ok: boolean) => {
    failing = !ok;
    if (!ok) failureListeners.forEach((listener) => listener());
  };

  const showStatus = (engine: SyncEngine) =>
    useSyncStatus.setState({ active: true, waiting: engine.waiting(), conflicts: unresolved(engine), whole: engine.whole(), records: recordsIn(engine) });

  const open = async (account: string): Promise<Opened> => {
    // The engine and the op rules load beside the first screen, not in the entry script.
    const [{ openReplicaStore }, { openSyncEngine }] = await Promise.all([import('./replica-store'), import('./sync-engine')]);
    const store = await openReplicaStore(account);
    // Asked once: a browser may otherwise clear the site's storage, outbox and all, when space runs low.
    void navigator.storage?.persist?.().catch(() => false);
    const engine = await openSyncEngine({
      store,
      transport,
      deviceId: deviceId(),
      onRefused: (refused) => useSyncStatus.setState((status) => ({ refused: [...status.refused, refused] })),
    });
    const news = tabNews(account, () => void engine.reload());
    // The other tabs hear of a save at once, and of a sync once it has brought something.
    let pulled = false;
    const syncer = startSyncer(engine, {
      onSignInExpired,
      onSettled: (ok) => {
        settled(ok);
        if (!pulled) return;
        pulled = false;
        news.tell();
      },
    });
    let catchUp: ReturnType<typeof setTimeout> | undefined;
    const show = (change: ViewChange) => {
      catchUp = undefined;
      showStatus(engine);
      onViewChange(change);
    };
    engine.subscribe((change) => {
      if (change === 'save') news.tell();
      if (change === 'pull') pulled = true;
      if (change === 'save' || engine.whole()) {
        clearTimeout(catchUp);
        return show(change);
      }
      catchUp ??= setTimeout(() => show('pull'), FIRST_SYNC_REFRESH_MS);
    });
    showStatus(engine);
    syncer.soon();
    return { store, engine, syncer, news };
  };

  const current = (): Promise<Opened | null> => {
    const account = accountId();
    if (!account) return Promise.resolve(null);
    if (opened && openedFor === account) return opened;
    close();
    openedFor = account;
    const opening = open(account).catch((error: unknown) => {
      // No copy this time (storage blocked, say): reads and saves go to the server, and the next call tries again.
      console.error('The farm copy on this device could not be opened', error);
      if (opened === opening) close();
      return null;
    });
    opened = opening;
    return opening;
  };

  function close() {
    const closing = opened;
    opened = undefined;
    openedFor = undefined;
    failing = false;
    useSyncStatus.setState(NO_COPY);
    void closing?.then((session) => {
      session?.syncer.stop();
      session?.news.stop();
      session?.store.close();
    });
  }

  return {
    engine: async () => (await current())?.engine ?? null,
    syncSoon: () => void current().then((session) => session?.syncer.soon()),
    syncNow: async () => {
      await (await current())?.syncer.now();
    },
    syncFailing: () => failing,
    onSyncFailed(listener) {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    close,
    async forget() {
      const account = openedFor ?? accountId();
      close();
      if (account) await deleteReplica(account).catch(() => undefined);
    },
  };
}
