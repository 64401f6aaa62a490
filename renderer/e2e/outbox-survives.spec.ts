import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newFarm, openSignedIn, signUpViaApi, type TestFarm } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { expectAccessible } from './support/axe';
import { expectReadyOffline, replicaDatabases, syncNotice } from './support/phone-replica';
import { screenshot } from './support/screenshots';
import { expectTheme, useTheme } from './support/theme';

// Saves made offline wait in the outbox through whatever happens before the phone is back in range:
// a new version of the app, or a sign-in that expired (the password is asked for, then they are sent).

const OFFLINE = 'You are offline. Changes are saved on this phone and sent when the connection returns.';

async function offlineWithOneSave(page: Page): Promise<{ farm: TestFarm; token: string }> {
  const farm = newFarm('Outbox');
  const token = await signUpViaApi(page.request, farm);
  await addAnimalViaApi(page, token, { tag: '201', name: 'Bessie', type: 'Cow', pasture: 'North' });
  await openSignedIn(page, { path: '/cattle', signedUp: { farm, token } });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  await expectReadyOffline(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(syncNotice(page)).toContainText(OFFLINE);
  const add = await CattleFormDialog.openAdd(cattle);
  await add.identifier.fill('301 Clover');
  await add.type.selectOption('Heifer');
  await add.submitButton().click();
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();
  await expect(syncNotice(page)).toContainText('1 change waiting to sync');
  return { farm, token };
}

async function cloverOnServer(page: Page, token: string) {
  const herd = (await (await page.request.get('/api/cattle', { headers: { Authorization: `Bearer ${token}` } })).json()) as { tag: string }[];
  return herd.filter((animal) => animal.tag === '301').length;
}

test('the outbox survives a new version of the app: the app is replaced, and the save is sent once', async ({ page }) => {
  test.setTimeout(90_000);
  const { token } = await offlineWithOneSave(page);
  // A new build: the service worker and every cached file of the old one are gone.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await page.context().setOffline(false);
  await page.reload();
  await expect(new CattleScreen(page).card('Clover')).toBeVisible();
  await expect.poll(() => cloverOnServer(page, token), { timeout: 30_000 }).toBe(1);
  await expect(syncNotice(page)).toBeHidden();
});

test('the outbox survives an expired sign-in: the password is asked for, then the save is sent once', async ({ page }) => {
  test.setTimeout(90_000);
  const { farm, token } = await offlineWithOneSave(page);
  // The sign-in ends elsewhere (signed out everywhere) while this phone is out of range.
  expect((await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await page.context().setOffline(false);
  const auth = new AuthScreen(page);
  await expect(auth.password).toBeVisible({ timeout: 40_000 });
  expect(await cloverOnServer(page, await signInToken(page, farm))).toBe(0);

  await auth.signIn(farm.email, farm.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fresh = await signInToken(page, farm);
  await expect.poll(() => cloverOnServer(page, fresh), { timeout: 30_000 }).toBe(1);
});

for (const dark of [false, true]) {
  test(`signing out with a change waiting asks first, and only then deletes the copy (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    test.setTimeout(90_000);
    await useTheme(page, dark);
    await offlineWithOneSave(page);
    await expectTheme(page, dark);
    await screenshot(page, `offline-one-waiting-${dark ? 'dark' : 'light'}`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign out' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Sign out?' });
    await expect(ask).toContainText('1 change on this phone has not been sent yet.');
    await expectAccessible(page, 'the sign-out question with a change waiting');
    await screenshot(page, `sign-out-with-changes-waiting-${dark ? 'dark' : 'light'}`);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(syncNotice(page)).toContainText('1 change waiting to sync');
    expect(await replicaDatabases(page)).toHaveLength(1);

    await header.getByRole('button', { name: 'Sign out' }).click();
    await ask.getByRole('button', { name: 'Sign Out Anyway' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect.poll(() => replicaDatabases(page)).toEqual([]);
  });
}

async function signInToken(page: Page, farm: TestFarm): Promise<string> {
  const answer = await page.request.post('/api/auth/login', { data: { email: farm.email, password: farm.password } });
  return ((await answer.json()) as { token: string }).token;
}
