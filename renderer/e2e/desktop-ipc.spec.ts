import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import { newFarm } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { CattleFormDialog } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { serveDesktopApiTo } from './support/desktop-ipc';
import { Shell } from './support/shell';
import { expect, test } from './support/test';

// The renderer on the desktop platform: every call over the IPC link to the desktop's IPC API, none
// over HTTP. The screens are the same at any size, so this runs on the desktop project.
test('on the desktop platform, a farm is created, an animal added and the farm signed in again, all over IPC', { tag: '@any-screen' }, async ({ page }) => {
  const farmFile = openTempFarmDb();
  try {
    await serveDesktopApiTo(page, farmFile.db);
    const httpCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) httpCalls.push(pathname);
    });

    const farm = newFarm('Desktop');
    await page.goto('/auth');
    const auth = new AuthScreen(page);
    await auth.createFarm(farm);
    const shell = new Shell(page);
    await shell.skipWelcome();
    await shell.expectSignedInAs(farm.farmName);

    await page.getByRole('link', { name: 'Cattle' }).first().click();
    const cattle = new CattleScreen(page);
    const form = await CattleFormDialog.openAdd(cattle);
    await form.identifier.fill('45 Bessie');
    await form.type.selectOption('Cow');
    await form.submitButton().click();
    await expect(form.dialog).toBeHidden();
    await expect(cattle.cards.or(page.getByRole('rowheader'))).toContainText(['Bessie']);

    await shell.signOut();
    await auth.signIn(farm.email, farm.password);
    await shell.expectSignedInAs(farm.farmName);
    await page.getByRole('link', { name: 'Cattle' }).first().click();
    await expect(cattle.cards.or(page.getByRole('rowheader'))).toContainText(['Bessie']);

    expect(httpCalls).toEqual([]);
    expect(farmFile.db.$client.prepare('SELECT name FROM cattle').pluck().all()).toEqual(['Bessie']);
  } finally {
    farmFile.dispose();
  }
});
