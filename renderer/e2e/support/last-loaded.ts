import type { Page } from '@playwright/test';

/**
 * Run in the page: the procedures whose answers the device keeps for offline start-up
 * ("cattle.list" …), read from the app's IndexedDB snapshot; null when there is none. It never
 * creates the database itself (an empty one would keep the app from making its store). Plain, so
 * both Playwright and the Lighthouse script (Puppeteer) can hand it to the page.
 */
export async function keptReadsInPage(): Promise<string[] | null> {
  const databases = await indexedDB.databases();
  if (!databases.some((entry) => entry.name === 'farm-hand')) return null;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open('farm-hand');
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error('IndexedDB would not open'));
  });
  try {
    if (!db.objectStoreNames.contains('last-loaded')) return null;
    const snapshot = await new Promise<unknown>((resolve, reject) => {
      const reading = db.transaction('last-loaded').objectStore('last-loaded').get('queries');
      reading.onsuccess = () => resolve(reading.result);
      reading.onerror = () => reject(reading.error ?? new Error('IndexedDB would not read'));
    });
    if (!snapshot) return null;
    const { state } = snapshot as { state: { queries: { queryKey: unknown[] }[] } };
    return state.queries.map(({ queryKey }) => (Array.isArray(queryKey[0]) ? queryKey[0].join('.') : String(queryKey[0])));
  } finally {
    db.close();
  }
}

/** The procedures whose answers this device keeps for offline start-up; null when there is none. */
export function keptReads(page: Page): Promise<string[] | null> {
  return page.evaluate(keptReadsInPage);
}

/** Waits until the service worker controls the page, so a reload with no network still opens the app. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
