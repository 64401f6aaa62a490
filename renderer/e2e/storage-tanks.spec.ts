import type { Page } from '@playwright/test';
import { DEMO, openAs, openNewFarm } from './support/accounts';
import { toast } from './support/cattle-dialogs';
import {
  addEmbryoLotViaApi,
  addSemenTankViaApi,
  addStorageTankViaApi,
  embryoLotsOf,
  semenTanksOf,
  storageTanksOf,
  StorageTankFormDialog,
  StorageTanksScreen,
} from './support/storage-tanks-page';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';
import { openThroughLoadingCards } from './support/loading-cards';
import { BUSY, failingOnce } from './support/server-errors';
import { withoutFarmCopy } from './support/phone-replica';

// The Storage Tanks screen on farms of their own: cards that say how full each tank is and which
// semen tanks and embryo lots it holds, the add/edit form, and the delete that keeps what was in it.

/** A new farm signed in on /storage-tanks, with what `setUp` makes through the API. */
async function openTankFarm<T>(page: Page, setUp: (token: string) => Promise<T>) {
  const { token, made } = await openNewFarm(page, { label: 'Tanks', path: '/storage-tanks', setUp });
  const tanks = new StorageTanksScreen(page);
  await tanks.expectLoaded();
  return { tanks, token, made: made as T };
}

/** A 10-place tank holding 5 straws (Tank A) and 2 embryos; Tank B sits in no storage tank. */
async function stockedTank(page: Page, token: string) {
  const barn = await addStorageTankViaApi(page, token, { name: 'Barn Nitrogen Tank', capacity: 10, location: 'Breeding barn', temperature: '-196°C' });
  await addSemenTankViaApi(page, token, { name: 'Tank A', storageTankId: barn.id, straws: 5 });
  await addSemenTankViaApi(page, token, { name: 'Tank B', storageTankId: null, straws: 9 });
  await addEmbryoLotViaApi(page, token, { donorDam: 'Blackcap 4', sire: 'Legacy 212', totalEmbryos: 3, remainingEmbryos: 2, storageTankId: barn.id });
  return barn;
}

test('a storage tank is added, edited and deleted through its dialogs, each with its toast', async ({ page }) => {
  const { tanks } = await openTankFarm(page, () => Promise.resolve());
  await expect(page.getByRole('heading', { name: 'No storage tanks yet' })).toBeVisible();

  const add = await tanks.openAdd();
  await add.name.fill('Barn Nitrogen Tank');
  await add.capacity.fill('10');
  await add.location.fill('Breeding barn');
  await add.temperature.fill('-196°C');
  await expect(add.submit).toHaveText('Add Tank');
  await add.submit.click();
  await expect(toast(page, 'Storage tank added successfully')).toContainText('Barn Nitrogen Tank');
  await expect(add.dialog).toBeHidden();
  const card = tanks.card('Barn Nitrogen Tank');
  await expect(card).toContainText('Liquid Nitrogen');
  await expect(card).toContainText('Breeding barn');
  await expect(card).toContainText('-196°C');
  await expect(card).toContainText('Empty');
  await expect(tanks.usage('Barn Nitrogen Tank')).toHaveText('0 of 10 used (0%)');
  await expect(tanks.bar('Barn Nitrogen Tank')).toHaveClass(/bp6-intent-success/);
  await expect(tanks.subtitle).toHaveText('1 storage tank · 0 straws · 0 embryos');

  const edit = await tanks.openEdit('Barn Nitrogen Tank');
  await expect(edit.name).toHaveValue('Barn Nitrogen Tank');
  await expect(edit.capacity).toHaveValue('10');
  await edit.name.fill('Main Nitrogen Tank');
  await edit.capacity.fill('25');
  await expect(edit.submit).toHaveText('Update Tank');
  await edit.submit.click();
  await expect(toast(page, 'Storage tank updated successfully')).toContainText('Main Nitrogen Tank');
  await expect(edit.dialog).toBeHidden();
  await expect(tanks.card('Barn Nitrogen Tank')).toHaveCount(0);
  await expect(tanks.usage('Main Nitrogen Tank')).toHaveText('0 of 25 used (0%)');

  const confirm = await tanks.openDelete('Main Nitrogen Tank');
  await expect(confirm).toContainText('Delete Main Nitrogen Tank?');
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Tank' }).click();
  await expect(toast(page, 'Storage tank deleted successfully')).toContainText('Main Nitrogen Tank');
  await expect(confirm).toBeHidden();
  await expect(tanks.cards).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No storage tanks yet' })).toBeVisible();
});

test('the form checks the name and capacity and starts on Liquid Nitrogen; a tank shows what it holds; deleting it keeps that', { tag: '@any-screen' }, async ({ page }) => {
  const { tanks, token } = await openTankFarm(page, (token) => stockedTank(page, token));
  await expect(tanks.items('Barn Nitrogen Tank', 'Semen tanks')).toHaveText([/^Tank A\s*5 straws$/]);
  await expect(tanks.items('Barn Nitrogen Tank', 'Embryo lots')).toHaveText([/^Blackcap 4 × Legacy 212\s*2 embryos$/]);
  await expect(tanks.card('Barn Nitrogen Tank')).not.toContainText('Tank B');
  await expect(tanks.usage('Barn Nitrogen Tank')).toHaveText('7 of 10 used (70%)');
  await expect(tanks.bar('Barn Nitrogen Tank')).toHaveClass(/bp6-intent-warning/);
  await expect(tanks.bar('Barn Nitrogen Tank')).toHaveAttribute('aria-valuenow', '70');
  await expect(tanks.subtitle).toHaveText('1 storage tank · 5 straws · 2 embryos');

  const add = await tanks.openAdd();
  await expect(add.type).toHaveValue('liquid_nitrogen');
  await expect(add.type.locator('option:checked')).toHaveText('Liquid Nitrogen');
  await add.submit.click();
  await expect(add.message('name')).toHaveText('Tank name is required');
  await add.name.fill('Shop Freezer');
  await add.capacity.fill('2.5');
  await add.submit.click();
  await expect(add.message('name')).toBeHidden();
  await expect(add.message('capacity')).toHaveText('Capacity must be a whole number');
  await add.capacity.fill('');
  await add.type.selectOption({ label: 'Freezer' });
  await add.submit.click();
  await expect(toast(page, 'Storage tank added successfully')).toContainText('Shop Freezer');
  await expect(tanks.card('Shop Freezer')).toContainText('Freezer');
  await expect(tanks.card('Shop Freezer')).toContainText('Empty');
  // No capacity can take nothing more: the bar reads full.
  await expect(tanks.usage('Shop Freezer')).toHaveText('No capacity set');
  await expect(tanks.bar('Shop Freezer')).toHaveClass(/bp6-intent-danger/);

  const confirm = await tanks.openDelete('Barn Nitrogen Tank');
  await expect(confirm).toContainText('Delete Barn Nitrogen Tank?');
  await expect(confirm).toContainText('The 1 semen tank and 1 embryo lot in it are kept, no longer linked to a storage tank.');
  await confirm.getByRole('button', { name: 'Delete Tank' }).click();
  await expect(toast(page, 'Storage tank deleted successfully')).toContainText('Barn Nitrogen Tank');
  await expect(tanks.card('Barn Nitrogen Tank')).toHaveCount(0);
  expect((await storageTanksOf(page, token)).map((tank) => tank.name)).toEqual(['Shop Freezer']);
  expect((await semenTanksOf(page, token)).map(({ name, storageTankId }) => ({ name, storageTankId }))).toEqual([
    { name: 'Tank A', storageTankId: null },
    { name: 'Tank B', storageTankId: null },
  ]);
  expect((await embryoLotsOf(page, token)).map(({ donorDam, storageTankId }) => ({ donorDam, storageTankId }))).toEqual([
    { donorDam: 'Blackcap 4', storageTankId: null },
  ]);
});

test('a new farm sees the loading cards, then the invitation to add a tank, whose form asks for a name and adds nothing on Cancel', { tag: '@any-screen' }, async ({ page }) => {
  await openThroughLoadingCards(page, { label: 'Tanks', path: '/storage-tanks', list: 'storageTanks.list', loading: 'Loading storage tanks' });
  const tanks = new StorageTanksScreen(page);
  await tanks.expectLoaded();
  await expect(page.getByRole('heading', { name: 'No storage tanks yet' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add Storage Tank' }).last().click();
  const form = new StorageTankFormDialog(page, 'Add Storage Tank');
  await expect(form.dialog).toBeVisible();
  await form.submit.click();
  await expect(form.message('name')).toHaveText('Tank name is required');
  await form.cancel.click();
  await expect(form.dialog).toBeHidden();
  await expect(tanks.cards).toHaveCount(0);
});

test('a storage tank list that fails to load says so, and Try again loads it', { tag: '@any-screen' }, async ({ page }) => {
  // Without the farm's copy, the list comes from the server, which fails once.
  await withoutFarmCopy(page);
  await page.route('**/api/trpc/storageTanks.list**', failingOnce());
  const { tanks } = await openTankFarm(page, (token) => addStorageTankViaApi(page, token, { name: 'Dry Shipper', type: 'dry_shipper', capacity: 20 }));
  await expect(page.getByRole('heading', { name: 'Could not load your storage tanks' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BUSY);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(tanks.usage('Dry Shipper')).toHaveText('0 of 20 used (0%)');
});

test('screenshots: the demo ranch’s storage tanks, the Add and Edit Storage Tank forms and a delete', async ({ page }) => {
  await openAs(page, DEMO, '/storage-tanks');
  const tanks = new StorageTanksScreen(page);
  await tanks.expectLoaded();
  await expect(tanks.cards).toHaveCount(3);
  await screenshot(page, 'storage-tanks', { fullPage: true });

  const form = await tanks.openAdd();
  await screenshot(page, 'storage-tanks-add');
  await form.submit.click();
  await expect(form.message('name')).toHaveText('Tank name is required');
  await screenshot(page, 'storage-tanks-add-errors');
  await form.cancel.click();
  await expect(form.dialog).toBeHidden();

  const edit = await tanks.openEdit('Barn Nitrogen Tank');
  await screenshot(page, 'storage-tanks-edit');
  await edit.cancel.click();
  await tanks.openDelete('Barn Nitrogen Tank');
  await screenshot(page, 'storage-tanks-delete');
});
