import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newFarm, openSignedIn, signUpViaApi, type TestFarm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { ActivitiesScreen } from './support/activities-page';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { addForageViaApi, ForageScreen } from './support/forage-page';
import { expectReadyOffline, syncNotice } from './support/phone-replica';
import { screenshot } from './support/screenshots';
import { addStrawStock } from './support/semen-stock';

// Working with no signal: after one visit online, the phone keeps its farm. Offline, saves show at
// once and wait in the outbox, through a reload; back online, the server gets each one once.

const PASTURES = ['North Pasture', 'South Pasture'];
const STOCK = { tank: 'Tank A', bull: 'Angus Max', straws: 10 };
const OFFLINE = 'You are offline. Changes are saved on this phone and sent when the connection returns.';
const LOT = 'Hay at Barn 2';

async function ranch(page: Page): Promise<{ farm: TestFarm; token: string }> {
  const farm = newFarm('Sync');
  const token = await signUpViaApi(page.request, farm);
  const auth = { Authorization: `Bearer ${token}` };
  for (const name of PASTURES) await page.request.post('/api/pastures', { headers: auth, data: { id: crypto.randomUUID(), name, capacity: 20 } });
  await addAnimalViaApi(page, token, { tag: '201', name: 'Bessie', type: 'Cow', pasture: PASTURES[0], birthDate: '2019-03-01' });
  await addForageViaApi(page, token, { type: 'hay', location: 'Barn 2', totalBales: 100, remainingBales: 20 });
  addStrawStock(farm, STOCK.tank, [{ bull: STOCK.bull, straws: STOCK.straws }]);
  return { farm, token };
}

/** One visit online: the app is installed and the farm's copy pulled whole. */
async function visitOnline(page: Page, signedUp: { farm: TestFarm; token: string }) {
  await openSignedIn(page, { path: '/cattle', signedUp });
  await new CattleScreen(page).expectLoaded();
  await expectReadyOffline(page);
}

async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.reload();
  await expect(syncNotice(page)).toContainText(OFFLINE);
}

async function herdOnServer(browser: Browser, token: string) {
  const context = await browser.newContext();
  const answer = await context.request.get('/api/cattle', { headers: { Authorization: `Bearer ${token}` } });
  const herd = (await answer.json()) as { tag: string; name: string; pasture: string }[];
  await context.close();
  return herd;
}

test('offline: add an animal, log a breeding that draws 2 straws, move an animal and edit a forage count; all shown after a reload, sent once back online', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const signedUp = await ranch(page);
  await visitOnline(page, signedUp);
  await goOffline(page);
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();

  // A new animal.
  const add = await CattleFormDialog.openAdd(cattle);
  await add.identifier.fill('301 Clover');
  await add.type.selectOption('Heifer');
  await add.pasture.selectOption(PASTURES[0]!);
  await add.submitButton().click();
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();
  await expect(add.dialog).toBeHidden();
  await expect(cattle.card('Clover')).toBeVisible();
  await expect(syncNotice(page)).toContainText('1 change waiting to sync');

  // Bessie moves to the south pasture.
  const edit = await CattleFormDialog.openEdit(cattle, 'Bessie');
  await edit.pasture.selectOption(PASTURES[1]!);
  await edit.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toBeVisible();
  await expect(cattle.card('Bessie')).toContainText(PASTURES[1]!);

  // An AI breeding of Bessie, 2 straws from the tank.
  await page.getByRole('link', { name: 'Activities', exact: true }).first().click();
  const activities = new ActivitiesScreen(page);
  await activities.expectLoaded();
  const log = await activities.openLog();
  await log.type.selectOption({ label: 'Breeding' });
  await log.pickAnimal('201', '201 Bessie');
  const picker = await log.openSemenPicker();
  await expect(picker.straw(STOCK.bull)).toContainText('10 remaining');
  await picker.straw(STOCK.bull).click();
  await log.straws.selectOption('2');
  await log.submit.click();
  await expect(toast(page, 'Activity logged').first()).toBeVisible();
  await expect(log.dialog).toBeHidden();

  // The barn's hay count.
  await page.goto('/forage');
  const forage = new ForageScreen(page);
  await forage.expectLoaded();
  const lot = await forage.openEdit(LOT);
  await lot.remainingBales.fill('15');
  await lot.submit.click();
  await expect(forage.card(LOT)).toContainText('15 of 100 bales');

  // Reloaded with no network: every change is still there, and waiting.
  await page.reload();
  const strip = syncNotice(page);
  await expect(strip).toContainText(OFFLINE);
  await expect(strip).toContainText('4 changes waiting to sync');
  await expect(forage.card(LOT)).toContainText('15 of 100 bales');
  await screenshot(page, 'offline-waiting-forage');
  await expectAccessible(page, 'the offline header with changes waiting');
  await page.goto('/semen-tanks');
  await expect(page.getByRole('group', { name: 'Total Straws' })).toContainText(String(STOCK.straws - 2));
  await page.goto('/cattle');
  await expect(cattle.card('Clover')).toBeVisible();
  await expect(cattle.card('Bessie')).toContainText(PASTURES[1]!);
  await screenshot(page, 'offline-waiting-cattle');

  // Back in range: the outbox goes, and the server holds each change once.
  await page.context().setOffline(false);
  await expect(syncNotice(page)).toBeHidden({ timeout: 40_000 });
  const herd = await herdOnServer(browser, signedUp.token);
  expect(herd.filter((animal) => animal.tag === '301')).toHaveLength(1);
  expect(herd.find((animal) => animal.tag === '201')?.pasture).toBe(PASTURES[1]);
  const auth = { Authorization: `Bearer ${signedUp.token}` };
  const straws = (await (await page.request.get('/api/semen-straws', { headers: auth })).json()) as { bullName: string; remainingStraws: number }[];
  expect(straws.find((row) => row.bullName === STOCK.bull)?.remainingStraws).toBe(STOCK.straws - 2);
  const logged = (await (await page.request.get('/api/activities', { headers: auth })).json()) as { type: string }[];
  expect(logged.filter((activity) => activity.type === 'breeding')).toHaveLength(1);
  const lots = (await (await page.request.get('/api/forage', { headers: auth })).json()) as { remainingBales: number }[];
  expect(lots.map((each) => each.remainingBales)).toEqual([15]);

  // A second browser, signed in to the same farm, sees each record once.
  const second = await browser.newPage();
  await openSignedIn(second, { path: '/cattle', signedUp });
  const secondHerd = new CattleScreen(second);
  await secondHerd.expectLoaded();
  await expect(secondHerd.card('Clover')).toHaveCount(1);
  await expect(secondHerd.card('Bessie')).toContainText(PASTURES[1]!);
  await second.close();
});

test('two tabs on one phone, offline: a save in one shows in the other without a reload, waiting there too', async ({ page }) => {
  const signedUp = await ranch(page);
  await visitOnline(page, signedUp);
  const other = await page.context().newPage();
  await other.goto('/cattle');
  const otherCattle = new CattleScreen(other);
  await otherCattle.expectLoaded();
  await goOffline(page);

  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  const edit = await CattleFormDialog.openEdit(cattle, 'Bessie');
  await edit.pasture.selectOption(PASTURES[1]!);
  await edit.submitButton().click();
  await expect(cattle.card('Bessie')).toContainText(PASTURES[1]!);

  await other.bringToFront();
  await expect(otherCattle.card('Bessie')).toContainText(PASTURES[1]!);
  await expect(syncNotice(other)).toContainText('1 change waiting to sync');
});
