import { expect, test } from './support/test';
import { DEMO, openAs, openSignedIn } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { Shell } from './support/shell';
import { screenshot } from './support/screenshots';

// Pictures of the main states at both sizes, for a person to look at.

test('screenshots: sign-in, shell, welcome, customize, 404', async ({ page }, info) => {
  const auth = new AuthScreen(page);
  const shell = new Shell(page);
  const project = info.project.name;

  await auth.goto();
  await screenshot(page, 'sign-in', { fullPage: true });
  await auth.createFarmTab.click();
  await page.getByRole('button', { name: 'Create Farm', exact: true }).click();
  await expect(page.getByText('Farm name is required')).toBeVisible();
  await screenshot(page, 'create-farm-errors', { fullPage: true });

  await openSignedIn(page, { welcomeSeen: false });
  await expect(shell.welcome).toBeVisible();
  await screenshot(page, 'welcome');
  await shell.skipWelcome();
  await screenshot(page, 'shell-home');

  const dialog = await shell.openCustomizeNavigation();
  await expect(dialog).toBeVisible();
  await screenshot(page, 'customize-navigation');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/cattle');
  await expect(page.getByRole('heading', { level: 1, name: 'Cattle' })).toBeVisible();
  await screenshot(page, 'cattle');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await screenshot(page, 'not-found');

  await page.goto('/?privacy=true');
  await expect(page.getByText('Privacy Mode Active', { exact: false })).toBeVisible();
  await screenshot(page, 'privacy');

  // The narrowest phone the app promises to serve.
  if (project === 'phone') {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/pastures');
    await expect(page.getByRole('heading', { level: 1, name: 'Pastures' })).toBeVisible();
    await screenshot(page, '360-pastures');
  }
});

test('screenshots: the demo ranch on the breeding, activity, calf and search screens', async ({ page }) => {
  await openAs(page, DEMO, '/');
  for (const [path, title] of [
    ['/breeding-management', 'Breeding Management'],
    ['/activities', 'Activity Log'],
    ['/calves', 'Calf Management'],
    ['/search-demo', 'Search Demo'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Lists fill in once the herd has loaded: wait for the loading placeholders to go.
    await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
    await screenshot(page, path.slice(1), { fullPage: true });
  }
});
