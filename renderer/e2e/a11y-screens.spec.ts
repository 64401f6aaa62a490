import { openSignedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { visit } from './support/navigate';
import { screenViews } from './support/screen-views';
import { screenshot } from './support/screenshots';
import { Shell } from './support/shell';
import { expect, test } from './support/test';
import { expectTheme, useTheme } from './support/theme';

// axe-core finds no violation on any page of the app, in light and in Dark Mode, at the phone's and
// the desktop's size: the sign-in page (both tabs), the welcome dialog, every screen of the registry
// with each of its tabs and layouts, and Page Not Found. Every screen is seen full (the demo farm,
// through privacy mode) and empty (a new farm), since an empty screen draws other things. The whole
// page is checked each time: the header, the navigation and the banner too. The dialogs are in
// a11y-dialogs.spec.ts. Dark Mode's pages are photographed for a person to look at.

for (const dark of [false, true]) {
  const theme = dark ? 'Dark Mode' : 'light';

  test(`${theme}: the sign-in page, the welcome dialog, every screen of the demo farm and Page Not Found pass axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await useTheme(page, dark);
    await page.goto('/auth');
    await expectTheme(page, dark);
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand' })).toBeVisible();
    await expectAccessible(page, 'the sign-in page');
    if (dark) await screenshot(page, 'dark-sign-in');
    await page.getByRole('tab', { name: 'Create Farm' }).click();
    await expect(page.getByLabel('Farm name')).toBeVisible();
    await expectAccessible(page, 'the sign-in page › Create Farm');

    await openSignedIn(page, { path: '/?privacy=true', welcomeSeen: false });
    const shell = new Shell(page);
    await expect(shell.welcome).toBeVisible();
    await expectAccessible(page, 'the welcome dialog');
    await shell.skipWelcome();

    for (const view of screenViews({ records: true })) {
      await view.open(page);
      await expectAccessible(page, view.name);
      if (dark) await screenshot(page, `dark-${view.slug}`);
    }

    await visit(page, '/no-such-page', 'Page Not Found');
    await expectAccessible(page, 'Page Not Found');
  });

  test(`${theme}: every screen of a new farm, its lists empty, passes axe`, async ({ page }) => {
    test.setTimeout(120_000);
    await useTheme(page, dark);
    await openSignedIn(page);
    await expectTheme(page, dark);
    for (const view of screenViews({ records: false })) {
      await view.open(page);
      await expectAccessible(page, `${view.name} (empty)`);
    }
  });
}
