import { expect, test } from './support/test';
import { DEMO, openAs, openSignedIn } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { Shell } from './support/shell';

// Pictures of the main states at both sizes, for a person to look at (test-results is ignored).
const shot = (name: string, project: string) => `test-results/screenshots/${project}-${name}.png`;
// Dialogs fade in over ~300 ms; a picture taken mid-fade shows a half-transparent dialog.
const OVERLAY_FADE_MS = 400;

test('screenshots: sign-in, shell, welcome, customize, 404', async ({ page }, info) => {
  const auth = new AuthScreen(page);
  const shell = new Shell(page);
  const project = info.project.name;

  await auth.goto();
  await page.screenshot({ path: shot('sign-in', project), fullPage: true });
  await auth.createFarmTab.click();
  await page.getByRole('button', { name: 'Create Farm', exact: true }).click();
  await expect(page.getByText('Farm name is required')).toBeVisible();
  await page.screenshot({ path: shot('create-farm-errors', project), fullPage: true });

  await openSignedIn(page, { welcomeSeen: false });
  await expect(shell.welcome).toBeVisible();
  await page.waitForTimeout(OVERLAY_FADE_MS);
  await page.screenshot({ path: shot('welcome', project) });
  await shell.skipWelcome();
  await page.screenshot({ path: shot('shell-home', project) });

  const dialog = await shell.openCustomizeNavigation();
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(OVERLAY_FADE_MS);
  await page.screenshot({ path: shot('customize-navigation', project) });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/cattle');
  await expect(page.getByRole('heading', { level: 1, name: 'Cattle' })).toBeVisible();
  await page.screenshot({ path: shot('cattle', project) });

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.screenshot({ path: shot('not-found', project) });

  await page.goto('/?privacy=true');
  await expect(page.getByText('Privacy Mode Active', { exact: false })).toBeVisible();
  await page.screenshot({ path: shot('privacy', project) });

  // The narrowest phone the app promises to serve.
  if (project === 'phone') {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/pastures');
    await expect(page.getByRole('heading', { level: 1, name: 'Pastures' })).toBeVisible();
    await page.screenshot({ path: shot('360-pastures', project) });
  }
});

test('screenshots: the demo ranch on the breeding, activity, calf and search screens', async ({ page }, info) => {
  const project = info.project.name;
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
    await page.screenshot({ path: shot(path.slice(1), project), fullPage: true });
  }
});
