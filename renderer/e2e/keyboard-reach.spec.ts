import { openAs, DEMO, openSignedIn } from './support/accounts';
import { CattleFormDialog } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { expectWalkClean, walkByTab } from './support/keyboard-walk';
import { visit } from './support/navigate';
import { screenViews } from './support/screen-views';
import { Shell } from './support/shell';
import { expect, test } from './support/test';

// The keyboard alone reaches and works every control. On the sign-in page, every screen of the
// demo farm (privacy mode, so every list is full) with each of its tabs and layouts, and Page Not
// Found, Tab goes through every control on show, header and navigation included, in the order of
// the page, and each shows its focus where it can be seen (not under the sticky header or the
// phone's bottom bar); so does the welcome dialog. The other dialogs are walked the same way in
// a11y-dialogs.spec.ts. Tabs move by
// arrow keys, and the Customize checklist is worked without a pointer.

test('Tab reaches every control of every page in order, each showing its focus in sight', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand' })).toBeVisible();
  expectWalkClean(await walkByTab(page, page.locator('body')), 'the sign-in page');
  await page.getByRole('tab', { name: 'Create Farm' }).click();
  expectWalkClean(await walkByTab(page, page.locator('body')), 'the sign-in page › Create Farm');

  // The welcome dialog opens by itself on the first sign-in: Tab stays in it, Escape closes it.
  await openSignedIn(page, { path: '/?privacy=true', welcomeSeen: false });
  const welcome = new Shell(page).welcome;
  await expect(welcome).toBeVisible();
  expectWalkClean(await walkByTab(page, welcome), 'the welcome dialog');
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  for (const view of screenViews({ records: true })) {
    await view.open(page);
    expectWalkClean(await walkByTab(page, page.locator('body')), view.name);
  }
  await visit(page, '/no-such-page', 'Page Not Found');
  expectWalkClean(await walkByTab(page, page.locator('body')), 'Page Not Found');
});

test('tabs move by arrow keys and open on Enter: the sign-in page, Add New Cattle', { tag: '@any-screen' }, async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Create Farm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Farm name')).toBeVisible();

  await openAs(page, DEMO, '/cattle');
  const add = await CattleFormDialog.openAdd(new CattleScreen(page));
  await add.type.selectOption('Cow');
  await add.tab('Calving').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(add.tab('Records')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add.tab('Records')).toHaveAttribute('aria-selected', 'true');
});

test('the customize checklist works by keyboard alone: tick, move, close', { tag: '@any-screen' }, async ({ page }) => {
  const shell = new Shell(page);
  await openSignedIn(page);
  const dialog = await shell.openCustomizeNavigation();
  const reports = dialog.getByRole('checkbox', { name: 'Reports', exact: true });
  await reports.focus();
  await page.keyboard.press('Space');
  await expect(reports).toBeChecked();
  await page.keyboard.press('Tab');
  const up = dialog.getByRole('button', { name: 'Move Reports up' });
  // Moving keeps the focus on the arrow, so the next press moves the same tab again: past Weigh,
  // Forage, Storage and Tutorial.
  for (let i = 0; i < 4; i += 1) {
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const tabs = shell.nav().getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Reports', 'Tutorial', 'Settings']);
});
