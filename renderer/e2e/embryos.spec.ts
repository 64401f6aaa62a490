import type { Page } from '@playwright/test';
import { DEMO, openAs, openNewFarm, openSignedIn } from './support/accounts';
import { toast } from './support/cattle-dialogs';
import { addStorageTankViaApi, EmbryoFormDialog, embryosOf, EmbryosScreen } from './support/embryos-page';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';
import { openThroughLoadingCards } from './support/loading-cards';
import { BUSY, failingOnce } from './support/server-errors';
import { withoutFarmCopy } from './support/phone-replica';

// The embryo inventory on farms of their own: lots added, edited and deleted through their dialogs,
// each card's stock badge, the form's checks, and the demo ranch's lots in pictures.

const LOT = 'Lady Bess 112 × Connor Creek Legacy';
const REQUIRED = { donor: 'Lady Bess 112', sire: 'Connor Creek Legacy', breed: 'Angus', total: '6' };

/** A new farm signed in on /embryos, with whatever the setup makes through the API first. */
async function openEmbryoFarm(page: Page, setUp?: (token: string) => Promise<unknown>) {
  const { token } = await openNewFarm(page, { label: 'Embryos', path: '/embryos', setUp });
  const embryos = new EmbryosScreen(page);
  await embryos.expectLoaded();
  return { embryos, token };
}

test('a lot is added, shows its stock, is edited to Good and deleted after the check', async ({ page }) => {
  const { embryos, token } = await openEmbryoFarm(page);
  await expect(page.getByRole('heading', { name: 'No embryos in inventory' })).toBeVisible();
  await expect(embryos.subtitle).toHaveText('0 lots · 0 embryos remaining');

  const add = await embryos.openAdd();
  await add.fillRequired(REQUIRED);
  await add.grade.selectOption('Grade 1');
  await add.stage.selectOption('Blastocyst');
  await add.remaining.fill('2');
  await add.price.fill('450');
  await add.submit.click();
  await expect(toast(page, 'Embryo added successfully')).toContainText(LOT);
  await expect(add.dialog).toBeHidden();
  await expect(embryos.stock(LOT)).toHaveText('Low');
  await expect(embryos.card(LOT)).toContainText('2 of 6 remaining');
  await expect(embryos.card(LOT)).toContainText('$450.00');
  await expect(embryos.card(LOT).getByRole('listitem')).toHaveText(['Angus', 'Grade 1', 'Blastocyst']);
  await expect(embryos.subtitle).toHaveText('1 lot · 2 embryos remaining');
  expect(await embryosOf(page, token)).toMatchObject([{ donorDam: 'Lady Bess 112', embryoGrade: '1', embryoStage: 'blastocyst', pricePerEmbryo: 45000 }]);

  const edit = await embryos.openEdit(LOT, 'Lady Bess 112');
  await expect(edit.remaining).toHaveValue('2');
  await expect(edit.price).toHaveValue('450.00');
  await edit.remaining.fill('6');
  await edit.submit.click();
  await expect(toast(page, 'Embryo updated successfully')).toContainText(LOT);
  await expect(edit.dialog).toBeHidden();
  await expect(embryos.stock(LOT)).toHaveText('Good');
  await expect(embryos.card(LOT)).toContainText('6 of 6 remaining');

  const confirm = await embryos.openDelete(LOT, 'Lady Bess 112');
  await expect(confirm).toContainText(`Delete the embryos from ${LOT}?`);
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Embryos' }).click();
  await expect(toast(page, 'Embryo deleted successfully')).toContainText(LOT);
  await expect(confirm).toBeHidden();
  await expect(embryos.cards).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No embryos in inventory' })).toBeVisible();
  expect(await embryosOf(page, token)).toEqual([]);
});

test('the four required fields are checked; a blank remaining is the total, more is capped, 0 is Empty; a tank is picked', { tag: '@any-screen' }, async ({ page }) => {
  const { embryos, token } = await openEmbryoFarm(page, (token) => addStorageTankViaApi(page, token, { name: 'Barn Nitrogen Tank' }));
  const add = await embryos.openAdd();
  await add.submit.click();
  await expect(add.message('donor')).toHaveText('Donor dam is required');
  await expect(add.message('sire')).toHaveText('Sire is required');
  await expect(add.message('breed')).toHaveText('Breed is required');
  await expect(add.message('total')).toHaveText('Total embryos is required');
  await expect(add.donor).toHaveAttribute('aria-invalid', 'true');
  await add.fillRequired(REQUIRED);
  await add.price.fill('-5');
  await add.submit.click();
  await expect(add.message('price')).toHaveText('Price per embryo cannot be negative');
  await expect(add.message('donor')).toHaveCount(0);
  await add.price.fill('');
  await add.storageTank.selectOption('Barn Nitrogen Tank');
  await add.storageLocation.fill('Canister 2');
  await add.submit.click();
  await expect(toast(page, 'Embryo added successfully')).toBeVisible();
  await expect(embryos.card(LOT)).toContainText('6 of 6 remaining');
  await expect(embryos.stock(LOT)).toHaveText('Good');
  await expect(embryos.card(LOT)).toContainText('Barn Nitrogen Tank');
  await expect(embryos.card(LOT)).toContainText('Canister 2');

  const capped = await embryos.openAdd();
  await capped.fillRequired({ donor: 'Blackcap 87', sire: 'High Plains Sentinel', breed: 'Hereford', total: '4' });
  await capped.remaining.fill('9');
  await capped.submit.click();
  await expect(capped.dialog).toBeHidden();
  await expect(embryos.card('Blackcap 87 × High Plains Sentinel')).toContainText('4 of 4 remaining');

  const empty = await embryos.openAdd();
  await empty.fillRequired({ donor: 'Erica 45', sire: 'Red Butte Commander', breed: 'Simmental', total: '3' });
  await empty.remaining.fill('0');
  await empty.submit.click();
  await expect(empty.dialog).toBeHidden();
  await expect(embryos.stock('Erica 45 × Red Butte Commander')).toHaveText('Empty');
  await expect(embryos.card('Erica 45 × Red Butte Commander')).toContainText('0 of 3 remaining');

  const saved = await embryosOf(page, token);
  expect(saved.map((lot) => [lot.donorDam, lot.remainingEmbryos, lot.totalEmbryos])).toEqual(
    expect.arrayContaining([
      ['Lady Bess 112', 6, 6],
      ['Blackcap 87', 4, 4],
      ['Erica 45', 0, 3],
    ]),
  );

  await embryos.search.fill('hereford');
  await expect(embryos.cards).toHaveCount(1);
  await embryos.search.fill('no such lot');
  await expect(page.getByRole('heading', { name: 'No embryos found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(embryos.cards).toHaveCount(3);
});

test('the loading cards, then the empty inventory, whose own invitation adds a first lot', { tag: '@any-screen' }, async ({ page }) => {
  await openThroughLoadingCards(page, { label: 'Embryos', path: '/embryos', list: 'embryos.list', loading: 'Loading embryos' });
  const embryos = new EmbryosScreen(page);
  await embryos.expectLoaded();
  await expect(page.getByRole('heading', { name: 'No embryos in inventory' })).toBeVisible();
  // One Add Embryos on the screen; the empty inventory's own invitation says it differently.
  await expect(page.getByRole('button', { name: 'Add Embryos' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Add Your First Lot' }).click();
  const add = new EmbryoFormDialog(page, 'Add Embryos');
  await expect(add.dialog).toBeVisible();
  await add.submit.click();
  await expect(add.message('donor')).toBeVisible();
  await add.fillRequired(REQUIRED);
  await add.submit.click();
  await expect(add.dialog).toBeHidden();
  await expect(embryos.card(LOT)).toBeVisible();
});

test('an inventory that fails to load says so, and Try again loads it', { tag: '@any-screen' }, async ({ page }) => {
  // Without the farm's copy, the list comes from the server, which fails once.
  await withoutFarmCopy(page);
  await page.route('**/api/trpc/embryos.list**', failingOnce());
  await openSignedIn(page, { path: '/embryos' });
  await expect(page.getByRole('heading', { name: 'Could not load your embryos' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BUSY);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No embryos in inventory' })).toBeVisible();
});

test('screenshots: the demo ranch’s embryos, the Add and Edit Embryos forms and a delete', async ({ page }) => {
  await openAs(page, DEMO, '/embryos');
  const embryos = new EmbryosScreen(page);
  await embryos.expectLoaded();
  await expect(embryos.cards).toHaveCount(6);
  for (const level of ['Empty', 'Low', 'Medium', 'Good']) await expect(page.locator('.fh-embryo-stock', { hasText: level }).first()).toBeVisible();
  await screenshot(page, 'embryos', { fullPage: true });

  const form = await embryos.openAdd();
  await screenshot(page, 'embryos-add');
  await form.submit.click();
  await expect(form.message('donor')).toHaveText('Donor dam is required');
  await screenshot(page, 'embryos-add-errors');
  await form.cancel.click();
  await expect(form.dialog).toBeHidden();

  await embryos.openEdit('Big Horn Victoria 4312 × Big Horn Domino 2215', 'Big Horn Victoria 4312');
  await screenshot(page, 'embryos-edit');
  await new EmbryoFormDialog(page, 'Edit Embryos').cancel.click();
  await embryos.openDelete('Big Horn Victoria 4312 × Big Horn Domino 2215', 'Big Horn Victoria 4312');
  await screenshot(page, 'embryos-delete');
});
