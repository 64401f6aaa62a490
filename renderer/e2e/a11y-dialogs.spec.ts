import { openNewFarm, openSignedIn } from './support/accounts';
import { ActivitiesScreen } from './support/activities-page';
import { APP_DIALOGS, closeByEscape, openByKeyboard } from './support/app-dialogs';
import { expectAccessible } from './support/axe';
import { expectWalkClean, walkByTab } from './support/keyboard-walk';
import { addAnimalViaApi } from './support/cattle-dialogs';
import { visit } from './support/navigate';
import { addPastureViaApi } from './support/pastures-page';
import { expect, test } from './support/test';
import { useTheme } from './support/theme';

// axe-core finds no violation in any dialog the app opens (support/app-dialogs.ts lists them all,
// with the states inside each worth seeing), in light and in Dark Mode, at the phone's and the
// desktop's size. Each is opened by the keyboard alone (Enter on its opener) and closed by Escape,
// focus going back to its opener; in the light walk, Tab also goes through every control inside it,
// in order, each showing its focus. The demo farm, through privacy mode, fills every list; the
// dialogs that only follow a save (the calf offer, a backup's restore, the chute's undo) are opened
// on a farm of the test's own.

for (const dark of [false, true]) {
  const theme = dark ? 'Dark Mode' : 'light';

  const keyboard = dark ? '' : ', Tab reaches every control inside,';
  test(`${theme}: every dialog passes axe, opened by Enter${keyboard} and closed by Escape`, async ({ page }) => {
    test.setTimeout(180_000);
    await useTheme(page, dark);
    await openSignedIn(page, { path: '/?privacy=true' });
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
    for (const appDialog of APP_DIALOGS) {
      const opened = await openByKeyboard(page, appDialog);
      await expectAccessible(page, appDialog.name);
      // How a dialog takes the keyboard is the same in either theme: walked once.
      if (!dark) expectWalkClean(await walkByTab(page, opened.dialog), appDialog.name);
      for (const state of appDialog.inside ?? []) {
        await state.open(opened.dialog, page);
        await expectAccessible(page, `${appDialog.name} › ${state.name}`);
      }
      await closeByEscape(page, opened);
    }
  });

  test(`${theme}: the calf offer after a calving, a backup's restore and an undo at the chute pass axe`, async ({ page }) => {
    await useTheme(page, dark);
    await openNewFarm(page, {
      label: 'Dialogs',
      path: '/activities',
      setUp: async (token) => {
        await addPastureViaApi(page, token, { name: 'North Range' });
        await addAnimalViaApi(page, token, { tag: '201', name: 'Bessie', type: 'Cow', pasture: 'North Range', birthDate: '2019-03-01' });
        const backup = await page.request.post('/api/data/backups', { headers: { Authorization: `Bearer ${token}` }, data: {} });
        expect(backup.ok()).toBe(true);
      },
    });
    const activities = new ActivitiesScreen(page);
    await activities.expectLoaded();
    const log = await activities.openLog();
    await log.type.selectOption({ label: 'Calving' });
    await log.pickAnimal('Bessie', '201 Bessie');
    await log.submit.click();
    const offer = page.getByRole('dialog', { name: 'Add the calf?' });
    await expect(offer).toBeVisible();
    await expectAccessible(page, 'Add the calf?');
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();

    await visit(page, '/settings?tab=data', 'Settings');
    const restore = page.getByRole('button', { name: /^Restore / });
    await restore.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restore this backup?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'Restore this backup?');
    await closeByEscape(page, { opener: restore, dialog: confirm });

    await visit(page, '/weigh?pasture=North%20Range', 'Weigh');
    const weight = page.getByRole('textbox', { name: 'Weight (lbs)' });
    await expect(weight).toBeFocused();
    await page.keyboard.type('1180');
    await page.keyboard.press('Enter');
    const undo = page.getByRole('button', { name: 'Undo the weighing of 201 Bessie' });
    await undo.focus();
    await page.keyboard.press('Enter');
    const undoing = page.getByRole('alertdialog', { name: 'Undo Weighing' });
    await expect(undoing).toBeVisible();
    await expectAccessible(page, 'Undo Weighing');
    await closeByEscape(page, { opener: undo, dialog: undoing });
  });
}
