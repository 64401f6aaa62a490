import type { Page } from '@playwright/test';
import { yearOf } from '../../core/domain';
import { DEMO, newFarm, openAs, openNewFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { browserDay, toast } from './support/cattle-dialogs';
import { addForageViaApi, forageOf, ForageScreen } from './support/forage-page';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';
import { openThroughLoadingCards } from './support/loading-cards';
import { BUSY, failingOnce } from './support/server-errors';

// The Forage screen on farms of their own: the add/edit form and its checks, the stock badges, the
// harvest year, the delete check; and the demo ranch's lots for the screenshots.
const LOT = 'Hay · Alfalfa at Barn 2';

/** A new farm signed in on /forage, with whatever `setUp` adds through the API first. */
async function openForageFarm(page: Page, setUp?: (token: string) => Promise<unknown>) {
  const { token } = await openNewFarm(page, { label: 'Forage', path: '/forage', setUp });
  const forage = new ForageScreen(page);
  await forage.expectLoaded();
  return { forage, token };
}

test('a forage lot is added, shows its stock level, is edited and deleted after the confirmation', async ({ page }) => {
  const { forage, token } = await openForageFarm(page);
  const year = yearOf(await browserDay(page));
  await expect(page.getByRole('heading', { name: `No forage recorded for ${year}` })).toBeVisible();

  const add = await forage.openAdd();
  await add.type.selectOption('hay');
  await add.variety.selectOption('alfalfa');
  await add.harvestDate.fill(await browserDay(page));
  await add.location.fill('Barn 2');
  await add.totalBales.fill('100');
  await add.remainingBales.fill('8');
  await add.pricePerBale.fill('110.50');
  await add.moisture.fill('13.5');
  await add.submit.click();
  await expect(toast(page, 'Forage record created successfully!')).toBeVisible();
  await expect(add.dialog).toBeHidden();
  const card = forage.card(LOT);
  await expect(card.locator('.fh-pill')).toHaveText('Critical');
  for (const text of ['8 of 100 bales (8%)', '$110.50', '13.5%']) await expect(card).toContainText(text);
  await expect(forage.stat('Critical')).toHaveText('1');
  expect(await forageOf(page, token)).toMatchObject([{ pricePerBale: 11050, moistureContent: 1350, remainingBales: 8 }]);

  const edit = await forage.openEdit(LOT);
  await expect(edit.pricePerBale).toHaveValue('110.50');
  await expect(edit.moisture).toHaveValue('13.5');
  await edit.remainingBales.fill('60');
  await edit.submit.click();
  await expect(toast(page, 'Forage record updated successfully!')).toBeVisible();
  await expect(edit.dialog).toBeHidden();
  await expect(card.locator('.fh-pill')).toHaveText('Good');
  await expect(card).toContainText('60 of 100 bales (60%)');
  await expect(forage.stat('Critical')).toHaveText('0');

  const confirm = await forage.openDelete(LOT);
  // Named with its year: lots alike from two harvests read the same otherwise.
  await expect(confirm).toContainText(`Delete the hay lot of ${year} at Barn 2?`);
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await forage.openDelete(LOT);
  await confirm.getByRole('button', { name: 'Delete Lot' }).click();
  await expect(toast(page, 'Forage record deleted successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `No forage recorded for ${year}` })).toBeVisible();
  expect(await forageOf(page, token)).toEqual([]);
});

test('the form names the four required fields, saves remaining above total as the total, and lots go under their harvest year', { tag: '@any-screen' }, async ({ page }) => {
  const lastYear = new Date().getFullYear() - 1;
  const { forage, token } = await openForageFarm(page, async (token) => {
    await addForageViaApi(page, token, { type: 'straw', location: 'Calving barn', totalBales: 80, remainingBales: 18, harvestDate: `${lastYear}-08-15` });
    // The same kind of lot in the same place the year before: only its year tells the two apart.
    await addForageViaApi(page, token, { type: 'straw', location: 'Calving barn', totalBales: 60, remainingBales: 5, harvestDate: `${lastYear - 1}-08-20` });
  });
  const thisYear = yearOf(await browserDay(page));
  await expect(forage.year).toHaveValue(String(thisYear));
  await expect(forage.card('Straw at Calving barn')).toHaveCount(0);

  const add = await forage.openAdd();
  await add.submit.click();
  await expect(add.message('type')).toHaveText('Forage type is required');
  await expect(add.message('location')).toHaveText('Storage location is required');
  await expect(add.message('total-bales')).toHaveText('Total bales is required');
  await expect(add.message('remaining-bales')).toHaveText('Remaining bales is required');
  await add.type.selectOption('silage');
  await add.location.fill('Pit 1');
  await add.totalBales.fill('50');
  await add.remainingBales.fill('80');
  await add.submit.click();
  await expect(toast(page, 'Forage record created successfully!')).toBeVisible();
  await expect(forage.card('Silage at Pit 1')).toContainText('50 of 50 bales (100%)');
  expect((await forageOf(page, token)).find((lot) => lot.type === 'silage')).toMatchObject({ totalBales: 50, remainingBales: 50 });
  await expect(forage.cards).toHaveCount(1);
  await expect(forage.stat('Lots')).toHaveText('1');

  await forage.year.selectOption(String(lastYear));
  await expect(forage.cards).toHaveCount(1);
  await expect(forage.card('Straw at Calving barn')).toContainText('18 of 80 bales (23%)');
  await expect(forage.card('Straw at Calving barn').locator('.fh-pill')).toHaveText('Low');
  await expect(forage.subtitle).toHaveText(`1 lot · ${lastYear}`);
  await expect(forage.stat('Total Bales')).toHaveText('80');
  await expect(forage.stat('Low')).toHaveText('1');
  await forage.year.selectOption('all');
  await expect(forage.cards).toHaveCount(3);
  // All years at once: each card names its harvest year, so lots alike from different years differ.
  await expect(forage.cards.getByRole('heading')).toHaveText([`Straw · ${lastYear}`, `Straw · ${lastYear - 1}`, `Silage · ${thisYear}`]);
  await expect(forage.card(`Straw · ${lastYear} at Calving barn`)).toContainText('18 of 80 bales');
  await expect(forage.card(`Straw · ${lastYear - 1} at Calving barn`)).toContainText('5 of 60 bales');
  await expect(forage.card(`Straw · ${lastYear - 1} at Calving barn`).getByRole('button', { name: `Edit Straw · ${lastYear - 1} at Calving barn`, exact: true })).toBeVisible();
});

test('the lots load behind placeholders, and a list that fails to load says so and loads on Try again', { tag: '@any-screen' }, async ({ page }) => {
  await openThroughLoadingCards(page, {
    label: 'Forage',
    path: '/forage',
    list: 'forage.list',
    loading: 'Loading forage',
    setUp: (token) => addForageViaApi(page, token, { type: 'hay', location: 'Barn 2', totalBales: 100, remainingBales: 20 }),
    answer: failingOnce(),
  });
  await expect(page.getByRole('heading', { name: 'Could not load your forage' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BUSY);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(new ForageScreen(page).card('Hay at Barn 2').locator('.fh-pill')).toHaveText('Low');
});

test('in privacy mode the page shows the demo ranch’s lots, none of the farm’s own, and a save is refused', { tag: '@any-screen' }, async ({ page }) => {
  const farm = newFarm('Forage');
  const token = await signUpViaApi(page.request, farm);
  await addForageViaApi(page, token, { type: 'hay', location: 'Secret loft', totalBales: 10, remainingBales: 10 });
  await openSignedIn(page, { path: '/forage?privacy=true', signedUp: { farm, token } });
  const forage = new ForageScreen(page);
  await forage.expectLoaded();
  await forage.year.selectOption('all');
  await expect(forage.cards).toHaveCount(8);
  await expect(page.getByRole('main')).not.toContainText('Secret loft');

  const add = await forage.openAdd();
  await add.type.selectOption('straw');
  await add.location.fill('Not saved');
  await add.totalBales.fill('5');
  await add.remainingBales.fill('5');
  await add.submit.click();
  await expect(toast(page, 'Error')).toContainText('Privacy mode is on: changes are not saved.');
  await expect(add.dialog).toBeVisible();
  expect(await forageOf(page, token)).toHaveLength(1);
});

test('screenshots: the demo ranch’s forage, the Add and Edit Forage Record forms and a delete', async ({ page }) => {
  const token = await openAs(page, DEMO, '/forage');
  const forage = new ForageScreen(page);
  await forage.expectLoaded();
  // The newest harvest's year: the year the demo ranch's lots are under.
  const [newest] = await forageOf(page, token);
  await forage.year.selectOption(String(yearOf(newest?.harvestDate)));
  await expect(forage.cards.first()).toBeVisible();
  await screenshot(page, 'forage', { fullPage: true });
  // Every year at once: the demo ranch's lots at every stock level.
  await forage.year.selectOption('all');
  await expect(forage.cards.filter({ hasText: 'Critical' }).first()).toBeVisible();
  await screenshot(page, 'forage-all-years', { fullPage: true });

  const add = await forage.openAdd();
  await screenshot(page, 'forage-add');
  await add.submit.click();
  await expect(add.message('type')).toHaveText('Forage type is required');
  await screenshot(page, 'forage-add-errors');
  await add.cancel.click();
  await expect(add.dialog).toBeHidden();

  // All years shown, the card names its harvest year too.
  const haylage = (await forageOf(page, token)).find((lot) => lot.type === 'haylage' && lot.location === 'South Hay Meadow pit');
  const place = `Haylage · Orchard Grass · ${yearOf(haylage?.harvestDate)} at South Hay Meadow pit`;
  const edit = await forage.openEdit(place);
  await screenshot(page, 'forage-edit');
  await edit.cancel.click();
  await forage.openDelete(place);
  await screenshot(page, 'forage-delete');
});
