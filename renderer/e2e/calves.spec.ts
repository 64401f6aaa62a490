import type { Page } from '@playwright/test';
import { holdUntilReleased } from './support/hold';
import { withoutFarmCopy } from './support/phone-replica';
import { addDays, todayISO, yearOf } from '../../core/domain';
import type { CattleInput } from '../../core/schemas/cattle';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { herdOf } from './support/cattle-page';
import { CalvesScreen } from './support/calves-page';
import { expect, test } from './support/test';

// Calf Management on a farm of its own. Counted over all years: 5 calves (a cow is not one),
// Weaned 2 (Willow, and Ranger from two years back), Heifers 2 (Clover, Willow), Bulls 2 (Duke,
// Tank; Ranger is a steer), Ready to Wean 1 (Duke, 9 months old and not weaned).
const PASTURE = 'Calving Lot';
const daysAgo = (days: number) => addDays(todayISO(), -days) ?? todayISO();
const year = Number(todayISO().slice(0, 4));

const HERD: Partial<CattleInput>[] = [
  { tag: '45', name: 'Bessie', type: 'Cow', gender: 'female', birthDate: '2019-03-01' },
  { tag: '601', name: 'Clover', type: 'Calf', gender: 'female', birthDate: daysAgo(60), birthWeight: 72, cowTag: '45 Bessie', sireTag: 'Rito 707' },
  { tag: '602', name: 'Duke', type: 'Calf', gender: 'male', birthDate: daysAgo(280), weight: 610, cowTag: '52', sireTag: 'Rito 707' },
  { tag: '603', name: 'Willow', type: 'Heifer', gender: 'female', birthDate: daysAgo(300), weanDate: daysAgo(40), weanWeight: 540, cowTag: '61' },
  { tag: '604', name: 'Tank', type: 'Calf', gender: 'male', birthDate: daysAgo(20), cowTag: '70 Daisy', sireTag: 'Big Sky' },
  { tag: '590', name: 'Ranger', type: 'Steer', birthDate: `${year - 2}-03-10`, weanDate: `${year - 2}-11-01` },
];
const ALL_YEARS = { 'Total Calves': 5, Weaned: 2, Heifers: 2, Bulls: 2, 'Ready to Wean': 1 };
/** The calves of the current year, which the page opens on (how many depends on today's date). */
const BORN_THIS_YEAR = HERD.filter((animal) => animal.type !== 'Cow' && yearOf(animal.birthDate) === year).length;

/** A farm with the herd above, signed in on /calves; gives the screen and the token. */
async function openCalfFarm(page: Page) {
  const farm = newFarm('Calves');
  const token = await signUpViaApi(page.request, farm);
  await page.request.post('/api/pastures', { headers: { Authorization: `Bearer ${token}` }, data: { name: PASTURE, capacity: 40 } });
  for (const animal of HERD) await addAnimalViaApi(page, token, { pasture: PASTURE, ...animal });
  await openSignedIn(page, { path: '/calves', signedUp: { farm, token } });
  const calves = new CalvesScreen(page);
  await calves.expectLoaded();
  return { calves, token };
}

test('the calves are counted, filtered by birth year and tab, and searched by name, tag, dam or sire', async ({ page }) => {
  const { calves } = await openCalfFarm(page);
  await expect(calves.year).toHaveValue(String(year));
  await expect(calves.stat('Total Calves')).toHaveText(String(BORN_THIS_YEAR));
  await expect(calves.calves()).toHaveCount(BORN_THIS_YEAR);

  await calves.year.selectOption('all');
  for (const [label, count] of Object.entries(ALL_YEARS)) await expect(calves.stat(label), label).toHaveText(String(count));
  await expect(calves.subtitle).toHaveText('5 calves · All years');
  await expect(calves.calves()).toHaveCount(5);
  await expect(calves.calf('Bessie')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Calves' })).toBeVisible({ visible: calves.showsTable });

  await calves.tab('Ready to Wean').click();
  await expect(calves.tab('Ready to Wean')).toHaveAttribute('aria-selected', 'true');
  await expect(calves.calves()).toHaveCount(1);
  await expect(calves.calf('Duke')).toContainText('Ready to Wean');
  await calves.tab('All').click();

  // The tabs count what the search leaves; the summary cards keep the year's totals.
  await calves.search.fill('BESSIE');
  await expect(calves.calves()).toHaveCount(1);
  await expect(calves.calf('Clover')).toContainText('Rito 707');
  expect([await calves.tabCount('All'), await calves.tabCount('Heifers'), await calves.tabCount('Bulls')]).toEqual([1, 1, 0]);
  await expect(calves.stat('Total Calves')).toHaveText('5');
  await calves.search.fill('rito');
  await expect(calves.calves()).toHaveCount(2);
  await calves.search.fill('604');
  await expect(calves.calf('Tank')).toBeVisible();
  await calves.search.fill('no such calf');
  await expect(page.getByRole('heading', { name: 'No calves found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(calves.calves()).toHaveCount(5);
});

test('a calf is added through the calf form and deleted after the confirmation', async ({ page }) => {
  const { calves, token } = await openCalfFarm(page);
  await calves.addButton.click();
  const form = new CattleFormDialog(page, 'Add New Calf');
  await form.expectOpen();
  await expect(form.type).toHaveValue('Calf');
  await expect(form.birthDate).toHaveValue(todayISO());
  await form.identifier.fill('610 Poppy');
  await form.pasture.selectOption(PASTURE);
  await form.dialog.getByRole('combobox', { name: 'Sex' }).selectOption('female');
  await form.submitButton().click();
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();
  await expect(form.dialog).toBeHidden();
  await expect(calves.calf('Poppy')).toContainText('Heifer');
  await expect(calves.calf('Poppy')).toContainText('Nursing');
  await expect(calves.stat('Total Calves')).toHaveText(String(BORN_THIS_YEAR + 1));

  await calves.calf('Poppy').getByRole('button', { name: /^Edit/ }).click();
  const edit = new CattleFormDialog(page, 'Edit Cattle');
  await expect(edit.identifier).toHaveValue('610 Poppy');
  await edit.cancel.click();

  await calves.calf('Poppy').getByRole('button', { name: /^Delete/ }).click();
  await expect(calves.deleteDialog).toContainText('Delete 610 Poppy');
  await calves.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(calves.calf('Poppy')).toBeVisible();
  await calves.calf('Poppy').getByRole('button', { name: /^Delete/ }).click();
  await calves.deleteDialog.getByRole('button', { name: 'Delete Calf' }).click();
  await expect(toast(page, 'Calf deleted successfully')).toBeVisible();
  await expect(calves.calf('Poppy')).toHaveCount(0);
  await expect(calves.stat('Total Calves')).toHaveText(String(BORN_THIS_YEAR));
  expect((await herdOf(page, token)).some((animal) => animal.tag === '610')).toBe(false);
});

test('a farm without calves sees the loading rows, then an invitation to add its first calf', { tag: '@any-screen' }, async ({ page }) => {
  // Without the farm's copy the list comes from the server, held back to show the loading rows.
  await withoutFarmCopy(page);
  const release = await holdUntilReleased(page, 'cattle.list');
  await openSignedIn(page, { path: '/calves' });
  const calves = new CalvesScreen(page);
  await expect(page.getByLabel('Loading calves').locator('.fh-cattle-skeleton-row')).toHaveCount(6);
  release();
  await calves.expectLoaded();
  await expect(page.getByRole('heading', { name: 'No calves found' })).toBeVisible();
  await expect(calves.stat('Total Calves')).toHaveText('0');
  await page.getByRole('button', { name: 'Add Your First Calf' }).click();
  await expect(new CattleFormDialog(page, 'Add New Calf').type).toHaveValue('Calf');
});
