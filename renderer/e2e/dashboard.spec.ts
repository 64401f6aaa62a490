import { expect, test } from './support/test';
import { DEMO, openAs, openSignedIn } from './support/accounts';
import { DashboardScreen } from './support/dashboard-page';

const DEFAULT_WIDGETS = ['Cattle Overview', 'Heat Cycle Notifications', 'Upcoming Calvings'];
const STATS = ['Total Cattle', 'Pregnant Cows', 'Calves', 'Pastures'];
const QUICK_ACCESS: [string, string][] = [
  ['Breeding', '/breeding-management'],
  ['Genetics', '/genetics'],
  ['Tutorial', '/tutorial'],
  ['Storage', '/storage-tanks'],
  ['Forage', '/forage'],
  ['Reports', '/reports'],
];
const shot = (name: string, project: string) => `test-results/screenshots/${project}-${name}.png`;
// Dialogs fade in over ~300 ms; a picture taken mid-fade shows a half-transparent dialog.
const OVERLAY_FADE_MS = 400;

test.describe('the dashboard', () => {
  test('shows the demo herd: four counts with trends, the default widgets and Quick Access', async ({ page }, info) => {
    const dashboard = new DashboardScreen(page);
    await openAs(page, DEMO, '/');
    await expect(dashboard.title).toHaveText('Farm Hand Dashboard');
    await expect(page.getByText('Cattle Management System')).toBeVisible();
    await expect(dashboard.statCard('Total Cattle')).toBeVisible();

    const total = await dashboard.statValue('Total Cattle');
    expect(total).toBeGreaterThanOrEqual(90);
    expect(total).toBeLessThanOrEqual(140);
    for (const label of STATS) {
      expect(await dashboard.statValue(label)).toBeGreaterThan(0);
      await expect(dashboard.statCard(label)).toContainText(/(from last month|—)$/);
    }

    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);
    const overview = dashboard.widget('Cattle Overview');
    await expect(overview).toContainText(`Total cattle${total}`);
    await expect(overview).toContainText(`Pregnant${await dashboard.statValue('Pregnant Cows')}`);
    // The demo herd always has calvings coming up (core/demo places them around today).
    await expect(dashboard.widget('Upcoming Calvings').getByRole('listitem')).toHaveCount(3);

    for (const [name, path] of QUICK_ACCESS) {
      await expect(dashboard.quickAccess.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', path);
    }
    await page.screenshot({ path: shot('dashboard', info.project.name), fullPage: true });

    await dashboard.openCustomize();
    await page.waitForTimeout(OVERLAY_FADE_MS);
    await page.screenshot({ path: shot('dashboard-customize', info.project.name) });
    await dashboard.setWidgetEnabled('Breeding Efficiency', true);
    await dashboard.press('Save Changes');
    await expect(dashboard.widget('Breeding Efficiency')).toContainText(/\d+%conception rate/);
    await page.screenshot({ path: shot('dashboard-all-widgets', info.project.name), fullPage: true });

    if (info.project.name === 'phone') {
      // The narrowest phone the app promises to serve.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.screenshot({ path: shot('360-dashboard', info.project.name), fullPage: true });
    }
  });

  test('privacy mode shows the generated demo farm without asking for real data', { tag: '@any-screen' }, async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openAs(page, DEMO, '/');
    const real = await Promise.all(STATS.map((label) => dashboard.statValue(label)));

    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (/dashboard\.stats|cattle\.list|\/api\/(cattle|dashboard)/.test(request.url())) dataRequests.push(request.url());
    });
    await page.goto('/?privacy=true');
    await expect(dashboard.statCard('Total Cattle')).toBeVisible();
    // The demo account was seeded from the same generator today, so the two must agree.
    expect(await Promise.all(STATS.map((label) => dashboard.statValue(label)))).toEqual(real);
    await expect(dashboard.widget('Upcoming Calvings').getByRole('listitem')).toHaveCount(3);
    expect(dataRequests).toEqual([]);
  });

  test('a new farm shows zeros, "—" for trends and the widgets\' empty texts', { tag: '@any-screen' }, async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    const farm = await openSignedIn(page);
    for (const label of STATS) {
      await expect(dashboard.statCard(label)).toContainText(`${label}0—`);
    }
    await expect(dashboard.widget('Heat Cycle Notifications')).toContainText('No heat notifications at this time');
    await expect(dashboard.widget('Upcoming Calvings')).toContainText('No upcoming calvings');
    await expect(page.getByRole('region', { name: 'Dashboard' })).toContainText(farm.farmName);
  });

  test('"Loading farm data..." while the counts load, then the red error box when they fail', { tag: '@any-screen' }, async ({ page }) => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/trpc/dashboard.stats**', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'The farm database is busy', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }),
      });
    });
    await openSignedIn(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading farm data...' })).toBeVisible();
    await page.screenshot({ path: shot('dashboard-loading', test.info().project.name) });
    answer();
    await expect(page.getByRole('alert')).toHaveText('Error loading data: The farm database is busy');
    await expect(new DashboardScreen(page).widgetTitles()).toHaveCount(0);
  });

  test('customize: rename, hide a widget, move one up; Save Changes keeps it after a reload', async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);

    await dashboard.openCustomize('Dashboard settings');
    await expect(dashboard.dialog.getByRole('button', { name: 'Move Cattle Overview up' })).toBeDisabled();
    await expect(dashboard.dialog.getByRole('button', { name: 'Move Breeding Efficiency down' })).toBeDisabled();
    await dashboard.field('Title').fill('Creek Bend Board');
    await dashboard.field('Welcome message').fill('Check the north trough today');
    await dashboard.setWidgetEnabled('Heat Cycle Notifications', false);
    await dashboard.move('Upcoming Calvings', 'up');
    await dashboard.move('Upcoming Calvings', 'up');
    await expect(dashboard.dialog.getByRole('button', { name: 'Move Upcoming Calvings up' })).toBeDisabled();
    await dashboard.press('Save Changes');

    await expect(dashboard.toast('Settings saved')).toContainText('Your dashboard has been updated successfully.');
    const check = async () => {
      await expect(dashboard.title).toHaveText('Creek Bend Board');
      await expect(page.getByText('Check the north trough today')).toBeVisible();
      await expect(dashboard.widgetTitles()).toHaveText(['Upcoming Calvings', 'Cattle Overview']);
    };
    await check();
    await page.reload();
    await check();
    await expect(page).toHaveTitle(/Creek Bend Board/);
  });

  test('Cancel discards the changes', { tag: '@any-screen' }, async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await dashboard.openCustomize('Add Widget');
    await dashboard.field('Title').fill('Never saved');
    await dashboard.setWidgetEnabled('Cattle Overview', false);
    await dashboard.press('Cancel');
    await expect(dashboard.title).toHaveText('Farm Hand Dashboard');
    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);

    await dashboard.openCustomize();
    await expect(dashboard.field('Title')).toHaveValue('Farm Hand Dashboard');
  });

  test('Reset restores the defaults', { tag: '@any-screen' }, async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await dashboard.openCustomize();
    await dashboard.field('Title').fill('Temporary');
    await dashboard.field('Subtitle').fill('');
    await dashboard.setWidgetEnabled('Breeding Efficiency', true);
    await dashboard.move('Breeding Efficiency', 'up');
    await dashboard.press('Save Changes');
    await expect(dashboard.title).toHaveText('Temporary');

    await dashboard.openCustomize();
    await dashboard.press('Reset');
    await expect(dashboard.toast('Reset to defaults')).toContainText('Dashboard has been reset to default settings.');
    await expect(dashboard.title).toHaveText('Farm Hand Dashboard');
    await expect(page.getByText('Cattle Management System')).toBeVisible();
    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);
    await page.reload();
    await expect(dashboard.title).toHaveText('Farm Hand Dashboard');
    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);
  });

  test('damaged stored settings fall back to the defaults', { tag: '@any-screen' }, async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await page.evaluate(() => localStorage.setItem('dashboardSettings', '{"title": "Half a reco'));
    await page.reload();
    await expect(dashboard.title).toHaveText('Farm Hand Dashboard');
    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);
  });

  test('with every widget off it says "No widgets configured"', async ({ page }, info) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await dashboard.openCustomize();
    for (const title of DEFAULT_WIDGETS) await dashboard.setWidgetEnabled(title, false);
    await dashboard.press('Save Changes');
    await expect(dashboard.farmManagement).toContainText('No widgets configured');
    await expect(dashboard.farmManagement).toContainText('Customize Dashboard button');
    await expect(dashboard.widgetTitles()).toHaveCount(0);
    await page.screenshot({ path: shot('dashboard-no-widgets', info.project.name), fullPage: true });
  });
});
