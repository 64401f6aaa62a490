import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import {
  LAST_LOADED_MAX_AGE_MS,
  LAST_LOADED_REFRESH_WITHIN_MS,
  LAST_LOADED_RESTORE_TIMEOUT_MS,
  LAST_LOADED_SAVE_DELAY_MS,
  lastLoadedKeeper,
  ownerOf,
  snapshotUsable,
  type LastLoadedSnapshot,
} from './last-loaded';

// The keeper over an in-memory IndexedDB (fake-indexeddb implements the standard in full); the
// browser test in offline.spec.ts proves the same on Chromium's own, offline.

let storeCount = 0;
const freshStore = () => createStore(`last-loaded-test-${(storeCount += 1)}`, 'last-loaded');
const herdKey = [['cattle', 'list'], { type: 'query' }];

function keeperFor(store: ReturnType<typeof createStore>, token: string | null, build = 'b1') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  return { client, keeper: lastLoadedKeeper({ client, token: () => token, build, store }) };
}

async function loadHerd(client: QueryClient) {
  await client.fetchQuery({ queryKey: herdKey, queryFn: () => [{ tagNumber: '101' }] });
}

/** A fresh store holding what a keeper signed in with `token` saved after loading the herd. */
async function storeWithHerdSavedBy(token: string) {
  const store = freshStore();
  const { client, keeper } = keeperFor(store, token);
  const stop = keeper.start();
  await loadHerd(client);
  await vi.waitFor(async () => expect(await get('queries', store)).toBeDefined(), { timeout: LAST_LOADED_SAVE_DELAY_MS * 3 });
  stop();
  return store;
}

describe('last loaded reads kept on the device', () => {
  it('saves a read once it lands, brings it back for the same sign-in, and has it fetched afresh once started', async () => {
    const store = await storeWithHerdSavedBy('token-a');

    const next = keeperFor(store, 'token-a');
    expect(await next.keeper.restore()).toBe(true);
    expect(next.client.getQueryData(herdKey)).toEqual([{ tagNumber: '101' }]);
    // Shown at once; once started (after the first render), marked to be fetched afresh.
    const restoredQuery = next.client.getQueryCache().find({ queryKey: herdKey });
    expect(restoredQuery?.isStale()).toBe(false);
    const stopNext = next.keeper.start();
    await vi.waitFor(() => expect(restoredQuery?.isStale()).toBe(true), { timeout: LAST_LOADED_REFRESH_WITHIN_MS * 2 });
    stopNext();
  });

  it('a snapshot the device\'s storage brings later than start-up waits for still comes in, for an offline start', async () => {
    const store = await storeWithHerdSavedBy('token-a');
    const slowStore: typeof store = (mode, callback) =>
      new Promise((resolve) => setTimeout(resolve, LAST_LOADED_RESTORE_TIMEOUT_MS + 200)).then(() => store(mode, callback));

    const next = keeperFor(slowStore, 'token-a');
    expect(await next.keeper.restore()).toBe(false);
    expect(next.client.getQueryData(herdKey)).toBeUndefined();
    await vi.waitFor(() => expect(next.client.getQueryData(herdKey)).toEqual([{ tagNumber: '101' }]), { timeout: 2_000 });
  });

  it('never shows one sign-in what another loaded, and deletes it', async () => {
    const store = await storeWithHerdSavedBy('token-a');

    const other = keeperFor(store, 'token-b');
    expect(await other.keeper.restore()).toBe(false);
    expect(other.client.getQueryData(herdKey)).toBeUndefined();
    expect(await get('queries', store)).toBeUndefined();
  });

  it('saves nothing and restores nothing when signed out', async () => {
    const store = freshStore();
    const signedOut = keeperFor(store, null);
    const stop = signedOut.keeper.start();
    await loadHerd(signedOut.client);
    await new Promise((resolve) => setTimeout(resolve, LAST_LOADED_SAVE_DELAY_MS + 200));
    stop();
    expect(await get('queries', store)).toBeUndefined();
    expect(await signedOut.keeper.restore()).toBe(false);
  });

  it('signing out deletes the snapshot and drops a save about to run', async () => {
    const store = freshStore();
    const { client, keeper } = keeperFor(store, 'token-a');
    const stop = keeper.start();
    await loadHerd(client);
    await keeper.forget();
    await new Promise((resolve) => setTimeout(resolve, LAST_LOADED_SAVE_DELAY_MS + 200));
    stop();
    expect(await get('queries', store)).toBeUndefined();
  });

  it('another build does not read this build’s snapshot', async () => {
    const store = freshStore();
    const old = keeperFor(store, 'token-a', 'old-build');
    await set('queries', { owner: ownerOf('token-a'), build: 'old-build', savedAt: Date.now(), state: { queries: [], mutations: [] } }, store);
    expect(await keeperFor(store, 'token-a', 'new-build').keeper.restore()).toBe(false);
    expect(await old.keeper.restore()).toBe(false); // deleted by the newer build's refusal
  });
});

describe('snapshotUsable', () => {
  const snapshot: LastLoadedSnapshot = { owner: ownerOf('t'), build: 'b', savedAt: 1_000, state: { queries: [], mutations: [] } };
  const current = { owner: ownerOf('t'), build: 'b', now: 1_000 };

  it('accepts its own sign-in and build within 30 days', () => {
    expect(snapshotUsable(snapshot, { ...current, now: 1_000 + LAST_LOADED_MAX_AGE_MS })).toBe(true);
  });

  it('refuses another owner, another build, an older one than 30 days, one from the future, or none', () => {
    expect(snapshotUsable(snapshot, { ...current, owner: ownerOf('u') })).toBe(false);
    expect(snapshotUsable(snapshot, { ...current, build: 'c' })).toBe(false);
    expect(snapshotUsable(snapshot, { ...current, now: 1_001 + LAST_LOADED_MAX_AGE_MS })).toBe(false);
    expect(snapshotUsable(snapshot, { ...current, now: 999 })).toBe(false);
    expect(snapshotUsable(undefined, current)).toBe(false);
  });

  it('tags tokens apart without keeping them', () => {
    expect(ownerOf('token-a')).not.toBe(ownerOf('token-b'));
    expect(ownerOf('token-a')).toBe(ownerOf('token-a'));
    expect(ownerOf('token-a')).not.toContain('token');
  });
});
