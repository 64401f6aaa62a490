import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { newFarm, openNewFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi } from './support/cattle-dialogs';
import { DashboardScreen } from './support/dashboard-page';
import { keptReads, waitForServiceWorker } from './support/last-loaded';
import { replicaDatabases, replicaWhole, syncNotice } from './support/phone-replica';
import { screenshot } from './support/screenshots';
import { Shell } from './support/shell';

// The app opens with no network: the service worker keeps the app itself, and IndexedDB the farm's
// copy (per account) and what else the screens last loaded (per sign-in), never in privacy mode,
// deleted on sign-out.

const OFFLINE_NOTICE = 'You are offline. Changes are saved on this phone and sent when the connection returns.';

test.describe('offline', () => {
  test('after a first visit the app opens with no network and shows what it last loaded, then refreshes once online', async ({ page, context }) => {
    const { token } = await openNewFarm(page, {
      label: 'Offline',
      path: '/',
      setUp: (signedIn) => addAnimalViaApi(page, signedIn, { tag: '501', name: 'Clover', type: 'Cow', pasture: 'North Pasture' }),
    });
    const dashboard = new DashboardScreen(page);
    await expect(dashboard.statCard('Total Cattle')).toContainText('1');
    await page.getByRole('link', { name: 'Cattle', exact: true }).first().click();
    const clover = page.getByRole('article', { name: /Clover/ });
    await expect(clover).toBeVisible();
    await waitForServiceWorker(page);
    await expect.poll(() => keptReads(page)).toEqual(expect.arrayContaining(['auth.me']));
    await expect.poll(() => replicaWhole(page)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(clover).toBeVisible();
    await expectAccessible(page, 'the cattle list, offline');
    await screenshot(page, 'offline-cattle');
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(dashboard.statCard('Total Cattle')).toContainText('1');

    // Another device adds an animal meanwhile; back online, the screen fetches it by itself.
    await addAnimalViaApi(page, token, { tag: '502', name: 'Daisy', type: 'Cow', pasture: 'North Pasture' });
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
    await expect(dashboard.statCard('Total Cattle')).toContainText('2');
  });

  test('the offline strip over the foot of the screen moves nothing on the page, and the end of the list scrolls clear of it', async ({ page, context }) => {
    await openNewFarm(page, {
      label: 'Strip',
      path: '/cattle',
      setUp: async (signedIn) => {
        for (let tag = 701; tag <= 712; tag += 1) await addAnimalViaApi(page, signedIn, { tag: String(tag), type: 'Cow', pasture: 'North Pasture' });
      },
    });
    const first = page.getByRole('article', { name: /701/ });
    await expect(first).toBeVisible();
    await expect.poll(() => replicaWhole(page)).toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: 'Cattle' });
    const before = await heading.boundingBox();

    await context.setOffline(true);
    const strip = syncNotice(page);
    await expect(strip).toContainText(OFFLINE_NOTICE);
    // Coming, the strip shifts nothing: the page is where it was.
    expect(await heading.boundingBox()).toEqual(before);
    const stripTop = (await strip.boundingBox())!.y;
    const bottomOf = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height;
    };

    // A control the keyboard moves to, lying under the strip, is scrolled clear of it.
    const deletes = page.getByRole('article').getByRole('button', { name: /^Delete/ });
    let under: Locator | undefined;
    for (const button of await deletes.all()) if (!under && (await bottomOf(button)) > stripTop) under = button;
    await page.evaluate((y) => window.scrollBy(0, y), (await bottomOf(under!)) - stripTop - 10);
    expect(await bottomOf(under!)).toBeGreaterThan(stripTop);
    await under!.focus();
    expect(await bottomOf(under!)).toBeLessThanOrEqual(stripTop);

    // The end of the page scrolls clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('article', { name: /712/ });
    await expect.poll(() => bottomOf(last)).toBeLessThanOrEqual(stripTop);
    await context.setOffline(false);
  });

  test('with nothing kept from a last visit, no network says the farm cannot be loaded, and the farm opens once online', { tag: '@any-screen' }, async ({ page, context }) => {
    // The app is installed by a visit signed out, so nothing of a farm was ever loaded here.
    await page.goto('/auth');
    await waitForServiceWorker(page);
    const farm = newFarm('Offline');
    const token = await signUpViaApi(page.request, farm);
    await page.evaluate((signedIn) => localStorage.setItem('authToken', signedIn), token);
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Cannot load your farm' })).toBeVisible();
    await expect(page.getByText('Cannot reach the Farm Hand server. Check your connection and try again.')).toBeVisible();
    // The read was waiting for the network: it goes out by itself when the network is back.
    await context.setOffline(false);
    await new Shell(page).expectSignedInAs(farm.farmName);
  });

  test('signing out deletes what the device kept', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page);
    await expect.poll(() => keptReads(page)).toContain('auth.me');
    await expect.poll(() => replicaDatabases(page)).toHaveLength(1);
    await new Shell(page).signOut();
    await expect.poll(() => keptReads(page)).toBeNull();
    await expect.poll(() => replicaDatabases(page)).toEqual([]);
  });

  test('privacy mode keeps nothing on the device and sends nothing to sync', { tag: '@any-screen' }, async ({ page }) => {
    const syncCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(trpc\/)?(sync|conflicts)/.test(request.url())) syncCalls.push(request.url());
    });
    await openSignedIn(page, { path: '/?privacy=true' });
    await expect(page.getByText('Privacy Mode Active', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Cattle', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cattle' })).toBeVisible();
    // Well past the moment a save would have run.
    await page.waitForTimeout(2000);
    expect(await keptReads(page)).toBeNull();
    expect(await replicaDatabases(page)).toEqual([]);
    expect(syncCalls).toEqual([]);
  });
});
