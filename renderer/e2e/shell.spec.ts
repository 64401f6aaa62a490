import { expect, test } from './support/test';
import { openSignedIn } from './support/accounts';
import { SCREENS } from '../screens';
import { visit } from './support/navigate';
import { Shell } from './support/shell';

test.describe('the signed-in shell', () => {
  test('the welcome dialog shows once, not again after a reload', { tag: '@any-screen' }, async ({ page }) => {
    const shell = new Shell(page);
    await openSignedIn(page, { welcomeSeen: false });
    await expect(shell.welcome).toBeVisible();
    for (const step of ['Set up pastures', 'Add your cattle', 'Log activities', 'Customize your view']) {
      await expect(shell.welcome).toContainText(step);
    }
    await page.reload();
    await expect(shell.header).toBeVisible();
    await expect(shell.welcome).toBeHidden();
  });

  test('Start Tutorial closes the welcome and opens the tutorial', { tag: '@any-screen' }, async ({ page }) => {
    const shell = new Shell(page);
    await openSignedIn(page, { welcomeSeen: false });
    await shell.welcome.getByRole('button', { name: 'Start Tutorial' }).click();
    await expect(page).toHaveURL(/\/tutorial$/);
    await expect(shell.welcome).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorial' })).toBeVisible();
  });

  test('an unknown path shows Page Not Found with a way home', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page, { path: '/no-such-page' });
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
  });

  test('every registered screen has its route and its title', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page);
    for (const screen of SCREENS) {
      await visit(page, screen.path, screen.path === '/' ? 'Farm Hand Dashboard' : screen.title);
    }
  });

  test('bottom bar on phones, sidebar on large screens', async ({ page }) => {
    const shell = new Shell(page);
    await openSignedIn(page);
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    await expect(phone ? shell.bottomNav : shell.sideNav).toBeVisible();
    await expect(phone ? shell.sideNav : shell.bottomNav).toBeHidden();

    const nav = shell.nav();
    const labels = ['Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Tutorial', 'Settings'];
    await expect(nav.getByRole('link')).toHaveText(labels);
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  // The bottom bar is the phone's (the desktop shows every tab in the sidebar), so @touch.
  test('a screen opened past the edge of the bottom bar scrolls its tab into view', { tag: '@touch' }, async ({ page }) => {
    await openSignedIn(page, { path: '/settings' });
    const settingsTab = new Shell(page).bottomNav.getByRole('link', { name: 'Settings' });
    await expect(settingsTab).toHaveAttribute('aria-current', 'page');
    await expect(settingsTab).toBeInViewport({ ratio: 1 });
  });

  test('customize navigation: hide, reorder, keep after reload, reset', async ({ page }) => {
    const shell = new Shell(page);
    await openSignedIn(page);
    let dialog = await shell.openCustomizeNavigation();
    await shell.setTabEnabled(dialog, 'Calves', false);
    await shell.setTabEnabled(dialog, 'Reports', true);
    // Past Medicines (off) and Reports.
    await dialog.getByRole('button', { name: 'Move Settings up' }).click();
    await dialog.getByRole('button', { name: 'Move Settings up' }).click();
    await expect(dialog.getByRole('button', { name: 'Move Home up' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const expected = ['Home', 'Cattle', 'Breeding', 'Activities', 'Pastures', 'Tutorial', 'Settings', 'Reports'];
    await expect(shell.nav().getByRole('link')).toHaveText(expected);
    await page.reload();
    await expect(shell.nav().getByRole('link')).toHaveText(expected);

    dialog = await shell.openCustomizeNavigation();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(shell.nav().getByRole('link')).toHaveText([
      'Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Tutorial', 'Settings',
    ]);
  });

  test('a damaged navigation setting falls back to the defaults', { tag: '@any-screen' }, async ({ page }) => {
    const shell = new Shell(page);
    await openSignedIn(page);
    await page.evaluate(() => localStorage.setItem('navigationConfig', '{not json'));
    await page.reload();
    await expect(shell.nav().getByRole('link')).toHaveCount(8);
  });

  test('a revoked token sends you back to sign-in', { tag: '@any-screen' }, async ({ page }) => {
    const shell = new Shell(page);
    await openSignedIn(page);
    await expect(shell.header).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const revoked = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('privacy mode shows its banner and turns off', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page, { path: '/?privacy=true' });
    const banner = page.getByText('Privacy Mode Active: personal data is hidden and demo data is shown');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page).not.toHaveURL(/privacy=true/);
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('installable app', () => {
  test('the service worker takes over the app shell', { tag: '@any-screen' }, async ({ page }) => {
    await page.goto('/auth');
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(script).toMatch(/\/sw\.js$/);
  });

  test('manifest and icon are served', { tag: '@any-screen' }, async ({ request }) => {
    const manifest = await request.get('/manifest.json');
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { name: string; display: string; icons: { src: string }[] };
    expect(body.name).toBe('Farm Hand');
    expect(body.display).toBe('standalone');
    for (const icon of [...body.icons.map((entry) => entry.src), '/generated-icon.png']) {
      const image = await request.get(icon);
      expect(image.ok(), icon).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
    }
  });
});
