import type { Browser, Page } from '@playwright/test';
import { addDays, todayISO } from '../../core/domain/dates';
import type { CattleRecord } from '../../core/schemas/cattle';
import { newFarm, openSignedIn, signUpViaApi, type TestFarm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen, herdOf } from './support/cattle-page';
import { expectReadyOffline, syncNotice, withoutFarmCopy } from './support/phone-replica';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';
import { useTheme } from './support/theme';
import { addWeighingViaApi, WeighScreen, weighingsOf } from './support/weigh-page';

// Weighing at the chute: a pasture's animals one after another by the keyboard alone, a weight and
// Enter each, offline as online; each animal's weighings in its edit dialog with their daily gain;
// and the gain by pasture in Reports.

const OFFLINE = 'You are offline. Changes are saved on this phone and sent when the connection returns.';
const day = (daysAgo: number) => addDays(todayISO(), -daysAgo)!;

type Ranch = { farm: TestFarm; token: string; animals: Record<string, CattleRecord> };

/**
 * Two pastures: North Range with 101 Bessie (weighed 1,150 lbs 30 days ago), 102 Clover (1,000 lbs
 * 60 days ago) and 103 Daisy, never weighed; Creek Pasture with 201 Rosie and 202 Duke.
 */
async function ranch(page: Page): Promise<Ranch> {
  const farm = newFarm('Weigh');
  const token = await signUpViaApi(page.request, farm);
  const animals: Record<string, CattleRecord> = {};
  const herd = [
    { tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Range' },
    { tag: '102', name: 'Clover', type: 'Cow', pasture: 'North Range' },
    { tag: '103', name: 'Daisy', type: 'Heifer', pasture: 'North Range' },
    { tag: '201', name: 'Rosie', type: 'Steer', pasture: 'Creek Pasture' },
    { tag: '202', name: 'Duke', type: 'Bull', pasture: 'Creek Pasture' },
  ];
  for (const animal of herd) animals[animal.tag] = await addAnimalViaApi(page, token, { ...animal, birthDate: '2021-04-01' });
  await addWeighingViaApi(page, token, { cattleId: animals['101']!.id, date: day(30), weight: 1150, kind: 'other' });
  await addWeighingViaApi(page, token, { cattleId: animals['102']!.id, date: day(60), weight: 1000, kind: 'other' });
  return { farm, token, animals };
}

/** The farm as another device sees it: each animal's weighings today, and its current weight. */
async function onServer(browser: Browser, token: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const [weighings, herd] = await Promise.all([weighingsOf(page, token), herdOf(page, token)]);
  await context.close();
  const today = weighings.filter((weighing) => weighing.date === todayISO());
  return (tag: string) => {
    const animal = herd.find((each) => each.tag === tag)!;
    return { today: today.filter((weighing) => weighing.cattleId === animal.id).map((weighing) => weighing.weight), weight: animal.weight };
  };
}

test('a pasture weighed by the keyboard alone, online then offline with an undo, each weighing on the server once back online', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const signedUp = await ranch(page);
  // The Weigh tab is off by default: the chute is reached from the herd list.
  await openSignedIn(page, { path: '/cattle', signedUp });
  await page.getByRole('main').getByRole('link', { name: 'Weigh' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/weigh$/);
  const weigh = new WeighScreen(page);
  await weigh.expectLoaded();
  await expectReadyOffline(page);
  await expect(weigh.pasture('North Range')).toHaveText(/3 head · 0 weighed today/);
  await screenshot(page, 'weigh-groups');
  await expectAccessible(page, 'the Weigh screen, choosing the group');

  // Online: the first two of the pasture, each gain since its last weighing shown.
  await weigh.choosePasture('North Range');
  await expect(weigh.subtitle).toHaveText('North Range');
  await expect(weigh.progress).toHaveText('0 of 3 weighed');
  await expect(weigh.animal).toHaveValue('101 Bessie');
  await expect(weigh.chute).toContainText('Last 1,150 lbs on');
  await weigh.weighByKeyboard('1210');
  await expect(weigh.lastReading).toContainText('101 Bessie');
  await expect(weigh.lastReading).toContainText('1,210 lbs');
  await expect(weigh.lastReading).toContainText('+2.00 lb/day since');
  await expect(weigh.progress).toHaveText('1 of 3 weighed');
  await expect(weigh.animal).toHaveValue('102 Clover');
  await weigh.weighByKeyboard('1,090');
  await expect(weigh.lastReading).toContainText('102 Clover');
  await expect(weigh.lastReading).toContainText('+1.50 lb/day since');
  await expect(weigh.lastReading).toContainText('Saved');
  await expect(weigh.progress).toHaveText('2 of 3 weighed');
  await expect(weigh.weight).toBeFocused();
  await weigh.expectOneHanded();
  await screenshot(page, 'weigh-chute');
  await expectAccessible(page, 'the chute, a reading saved');

  // Offline, the screen opened again: the chute goes on where it was.
  await page.context().setOffline(true);
  await page.reload();
  await expect(syncNotice(page)).toContainText(OFFLINE);
  await expect(weigh.progress).toHaveText('2 of 3 weighed');
  await expect(weigh.animal).toHaveValue('103 Daisy');
  await expect(weigh.weight).toBeFocused();
  await weigh.weighByKeyboard('720');
  await expect(weigh.lastReading).toContainText('103 Daisy');
  await expect(weigh.lastReading).toContainText('First weighing');
  await expect(weigh.progress).toHaveText('3 of 3 weighed');
  // The tag box is ready for an animal from outside the group; back past Undo, the group changes.
  await expect(weigh.animal).toBeFocused();
  await expect(weigh.chute.locator('[aria-invalid="true"]')).toHaveCount(0);
  await screenshot(page, 'weigh-all-weighed-offline');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(weigh.changeGroup).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(weigh.pasture('North Range')).toHaveText(/3 head · 3 weighed today/);

  // A weight read wrong is taken back, and the animal weighed again.
  await weigh.choosePasture('Creek Pasture');
  await expect(weigh.animal).toHaveValue('201 Rosie');
  await weigh.weighByKeyboard('640');
  await expect(weigh.progress).toHaveText('1 of 2 weighed');
  const undo = weigh.lastReading.getByRole('button', { name: 'Undo the weighing of 201 Rosie' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(weigh.undoDialog).toContainText('Delete the weighing of 201 Rosie: 640 lbs');
  await expectAccessible(page, 'Undo Weighing');
  await screenshot(page, 'weigh-undo');
  await weigh.undoDialog.getByRole('button', { name: 'Undo Weighing' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Weighing deleted successfully')).toBeVisible();
  await expect(weigh.undoDialog).toBeHidden();
  await expect(weigh.animal).toHaveValue('201 Rosie');
  await expect(weigh.weight).toBeFocused();
  await expect(weigh.progress).toHaveText('0 of 2 weighed');
  await weigh.weighByKeyboard('650');
  await expect(weigh.animal).toHaveValue('202 Duke');
  await weigh.kind.selectOption('Yearling');
  await weigh.weight.focus();
  await weigh.weighByKeyboard('1800');
  await expect(weigh.progress).toHaveText('2 of 2 weighed');
  await expect(syncNotice(page)).toContainText('waiting to sync');
  await screenshot(page, 'weigh-offline-waiting');

  // Back in range: the server holds each weighing once, and each animal's weight followed it.
  await page.context().setOffline(false);
  await expect(syncNotice(page)).toBeHidden({ timeout: 40_000 });
  const animal = await onServer(browser, signedUp.token);
  expect(animal('101')).toEqual({ today: [1210], weight: 1210 });
  expect(animal('102')).toEqual({ today: [1090], weight: 1090 });
  expect(animal('103')).toEqual({ today: [720], weight: 720 });
  expect(animal('201')).toEqual({ today: [650], weight: 650 });
  expect(animal('202')).toEqual({ today: [1800], weight: 1800 });
  const duke = (await weighingsOf(page, signedUp.token)).find((weighing) => weighing.cattleId === signedUp.animals['202']!.id);
  expect(duke?.kind).toBe('yearling');
});

test('a skip brings the next animal; a weighing the server refuses stays on screen with its weight, through a change of group, to try again or let go', { tag: '@any-screen' }, async ({ page }) => {
  // Privacy mode shows the demo farm and refuses every save.
  await openSignedIn(page, { path: '/weigh?privacy=true' });
  const weigh = new WeighScreen(page);
  await weigh.expectLoaded();
  const first = page.getByRole('region', { name: 'A pasture' }).getByRole('button').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(weigh.weight).toBeFocused();
  // Skip brings the next animal of the pasture; the one skipped comes round again.
  const skipped = await weigh.animal.inputValue();
  await weigh.skip.click();
  await expect(weigh.animal).not.toHaveValue(skipped);
  await weigh.weight.focus();
  const animal = await weigh.animal.inputValue();
  const before = await weigh.progress.innerText();
  await weigh.weighByKeyboard('987');
  await expect(toast(page, 'Failed to add weighing')).toBeVisible();
  await expect(weigh.notSaved).toContainText(`${animal}: 987 lbs`);
  await expect(weigh.notSaved).toContainText('Privacy mode is on: changes are not saved.');
  await expect(weigh.progress).toHaveText(before);
  await expectAccessible(page, 'the chute with a reading not saved');
  await screenshot(page, 'weigh-not-saved');
  // Another group: the reading stays to try again.
  await weigh.changeGroup.click();
  await expect(weigh.find).toBeVisible();
  await expect(weigh.notSaved).toContainText(`${animal}: 987 lbs`);
  await weigh.notSaved.getByRole('button', { name: `Try again to save ${animal}` }).click();
  // The first toast may still be leaving.
  await expect(toast(page, 'Failed to add weighing').last()).toBeVisible();
  await expect(weigh.notSaved).toContainText(`${animal}: 987 lbs`);
  await weigh.notSaved.getByRole('button', { name: `Discard the reading of ${animal}` }).click();
  await expect(weigh.notSaved).toBeHidden();
});

test('the Weights tab lists an animal’s weighings newest first with their gain; one is added and one deleted', async ({ page }) => {
  const farm = newFarm('Weights');
  const token = await signUpViaApi(page.request, farm);
  const bessie = await addAnimalViaApi(page, token, { tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Range', birthDate: '2019-03-01' });
  await addWeighingViaApi(page, token, { cattleId: bessie.id, date: day(60), weight: 1000, kind: 'other' });
  await addWeighingViaApi(page, token, { cattleId: bessie.id, date: day(30), weight: 1060, kind: 'other' });
  const rusty = await addAnimalViaApi(page, token, { tag: '301', name: 'Rusty', type: 'Steer', pasture: 'North Range', birthDate: day(400), birthWeight: 80 });
  await addWeighingViaApi(page, token, { cattleId: rusty.id, date: day(200), weight: 550, kind: 'weaning' });
  await openSignedIn(page, { path: '/cattle', signedUp: { farm, token } });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();

  const edit = await CattleFormDialog.openEdit(cattle, 'Bessie');
  const weightsTab = edit.dialog.getByRole('tab', { name: 'Weights' });
  await weightsTab.focus();
  await page.keyboard.press('Enter');
  const rows = edit.dialog.getByRole('list', { name: 'Weighings of 101 Bessie' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('1,060 lbs');
  await expect(rows.nth(0)).toContainText('ADG+2.00 lb/day');
  await expect(rows.nth(1)).toContainText('1,000 lbs');
  await expect(rows.nth(1)).toContainText('ADG—');
  await expectAccessible(page, 'Edit Cattle › Weights');
  await screenshot(page, 'weights-tab');

  // Add Weighing over the edit dialog: saved, and the animal's dialog stays open.
  await edit.dialog.getByRole('button', { name: 'Add Weighing' }).click();
  const add = page.getByRole('dialog', { name: 'Add Weighing' });
  await add.getByRole('button', { name: 'Add Weighing' }).click();
  await expect(add.locator('#weighing-weight-message')).toHaveText('Weight must be a number of pounds above 0');
  await expectAccessible(page, 'Add Weighing, its errors shown');
  await screenshot(page, 'weights-add');
  await add.getByRole('textbox', { name: 'Weight (lbs)' }).fill('1120');
  await add.getByRole('textbox', { name: 'Weight (lbs)' }).press('Enter');
  await expect(toast(page, 'Weighing added successfully')).toContainText('101 Bessie: 1,120 lbs');
  await expect(add).toBeHidden();
  await expect(edit.dialog).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('1,120 lbs');
  await expect(rows.nth(0)).toContainText('+2.00 lb/day');

  await rows.nth(0).getByRole('button', { name: /^Delete the weighing of / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Weighing' });
  await expect(confirm).toContainText('Delete the weighing of 101 Bessie: 1,120 lbs');
  await expectAccessible(page, 'Delete Weighing');
  await confirm.getByRole('button', { name: 'Delete Weighing' }).click();
  await expect(toast(page, 'Weighing deleted successfully')).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect((await weighingsOf(page, token)).filter((weighing) => weighing.cattleId === bessie.id).map((weighing) => weighing.weight)).toEqual([1000, 1060]);

  // The weighings changed the animal under the open dialog; an edit saved from it is still taken whole.
  await edit.tab('Records').click();
  await edit.notes.fill('Weighed at the fall gathering');
  await edit.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toBeVisible();
  await expect(edit.dialog).toBeHidden();
  expect((await herdOf(page, token)).find((animal) => animal.id === bessie.id)).toMatchObject({ notes: 'Weighed at the fall gathering', weight: 1060 });

  // A weaning weighing shows the calf's adjusted 205-day weight: (550 − 80) / 200 × 205 + 80.
  const steer = await CattleFormDialog.openEdit(cattle, 'Rusty');
  await steer.dialog.getByRole('tab', { name: 'Weights' }).click();
  const weaning = steer.dialog.getByRole('list', { name: 'Weighings of 301 Rusty' }).getByRole('listitem');
  await expect(weaning).toHaveCount(1);
  await expect(weaning.first()).toContainText('Weaning');
  await expect(weaning.first()).toContainText('Adjusted 205-day562 lbs');
});

test('the edit dialog follows its animal: a weighing added in its Weights tab moves Current Weight, and the edit saved after it is taken', { tag: '@any-screen' }, async ({ page }) => {
  const farm = newFarm('Follows');
  const token = await signUpViaApi(page.request, farm);
  const rusty = await addAnimalViaApi(page, token, { tag: '301', name: 'Rusty', type: 'Steer', pasture: 'North Range', birthDate: day(400), weight: 550 });
  // Saves go straight to the server, versioned, as the desktop app's do (and a phone's before its
  // first sync): an edit made on a version the animal has moved past is refused there.
  await withoutFarmCopy(page);
  await openSignedIn(page, { path: '/cattle', signedUp: { farm, token } });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  const steer = await CattleFormDialog.openEdit(cattle, 'Rusty');
  await expect(steer.currentWeight).toHaveValue('550');

  await steer.dialog.getByRole('tab', { name: 'Weights' }).click();
  await steer.dialog.getByRole('button', { name: 'Add Weighing' }).click();
  const add = page.getByRole('dialog', { name: 'Add Weighing' });
  await add.getByRole('textbox', { name: 'Weight (lbs)' }).fill('905');
  await add.getByRole('textbox', { name: 'Weight (lbs)' }).press('Enter');
  await expect(toast(page, 'Weighing added successfully')).toContainText('301 Rusty: 905 lbs');
  await steer.tab('Basic Info').click();
  await expect(steer.currentWeight).toHaveValue('905');

  await steer.tab('Records').click();
  await steer.notes.fill('Weaned heavy');
  await steer.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toContainText('301 Rusty');
  await expect(steer.dialog).toBeHidden();
  expect((await herdOf(page, token)).find((animal) => animal.id === rusty.id)).toMatchObject({ notes: 'Weaned heavy', weight: 905 });
});

test('Reports shows the average daily gain by pasture over the period chosen, offline too, and says so when nothing was weighed twice', async ({ page, browser }) => {
  const farm = newFarm('Gains');
  const token = await signUpViaApi(page.request, farm);
  const weighed = async (animal: { tag: string; pasture: string }, readings: [number, number][]) => {
    const added = await addAnimalViaApi(page, token, { ...animal, type: 'Steer', birthDate: '2023-03-01' });
    for (const [daysAgo, weight] of readings) await addWeighingViaApi(page, token, { cattleId: added.id, date: day(daysAgo), weight, kind: 'other' });
  };
  await weighed({ tag: '1', pasture: 'North Range' }, [[20, 1000], [0, 1040]]);
  await weighed({ tag: '2', pasture: 'North Range' }, [[10, 900], [0, 930]]);
  await weighed({ tag: '3', pasture: 'Creek Pasture' }, [[200, 500], [100, 650]]);
  await openSignedIn(page, { path: '/reports', signedUp: { farm, token } });

  const section = page.getByRole('region', { name: 'Average Daily Gain by Pasture' });
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveText(['PastureHead weighedADG (lb/day)', 'Creek Pasture0—', 'North Range2+2.50']);
  await expect(section.getByRole('radio', { name: '90 days' })).toBeChecked();
  await section.getByRole('radio', { name: '365 days' }).click();
  await expect(rows).toHaveText(['PastureHead weighedADG (lb/day)', 'Creek Pasture1+1.50', 'North Range2+2.50']);
  await expectAccessible(page, 'Reports › Average Daily Gain by Pasture');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-adg');

  // Offline, from the phone's copy of the farm.
  await expectReadyOffline(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(syncNotice(page)).toContainText(OFFLINE);
  await expect(rows).toHaveText(['PastureHead weighedADG (lb/day)', 'Creek Pasture0—', 'North Range2+2.50']);
  await page.context().setOffline(false);

  // A farm with nothing weighed, on a device of its own.
  const other = await browser.newPage();
  await openSignedIn(other, { path: '/reports' });
  await expect(other.getByRole('region', { name: 'Average Daily Gain by Pasture' })).toContainText('No animal was weighed twice in the last 90 days.');
  await other.close();
});

test('screenshots in Dark Mode: the chute, the Weights tab and the gain by pasture', async ({ page }) => {
  await useTheme(page, true);
  const signedUp = await ranch(page);
  await openSignedIn(page, { path: '/weigh?pasture=North+Range', signedUp });
  const weigh = new WeighScreen(page);
  await weigh.expectLoaded();
  await weigh.weighByKeyboard('1210');
  await expect(weigh.lastReading).toContainText('Saved');
  await screenshot(page, 'dark-weigh-chute');
  await expectAccessible(page, 'the chute in Dark Mode');

  await page.goto('/cattle');
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  const edit = await CattleFormDialog.openEdit(cattle, 'Bessie');
  await edit.dialog.getByRole('tab', { name: 'Weights' }).click();
  await expect(edit.dialog.getByRole('list', { name: 'Weighings of 101 Bessie' }).getByRole('listitem')).toHaveCount(2);
  await screenshot(page, 'dark-weights-tab');
  await expectAccessible(page, 'Edit Cattle › Weights in Dark Mode');
  await edit.cancel.click();

  await page.goto('/reports');
  const section = page.getByRole('region', { name: 'Average Daily Gain by Pasture' });
  await section.getByRole('radio', { name: '365 days' }).click();
  await expect(section.getByRole('table')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'dark-reports-adg');
});
