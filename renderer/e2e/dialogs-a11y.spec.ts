import { DEMO, openAs, openSignedIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { CalfHistoryDialog, CattleFormDialog } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { DashboardScreen } from './support/dashboard-page';
import { Shell } from './support/shell';
import { expect, test } from './support/test';

// Every dialog passes axe-core, so do the pages outside the signed-in walk (sign-in, Page Not Found),
// and the checklist both Customize dialogs share works by keyboard alone. A dialog's names, roles,
// contrast and structure are the same on any screen, so these run once (the walk of every screen in
// privacy.spec.ts runs at both sizes).
const DIALOG = '.bp6-portal';

test('the sign-in page (both tabs, walked by arrow keys) and Page Not Found pass axe', { tag: '@any-screen' }, async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Sign In' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Create Farm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Farm name')).toBeVisible();
  await expectAccessible(page);
  await openSignedIn(page, { path: '/no-such-page' });
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
});

test('the welcome, Customize Navigation and Customize Dashboard dialogs pass axe', { tag: '@any-screen' }, async ({ page }) => {
  const shell = new Shell(page);
  await openSignedIn(page, { welcomeSeen: false });
  await expect(shell.welcome).toBeVisible();
  await expectAccessible(page, DIALOG);
  await shell.skipWelcome();

  const navigation = await shell.openCustomizeNavigation();
  await expectAccessible(page, DIALOG);
  await navigation.getByRole('button', { name: 'Done' }).click();
  await expect(navigation).toBeHidden();

  const dashboard = new DashboardScreen(page);
  await dashboard.openCustomize();
  await expectAccessible(page, DIALOG);
});

test('Add New Cattle passes axe on every tab, and its tabs are walked by arrow keys', { tag: '@any-screen' }, async ({ page }) => {
  await openAs(page, DEMO, '/cattle');
  const add = await CattleFormDialog.openAdd(new CattleScreen(page));
  await add.type.selectOption('Cow');
  for (const tab of ['Basic Info', 'Breeding', 'Records', 'Calving'] as const) {
    await add.tab(tab).click();
    await expectAccessible(page, DIALOG);
  }
  await add.tab('Calving').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(add.tab('Records')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add.tab('Records')).toHaveAttribute('aria-selected', 'true');
});

test('Edit Cattle, Delete Cattle Record and the calf history pass axe', { tag: '@any-screen' }, async ({ page }) => {
  await openAs(page, DEMO, '/cattle');
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  const card = cattle.cards.first();
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = new CattleFormDialog(page, 'Edit Cattle');
  await edit.expectOpen();
  await expectAccessible(page, DIALOG);
  await edit.cancel.click();
  await expect(edit.dialog).toBeHidden();

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(cattle.deleteDialog).toBeVisible();
  await expectAccessible(page, DIALOG);
  await cattle.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cattle.deleteDialog).toBeHidden();

  await card.getByRole('button', { name: 'Calves' }).click();
  const history = new CalfHistoryDialog(page, /.+/);
  await expect(history.dialog).toBeVisible();
  await expectAccessible(page, DIALOG);
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
  // Moving keeps the focus on the arrow, so the next press moves the same tab again.
  for (let i = 0; i < 3; i += 1) {
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const tabs = shell.nav().getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Cattle', 'Calves', 'Breeding', 'Activities', 'Pastures', 'Reports', 'Tutorial', 'Settings']);
});
