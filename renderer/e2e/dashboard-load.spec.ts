import { DEMO, newFarm, openAs, openSignedIn, signUpViaApi } from './support/accounts';
import { seedHerdOf } from './support/big-farm';
import { DashboardScreen } from './support/dashboard-page';
import { expect, test } from './support/test';

// How the dashboard loads: it takes what its widgets show from summary calls (never the herd), and
// reserves the room of what is still loading, so nothing jumps when the numbers arrive.

/** Adds up the page's layout shifts (CLS, without those right after input) from its first paint. */
async function watchLayoutShifts(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const seen = { total: 0 };
    Object.assign(window, { __layoutShift: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the demo dashboard loads without moving: cumulative layout shift under 0.1', async ({ page }) => {
  await watchLayoutShifts(page);
  const dashboard = new DashboardScreen(page);
  await openAs(page, DEMO, '/');
  await expect(dashboard.widget('Upcoming Calvings').getByRole('listitem')).toHaveCount(3);
  await expect(dashboard.widget('Heat Cycle Notifications').locator('.fh-widget-body')).toHaveAttribute('aria-busy', 'false');
  // Late shifts (fonts, images) would come within a frame or two of the data.
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
  test.info().annotations.push({ type: 'cumulative layout shift', description: shift.toFixed(4) });
  expect(shift).toBeLessThan(0.1);
});

test('at 10,000 head the dashboard never loads the herd: its own API traffic stays under 50 KB (the phone pulls its copy of the farm beside it)', { tag: '@any-screen' }, async ({ page }) => {
  test.setTimeout(90_000);
  const farm = newFarm('Big');
  const token = await signUpViaApi(page.request, farm);
  seedHerdOf(farm, 10_000);

  const answers: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    // The change feed is the phone's copy of the farm coming in, a download of its own (measured by the phone bench).
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/trpc/sync.changes')) return;
    const sizes = await request.sizes();
    answers.push({ path: pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
  });
  await openSignedIn(page, { signedUp: { farm, token } });
  const dashboard = new DashboardScreen(page);
  await expect(dashboard.statCard('Total Cattle')).toContainText(/\d{1,2},\d{3}/);
  await expect(dashboard.widget('Cattle Overview')).toContainText('Cows');
  await page.waitForLoadState('networkidle');

  const total = answers.reduce((sum, answer) => sum + answer.bytes, 0);
  test.info().annotations.push({ type: 'dashboard API bytes at 10,000 head', description: `${total} (${answers.map((a) => a.path).join(', ')})` });
  expect(answers.map((answer) => answer.path)).not.toContain('/api/trpc/cattle.list');
  expect(total).toBeLessThan(50_000);
});
