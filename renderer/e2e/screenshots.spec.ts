import { expect, test } from './support/test';
import { DEMO, openAs, openSignedIn } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { Shell } from './support/shell';
import { ActivitiesScreen } from './support/activities-page';
import { BreedingScreen, PregnancyCheckDialog } from './support/breeding-page';
import { fileNameOf, screenshot } from './support/screenshots';
import { expectTheme, useTheme } from './support/theme';

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

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';
  // Privacy mode: the demo farm's checks and treatments, and no save reaches a farm.
  test(`screenshots: pregnancy checks on the demo ranch, ${theme}`, async ({ page }) => {
    await useTheme(page, dark);
    await openSignedIn(page, { path: '/breeding-management?privacy=true' });
    const breeding = new BreedingScreen(page);
    await breeding.expectLoaded();
    await expectTheme(page, dark);
    await screenshot(page, `breeding-${theme}`);
    for (const tab of ['Pregnant', 'Recheck Due', 'Open Cows'] as const) {
      await breeding.openTab(tab);
      // The first card whole, its buttons included, with the tabs above it.
      const card = breeding.panel().getByRole('article').first();
      await card.getByRole('button').last().scrollIntoViewIfNeeded();
      await screenshot(page, `breeding-${fileNameOf(tab)}-${theme}`);
    }

    // The dialog on the first open cow, found pregnant: what saving will do.
    await breeding.panel().getByRole('button', { name: 'Pregnancy Check' }).first().click();
    const check = new PregnancyCheckDialog(page);
    await check.choice('Pregnant').click();
    await check.daysPregnant.fill('60');
    await expect(check.outcome).toContainText('Expected calving');
    await screenshot(page, `pregnancy-check-${theme}`);
    await check.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(check.dialog).toBeHidden();
    await breeding.pregnancyCheck.click();
    await check.save.click();
    await expect(check.dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    await screenshot(page, `pregnancy-check-errors-${theme}`);
    await page.keyboard.press('Escape');

    await page.goto('/activities?privacy=true');
    const log = new ActivitiesScreen(page);
    await log.expectLoaded();
    await screenshot(page, `activities-${theme}`);
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Pregnancy Check' });
    await screenshot(page, `activities-pregnancy-checks-${theme}`);
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Treatment' });
    await screenshot(page, `activities-treatments-${theme}`);
  });
}
