import { expect, test } from './support/test';
import { DEMO, openAs, openSignedIn } from './support/accounts';
import { DashboardScreen } from './support/dashboard-page';
import { screenshot } from './support/screenshots';
import { holdUntilReleased } from './support/hold';
import { withoutFarmCopy } from './support/phone-replica';
import { answerServerError, BUSY } from './support/server-errors';

const DEFAULT_WIDGETS = ['Cattle Overview', 'Heat Cycle Notifications', 'Upcoming Calvings', 'Do Not Sell'];
const STATS = ['Total Cattle', 'Pregnant Cows', 'Calves', 'Pastures'];
const QUICK_ACCESS: [string, string][] = [
  ['Breeding', '/breeding-management'],
  ['Genetics', '/genetics'],
  ['Tutorial', '/tutorial'],
  ['Storage', '/storage-tanks'],
  ['Forage', '/forage'],
  ['Reports', '/reports'],
];

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
    await screenshot(page, 'dashboard', { fullPage: true });

    await dashboard.openCustomize();
    await screenshot(page, 'dashboard-customize');
    await dashboard.setWidgetEnabled('Breeding Efficiency', true);
    await dashboard.press('Save Changes');
    await expect(dashboard.widget('Breeding Efficiency')).toContainText(/\d+%conception rate/);
    await screenshot(page, 'dashboard-all-widgets', { fullPage: true });

    if (info.project.name === 'phone') {
      // The narrowest phone the app promises to serve.
      await page.setViewportSize({ width: 360, height: 740 });
      await screenshot(page, '360-dashboard', { fullPage: true });
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
    await expect(dashboard.widget('Do Not Sell')).toContainText('No animals in meat withdrawal');
    await expect(page.getByRole('region', { name: 'Dashboard' })).toContainText(farm.farmName);
  });

  test('"Loading farm data..." while the counts load, then the red error box when they fail', { tag: '@any-screen' }, async ({ page }) => {
    // Without the farm's copy the figures come from the server (a whole copy would answer them itself).
    await withoutFarmCopy(page);
    const answer = await holdUntilReleased(page, 'dashboard.stats', (route) => answerServerError(route));
    await openSignedIn(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading farm data...' })).toBeVisible();
    await screenshot(page, 'dashboard-loading');
    answer();
    await expect(page.getByRole('alert')).toHaveText(`Error loading data: ${BUSY}`);
    await expect(new DashboardScreen(page).widgetTitles()).toHaveCount(0);
  });

  test('customize: rename, hide a widget, move one up; Save Changes keeps it after a reload', async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await expect(dashboard.widgetTitles()).toHaveText(DEFAULT_WIDGETS);

    await dashboard.openCustomize('Dashboard settings');
    await expect(dashboard.dialog.getByRole('button', { name: 'Move Cattle Overview up' })).toBeDisabled();
    await expect(dashboard.dialog.getByRole('button', { name: 'Move Do Not Sell down' })).toBeDisabled();
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
      await expect(dashboard.widgetTitles()).toHaveText(['Upcoming Calvings', 'Cattle Overview', 'Do Not Sell']);
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

  test('with every widget off it says "No widgets configured"', async ({ page }) => {
    const dashboard = new DashboardScreen(page);
    await openSignedIn(page);
    await dashboard.openCustomize();
    for (const title of DEFAULT_WIDGETS) await dashboard.setWidgetEnabled(title, false);
    await dashboard.press('Save Changes');
    await expect(dashboard.farmManagement).toContainText('No widgets configured');
    await expect(dashboard.farmManagement).toContainText('Customize Dashboard button');
    await expect(dashboard.widgetTitles()).toHaveCount(0);
    await screenshot(page, 'dashboard-no-widgets', { fullPage: true });
  });
});
