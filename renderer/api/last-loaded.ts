// What this device last loaded, kept in IndexedDB so the app opens with no network and shows the
// farm as it last saw it (the service worker keeps the app itself). One snapshot per device,
// tagged with the sign-in it belongs to: another sign-in never sees it, signing out deletes it,
// privacy mode neither reads nor writes it, and it is refreshed from the server once online.
import { defaultShouldDehydrateQuery, dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface LastLoadedSnapshot {
  /** Which sign-in saved it: a hash of its token, never the token itself. */
  owner: string;
  /** The build that saved it: another build may read records of another shape. */
  build: string;
  savedAt: number;
  state: DehydratedState;
}

/** A snapshot older than this is not shown: the rancher would be misled more than helped. */
export const LAST_LOADED_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Saves wait this long after a read lands, so a burst of reads is written once. */
export const LAST_LOADED_SAVE_DELAY_MS = 1000;
/** Start-up never waits longer than this for the device's storage. */
export const LAST_LOADED_RESTORE_TIMEOUT_MS = 800;
/** What was restored is fetched afresh once the phone is idle after start-up, or after this long. */
export const LAST_LOADED_REFRESH_WITHIN_MS = 2000;

const SNAPSHOT_KEY = 'queries';
/** What a restore got when the device's storage answered too late. */
const TOO_SLOW = Symbol('too slow');

/** A short, stable tag for a token (53-bit cyrb53 hash): enough to tell two sign-ins apart. */
export function ownerOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Whether a stored snapshot may be shown to this sign-in, by this build, now. */
export function snapshotUsable(
  snapshot: LastLoadedSnapshot | undefined,
  current: { owner: string; build: string; now: number },
): snapshot is LastLoadedSnapshot {
  return (
    snapshot !== undefined &&
    snapshot.owner === current.owner &&
    snapshot.build === current.build &&
    current.now - snapshot.savedAt >= 0 &&
    current.now - snapshot.savedAt <= LAST_LOADED_MAX_AGE_MS
  );
}

interface LastLoadedOptions {
  client: QueryClient;
  /** The stored sign-in's token, read when needed (null when signed out). */
  token: () => string | null;
  build: string;
  /** Where snapshots live; the default is the browser's IndexedDB. */
  store?: UseStore;
  /** Reads another store keeps (a phone's copy of the farm answers the farm's reads): left out of the snapshot. */
  keptElsewhere?: (query: Query) => boolean;
}

const defaultStore = () => createStore('farm-hand', 'last-loaded');

/** Runs `task` when the page is idle (soon after the first paint), or after `within` ms at the latest. */
function whenIdle(task: () => void, within: number): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: within });
  else setTimeout(task, 0);
}

/** Keeps the device's snapshot in step with the cache and brings it back at start-up. */
export function lastLoadedKeeper({ client, token, build, store = defaultStore(), keptElsewhere = () => false }: LastLoadedOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let restored = false;

  const save = async () => {
    timer = undefined;
    const signedIn = token();
    if (!signedIn) return;
    const snapshot: LastLoadedSnapshot = { owner: ownerOf(signedIn), build, savedAt: Date.now(), state: dehydrate(client, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !keptElsewhere(query) }) };
    await set(SNAPSHOT_KEY, snapshot, store).catch(() => undefined);
  };

  /**
   * Everything restored is marked stale (fetched when next shown); the reads on screen are fetched
   * now, one at a time, so the refresh never crowds a slow connection.
   */
  const refreshRestored = async () => {
    await client.invalidateQueries({ refetchType: 'none' });
    for (const query of client.getQueryCache().findAll({ type: 'active' })) {
      await client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' });
    }
  };

  return {
    /**
     * Puts the last snapshot into the cache, so the first screen draws from it before any answer
     * arrives. Answers whether anything was restored; `start` then has it fetched afresh.
     */
    async restore(): Promise<boolean> {
      const signedIn = token();
      if (!signedIn) return false;
      // Puts a usable snapshot into the cache; deletes one this sign-in and build may not see.
      const bringBack = async (snapshot: LastLoadedSnapshot | undefined): Promise<boolean> => {
        if (!snapshotUsable(snapshot, { owner: ownerOf(signedIn), build, now: Date.now() })) {
          if (snapshot) await del(SNAPSHOT_KEY, store).catch(() => undefined);
          return false;
        }
        hydrate(client, snapshot.state);
        return true;
      };
      const stored = get<LastLoadedSnapshot>(SNAPSHOT_KEY, store).catch(() => undefined);
      const timeout = new Promise<typeof TOO_SLOW>((resolve) => setTimeout(() => resolve(TOO_SLOW), LAST_LOADED_RESTORE_TIMEOUT_MS));
      const snapshot = await Promise.race([stored, timeout]);
      if (snapshot !== TOO_SLOW) return (restored = await bringBack(snapshot));
      // The app starts without it, but a slow phone's storage still brings it in when it comes:
      // offline, it is what lets the farm open at all. (hydrate keeps any read fetched meanwhile,
      // being newer.)
      void stored.then(async (late) => (await bringBack(late)) && whenIdle(() => void refreshRestored(), LAST_LOADED_REFRESH_WITHIN_MS));
      return false;
    },
    /**
     * Saves shortly after each read lands, and at once when the page is hidden. After a restore, the
     * screens on show fetch afresh (and the rest on their next showing) once the first screen is
     * drawn: refreshing during the first render would hold a slow phone up. Answers a stop.
     */
    start(): () => void {
      if (restored) whenIdle(() => void refreshRestored(), LAST_LOADED_REFRESH_WITHIN_MS);
      const unsubscribe = client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || timer) return;
        timer = setTimeout(() => void save(), LAST_LOADED_SAVE_DELAY_MS);
      });
      const onHidden = () => {
        if (globalThis.document?.visibilityState !== 'hidden' || !timer) return;
        clearTimeout(timer);
        void save();
      };
      globalThis.document?.addEventListener('visibilitychange', onHidden);
      return () => {
        unsubscribe();
        globalThis.document?.removeEventListener('visibilitychange', onHidden);
        if (timer) clearTimeout(timer);
        timer = undefined;
      };
    },
    /** Deletes the snapshot (signing out) and drops a save that was about to run. */
    async forget(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await del(SNAPSHOT_KEY, store).catch(() => undefined);
    },
  };
}
