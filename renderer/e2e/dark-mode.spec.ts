import { SCREENS } from '../screens';
import { openSignedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { visit } from './support/navigate';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';

// Dark Mode themes the whole app: every screen (the demo farm, through privacy mode, so each shows
// full lists) and the main dialogs pass axe, contrast included, and are photographed to be looked at.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('deviceSettings', JSON.stringify({ darkMode: true })));
});

test('Dark Mode: every screen passes axe and is dark from the first paint', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, { path: '/?privacy=true' });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  for (const [index, screen] of SCREENS.entries()) {
    await visit(page, screen.path, screen.path === '/' ? 'Farm Hand Dashboard' : screen.title);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
    await expectAccessible(page, index === 0 ? undefined : 'main');
    await screenshot(page, `dark-${screen.id}`);
  }
});

test('Dark Mode: the sign-in page and the main dialogs pass axe', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  // The sign-in screen is a chunk of its own: axe looks once it is drawn.
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dark-sign-in');

  await openSignedIn(page, { path: '/cattle?privacy=true' });
  await page.getByRole('button', { name: 'Add Cattle' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add New Cattle' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dark-add-cattle');
  await page.keyboard.press('Escape');

  await visit(page, '/settings?tab=data', 'Settings');
  await page.getByRole('button', { name: 'Clear All Data' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you absolutely sure?' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'dark-clear-all-data');
});
