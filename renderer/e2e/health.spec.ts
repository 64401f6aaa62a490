import type { Page } from '@playwright/test';
import { addDays, isInHerd, isShownInCattleList, todayISO } from '../../core/domain';
import { HEALTH_MESSAGES } from '../../core/schemas/health';
import { shortDate } from '../ui/short-date';
import { newFarm, openNewFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { seedHerdOf } from './support/big-farm';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen, herdOf } from './support/cattle-page';
import { DashboardScreen } from './support/dashboard-page';
import { addMedicineViaApi, medicinesOf, MedicinesScreen, sellAnywayAlert, TreatDialog, treatViaApi } from './support/health-page';
import { joinFarm, signUpOwner } from './support/history-page';
import { tabTo } from './support/members-page';
import { visit } from './support/navigate';
import { expectReadyOffline, syncNotice, withoutFarmCopy } from './support/phone-replica';
import { screenshot } from './support/screenshots';
import { BUSY, failingOnce } from './support/server-errors';
import { expect, test } from './support/test';
import { useTheme } from './support/theme';

// Herd health on the screens: the Medicine Cabinet, a pen treated from the cattle list in one save,
// the Withdrawal badge and chip, the Do Not Sell widget, and "Sell anyway?" before a sale inside the
// meat withdrawal (asked by the form, and again when the server refuses). Farms of their own; the
// demo farm (privacy mode) for the pictures.

const today = todayISO();

/** Three steers in the Creek Pen and a cow elsewhere, and Draxxin (18 days' meat withdrawal) in the cabinet. */
async function penFarm(page: Page, token: string) {
  const steers = [];
  for (const [tag, name] of [['301', 'Rex'], ['302', 'Duke'], ['303', 'Buck']]) {
    steers.push(await addAnimalViaApi(page, token, { tag, name, type: 'Steer', pasture: 'Creek Pen' }));
  }
  await addAnimalViaApi(page, token, { tag: '201', name: 'Bessie', type: 'Cow', pasture: 'Home Place' });
  await addMedicineViaApi(page, token, { name: 'Draxxin', kind: 'antibiotic', meatWithdrawalDays: 18, milkWithdrawalDays: 0, unit: 'ml' });
  return steers;
}

test('a pen is treated from the cattle list by keyboard: its animals wear Withdrawal, the chip finds them, Do Not Sell lists them', async ({ page }) => {
  await openNewFarm(page, { label: 'Treat', path: '/cattle', setUp: (token) => penFarm(page, token) });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();

  // The list narrowed to the pen, then Treat: the pen comes chosen.
  await tabTo(page, cattle.search, 40);
  await page.keyboard.type('Creek Pen');
  await expect(cattle.recordCount).toHaveText('3 of 4 records');
  const treatButton = page.getByRole('button', { name: 'Treat', exact: true });
  await tabTo(page, treatButton, 20);
  await page.keyboard.press('Enter');
  const treat = new TreatDialog(page);
  await expect(treat.dialog).toBeVisible();
  await expect(treat.count).toHaveText('3 head chosen');
  await expect(treat.submit).toHaveText('Treat 3 head');
  await expect(treat.date).toHaveValue(today);
  await expectAccessible(page, 'Treat Cattle');

  // The cabinet's medicine fills in its withdrawal, still to be changed.
  await tabTo(page, treat.medicine);
  await page.keyboard.press('ArrowDown');
  await expect(treat.medicine.locator('option:checked')).toHaveText('Draxxin');
  await expect(treat.product).toHaveCount(0);
  await expect(treat.meatDays).toHaveValue('18');
  await expect(treat.milkDays).toHaveValue('0');
  await tabTo(page, treat.dose);
  await page.keyboard.type('7.5 ml');
  await page.keyboard.press('Tab');
  await expect(treat.route).toBeFocused();
  await page.keyboard.type('SC');
  await tabTo(page, treat.reason);
  await page.keyboard.type('Pneumonia');
  await screenshot(page, 'health-treat-pen');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Treatment saved')).toContainText('Draxxin · 3 head');
  await expect(treat.dialog).toBeHidden();

  // Each steer of the pen wears the badge, with the day it clears; the cow does not.
  const clears = shortDate(addDays(today, 18));
  await cattle.search.fill('');
  await expect(cattle.recordCount).toHaveText('4 records');
  for (const name of ['Rex', 'Duke', 'Buck']) await expect(cattle.card(name).locator('.fh-badge-withdrawal')).toContainText(`Withdrawal to ${clears}`);
  await expect(cattle.card('Bessie').locator('.fh-badge-withdrawal')).toHaveCount(0);
  expect(await cattle.chipCount('Withdrawal')).toBe(3);
  await cattle.chip('Withdrawal').click();
  await expect(cattle.chip('Withdrawal')).toHaveAttribute('aria-pressed', 'true');
  await expect(cattle.cards).toHaveCount(3);
  await screenshot(page, 'health-withdrawal-chip');

  await visit(page, '/', 'Farm Hand Dashboard');
  const doNotSell = new DashboardScreen(page).widget('Do Not Sell');
  await expect(doNotSell.getByRole('listitem')).toHaveText([/^301 Rex/, /^302 Duke/, /^303 Buck/]);
  await expect(doNotSell).toContainText('In meat withdrawal, clear to sell on the day shown');
  await expect(doNotSell.getByRole('listitem').first()).toContainText(clears);
});

test('selling an animal inside its meat withdrawal asks "Sell anyway?" first; Cancel keeps it, Sell Anyway sells it', async ({ page }) => {
  const { token } = await openNewFarm(page, {
    label: 'Sell',
    path: '/cattle',
    setUp: async (token) => {
      const rex = await addAnimalViaApi(page, token, { tag: '301', name: 'Rex', type: 'Steer', pasture: 'Creek Pen' });
      await treatViaApi(page, token, { cattleIds: [rex.id], date: today, product: 'Draxxin', meatWithdrawalDays: 18 });
    },
  });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  const form = await CattleFormDialog.openEdit(cattle, 'Rex');
  await form.tab('Records').click();
  await form.disposition.selectOption('sold');
  await form.submitButton().click();
  const alert = sellAnywayAlert(page);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`301 Rex is in meat withdrawal until ${addDays(today, 18)} (Draxxin, ${today}).`);
  await expectAccessible(page, 'Sell anyway?');
  await screenshot(page, 'health-sell-anyway');

  await alert.getByRole('button', { name: 'Cancel' }).click();
  await expect(alert).toBeHidden();
  await expect(form.dialog).toBeVisible();
  expect((await herdOf(page, token))[0]?.disposition).toBeNull();

  await form.submitButton().click();
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Sell Anyway' }).click();
  await expect(toast(page, 'Cattle record updated successfully')).toContainText('301 Rex');
  await expect(form.dialog).toBeHidden();
  await expect.poll(async () => (await herdOf(page, token))[0]?.disposition).toBe('sold');
});

test('10,000 head shown: Treat opens on those in the herd, says one treatment takes at most 500, and treats one picked afresh', { tag: '@any-screen' }, async ({ page }) => {
  test.setTimeout(90_000);
  const farm = newFarm('Big');
  const token = await signUpViaApi(page.request, farm);
  seedHerdOf(farm, 10_000);
  await openSignedIn(page, { path: '/cattle', signedUp: { farm, token } });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  const listed = (await herdOf(page, token)).filter((animal) => isShownInCattleList(animal, today));
  const inHerd = listed.filter((animal) => isInHerd(animal.status)).length;
  expect(inHerd).toBeGreaterThan(500);
  // The whole herd on the list, past the first pages of a new phone's copy.
  await expect(cattle.recordCount).toHaveText(`${listed.length.toLocaleString('en-US')} records`, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Treat', exact: true }).click();
  const treat = new TreatDialog(page);
  await expect(treat.count).toHaveText(`${inHerd.toLocaleString('en-US')} head chosen`, { timeout: 2_000 });
  await expect(treat.dialog.getByText(/^One treatment takes at most 500 head: take [\d,]+ head off/)).toBeVisible();
  await treat.product.fill('Pinkeye spray');
  await treat.submit.click();
  await expect(treat.dialog.getByText(HEALTH_MESSAGES.animals)).toHaveCount(0);
  await expect(treat.dialog).toBeVisible();
  await screenshot(page, 'health-treat-over-limit');

  await treat.toggleAnimals.click();
  await expect(treat.animals).toHaveCount(500);
  await treat.dialog.getByRole('button', { name: 'Remove all' }).click();
  await expect(treat.count).toHaveText('0 head chosen');
  await expect(treat.dialog.getByText(HEALTH_MESSAGES.animals)).toBeVisible();
  const picked = (await herdOf(page, token)).find((animal) => isInHerd(animal.status) && animal.tag)!;
  await treat.addAnimal.fill(picked.tag!);
  await treat.dialog.getByRole('option').first().click();
  await expect(treat.count).toHaveText('1 head chosen');
  await treat.submit.click();
  await expect(toast(page, 'Treatment saved')).toContainText('Pinkeye spray · 1 head');
});

test('a sale dated back inside a withdrawal over since: the server refuses it, and its words ask the same question', { tag: '@any-screen' }, async ({ page }) => {
  // The screens read and save through the server, as before a phone's first sync.
  await withoutFarmCopy(page);
  const { token } = await openNewFarm(page, {
    label: 'Sell',
    path: '/cattle',
    setUp: async (token) => {
      const duke = await addAnimalViaApi(page, token, { tag: '302', name: 'Duke', type: 'Steer', pasture: 'Creek Pen' });
      // Treated 20 days ago with 18 days' withdrawal: clear since 2 days ago, so the list shows no badge.
      await treatViaApi(page, token, { cattleIds: [duke.id], date: addDays(today, -20)!, product: 'LA-200', meatWithdrawalDays: 18 });
    },
  });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  await expect(cattle.card('Duke').locator('.fh-badge-withdrawal')).toHaveCount(0);

  // Sold 10 days ago, inside the withdrawal as it ran then.
  const form = await CattleFormDialog.openEdit(cattle, 'Duke');
  await form.tab('Records').click();
  await form.disposition.selectOption('sold');
  await form.dialog.getByLabel('Sale Date').fill(addDays(today, -10)!);
  await form.submitButton().click();
  const alert = sellAnywayAlert(page);
  await expect(alert).toContainText(`302 Duke is in meat withdrawal until ${addDays(today, -2)} (LA-200, ${addDays(today, -20)}).`);
  // The question says it; no error toast says it again.
  await expect(toast(page, 'Error')).toHaveCount(0);
  await alert.getByRole('button', { name: 'Sell Anyway' }).click();
  await expect(toast(page, 'Cattle record updated successfully')).toContainText('302 Duke');
  await expect.poll(async () => (await herdOf(page, token))[0]?.disposition).toBe('sold');
});

test('with no signal a pen is treated and sold anyway on the phone, and the server gets both once the signal returns', { tag: '@any-screen' }, async ({ page }) => {
  test.setTimeout(60_000);
  const { token } = await openNewFarm(page, { label: 'Offline', path: '/cattle', setUp: (token) => penFarm(page, token) });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  await expectReadyOffline(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(syncNotice(page)).toContainText('You are offline.');
  await cattle.expectLoaded();

  // The cabinet was never opened on this phone: its copy of the farm has it all the same.
  await cattle.searchFor('Creek Pen', 3);
  await page.getByRole('button', { name: 'Treat', exact: true }).click();
  const treat = new TreatDialog(page);
  await treat.medicine.selectOption({ label: 'Draxxin' });
  await treat.submit.click();
  await expect(toast(page, 'Treatment saved')).toContainText('Draxxin · 3 head');
  await expect(cattle.card('Rex').locator('.fh-badge-withdrawal')).toBeVisible();
  await expect(syncNotice(page)).toContainText('1 change waiting to sync');

  // The phone's copy knows the withdrawal it just set: the sale is asked about, and confirmed.
  const form = await CattleFormDialog.openEdit(cattle, 'Rex');
  await form.tab('Records').click();
  await form.disposition.selectOption('sold');
  await form.submitButton().click();
  await sellAnywayAlert(page).getByRole('button', { name: 'Sell Anyway' }).click();
  await expect(toast(page, 'Cattle record updated successfully')).toContainText('301 Rex');
  await expect(syncNotice(page)).toContainText('2 changes waiting to sync');

  await page.context().setOffline(false);
  await expect.poll(async () => (await herdOf(page, token)).filter((animal) => animal.meatWithdrawalUntil !== null).map((animal) => animal.name)).toEqual(['Rex', 'Duke', 'Buck']);
  await expect.poll(async () => (await herdOf(page, token)).find((animal) => animal.name === 'Rex')?.disposition).toBe('sold');
});

test('the Medicine Cabinet: a medicine is added, edited and deleted, the delete keeping its treatments', async ({ page }) => {
  const { token } = await openNewFarm(page, { label: 'Cabinet', path: '/medicines' });
  const cabinet = new MedicinesScreen(page);
  await cabinet.expectLoaded();
  await expect(page.getByRole('heading', { name: 'No medicines yet' })).toBeVisible();
  await expectAccessible(page, 'Medicine Cabinet (empty)');

  const add = await cabinet.openAdd();
  await expect(add.kind.locator('option:checked')).toHaveText('Other');
  await add.submit.click();
  await expect(add.message('name')).toHaveText('Medicine name is required');
  await add.name.fill('Draxxin');
  await add.kind.selectOption({ label: 'Antibiotic' });
  await add.meatDays.fill('1.5');
  await add.submit.click();
  await expect(add.message('meat-days')).toHaveText('Meat withdrawal days must be a whole number of days');
  await add.meatDays.fill('18');
  await add.unit.fill('ml');
  await expect(add.submit).toHaveText('Add Medicine');
  await add.submit.click();
  await expect(toast(page, 'Medicine added successfully')).toContainText('Draxxin');
  await expect(add.dialog).toBeHidden();
  const card = cabinet.card('Draxxin');
  await expect(card).toContainText('Antibiotic');
  await expect(card).toContainText('Meat withdrawal18 days');
  await expect(card).toContainText('Milk withdrawalNone');
  await expect(cabinet.subtitle).toHaveText('1 medicine · 1 with a meat withdrawal');
  await expectAccessible(page, 'Medicine Cabinet');

  const edit = await cabinet.openEdit('Draxxin');
  await expect(edit.meatDays).toHaveValue('18');
  await edit.milkDays.fill('4');
  await edit.submit.click();
  await expect(toast(page, 'Medicine updated successfully')).toContainText('Draxxin');
  await expect(cabinet.card('Draxxin')).toContainText('Milk withdrawal4 days');

  const confirm = await cabinet.openDelete('Draxxin');
  await expect(confirm).toContainText('Delete Draxxin from the cabinet?');
  await expect(confirm).toContainText('Treatments already given with it are kept, under its name and with their withdrawal days.');
  await confirm.getByRole('button', { name: 'Delete Medicine' }).click();
  await expect(toast(page, 'Medicine deleted successfully')).toContainText('Draxxin');
  await expect(cabinet.cards).toHaveCount(0);
  await expect.poll(async () => (await medicinesOf(page, token)).length).toBe(0);
});

test('a cabinet that fails to load says so, and Try again loads it', { tag: '@any-screen' }, async ({ page }) => {
  // Without the farm's copy, the cabinet comes from the server, which fails once.
  await withoutFarmCopy(page);
  await page.route('**/api/trpc/medicines.list**', failingOnce());
  await openNewFarm(page, { label: 'Cabinet', path: '/medicines', setUp: (token) => addMedicineViaApi(page, token, { name: 'Vision 7', kind: 'vaccine', meatWithdrawalDays: 21 }) });
  await expect(page.getByRole('heading', { name: 'Could not load your medicine cabinet' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BUSY);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(new MedicinesScreen(page).card('Vision 7')).toContainText('Vaccine');
});

test('a farm hand treats but does not keep the cabinet: Treat on the cattle list, no Add, Edit or Delete of a medicine', { tag: '@any-screen' }, async ({ page }) => {
  const { token } = await signUpOwner(page.request, 'Pat Owner');
  const hand = await joinFarm(page.request, token, 'hand', 'Casey Morgan');
  await addMedicineViaApi(page, token, { name: 'Draxxin', kind: 'antibiotic', meatWithdrawalDays: 18, milkWithdrawalDays: 0, unit: 'ml' });
  await addAnimalViaApi(page, token, { tag: '301', name: 'Rex', type: 'Steer', pasture: 'Creek Pen' });
  await openSignedIn(page, { path: '/medicines', signedUp: hand });
  const cabinet = new MedicinesScreen(page);
  await cabinet.expectLoaded();
  await expect(cabinet.card('Draxxin')).toContainText('18 days');
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

  await visit(page, '/cattle', 'Cattle');
  await page.getByRole('button', { name: 'Treat', exact: true }).click();
  const treat = new TreatDialog(page);
  await expect(treat.medicine.locator('option')).toHaveText(['Not in the cabinet: type it below', 'Draxxin']);
});

for (const dark of [false, true]) {
  const theme = dark ? 'dark' : 'light';
  test(`screenshots (${theme}): the demo farm's cabinet, its steers in withdrawal, Treat, Health, Sell anyway? and Do Not Sell`, async ({ page }) => {
    await useTheme(page, dark);
    await openSignedIn(page, { path: '/medicines?privacy=true' });
    const cabinet = new MedicinesScreen(page);
    await cabinet.expectLoaded();
    await expect(cabinet.cards).toHaveCount(6);
    await screenshot(page, `health-${theme}-cabinet`, { fullPage: true });
    await cabinet.openAdd();
    await screenshot(page, `health-${theme}-cabinet-add`);
    await page.keyboard.press('Escape');

    await visit(page, '/cattle', 'Cattle');
    const cattle = new CattleScreen(page);
    await cattle.chip('Withdrawal').click();
    await expect(cattle.cards.first().locator('.fh-badge-withdrawal')).toBeVisible();
    await screenshot(page, `health-${theme}-withdrawal`);
    await page.getByRole('button', { name: 'Treat', exact: true }).click();
    const treat = new TreatDialog(page);
    await treat.toggleAnimals.click();
    await expect(treat.animals.first()).toBeVisible();
    await screenshot(page, `health-${theme}-treat`);
    await page.keyboard.press('Escape');
    await expect(treat.dialog).toBeHidden();

    await cattle.cards.first().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = new CattleFormDialog(page, 'Edit Cattle');
    await form.dialog.getByRole('tab', { name: 'Health' }).click();
    await expect(form.dialog.getByRole('list', { name: 'Treatments' }).getByRole('listitem').first()).toContainText('withdrawal until');
    await expectAccessible(page, 'Edit Cattle › Health');
    await screenshot(page, `health-${theme}-health-tab`);
    await form.tab('Records').click();
    await form.disposition.selectOption('sold');
    await form.submitButton().click();
    await expect(sellAnywayAlert(page)).toContainText('is in meat withdrawal until');
    await screenshot(page, `health-${theme}-sell-anyway`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await visit(page, '/', 'Farm Hand Dashboard');
    await expect(new DashboardScreen(page).widget('Do Not Sell').getByRole('listitem').first()).toBeVisible();
    await screenshot(page, `health-${theme}-dashboard`, { fullPage: true });
  });
}
