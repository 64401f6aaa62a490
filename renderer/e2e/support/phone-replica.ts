import { expect, type Locator, type Page } from '@playwright/test';
import { keptReads, waitForServiceWorker } from './last-loaded';
import { answerServerError } from './server-errors';

/**
 * Whether the signed-in account's copy of the farm on this device has been pulled whole (its cursor
 * says so), read straight from IndexedDB as the app keeps it.
 */
export function replicaWhole(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('farm-hand-replica-'));
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (!db.objectStoreNames.contains('meta')) {
        db.close();
        continue;
      }
      const cursor = await new Promise<{ whole?: boolean } | undefined>((resolve, reject) => {
        const request = db.transaction('meta').objectStore('meta').get('cursor');
        request.onsuccess = () => resolve(request.result as { whole?: boolean } | undefined);
        request.onerror = () => reject(request.error);
      });
      db.close();
      if (cursor?.whole) return true;
    }
    return false;
  });
}

/** The names of the farm copies this device keeps (one per account). */
export function replicaDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('farm-hand-replica-')));
}

/** The strip at the foot of the screen that says the app is offline, and how many changes wait to sync. */
export function syncNotice(page: Page): Locator {
  return page.locator('.fh-offline-notice');
}

/**
 * After a visit online, everything the phone needs to open with no network is on it: the app (its
 * service worker controls the page), the signed-in account, and the farm's copy pulled whole.
 */
export async function expectReadyOffline(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  await expect.poll(() => keptReads(page)).toEqual(expect.arrayContaining(['auth.me']));
  await expect.poll(() => replicaWhole(page), { timeout: 15_000 }).toBe(true);
}

/**
 * Keeps the phone from pulling its farm's copy (the feed answers the server's error), so its screens read from the
 * server as a phone's do before its first sync: for tests of what the server's answers show. Answers
 * a function that lets the feed through again.
 */
export async function withoutFarmCopy(page: Page): Promise<() => Promise<void>> {
  const feed = '**/api/trpc/sync.changes**';
  // Refused as the server refuses (not as a network failure, which would mark the app offline).
  await page.route(feed, (route) => answerServerError(route, 'held back by the test'));
  return () => page.unroute(feed);
}
