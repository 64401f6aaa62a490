import type { Page } from '@playwright/test';
import { DEMO, newFarm, openAs, openSignedIn, signUpViaApi } from './support/accounts';
import { toast } from './support/cattle-dialogs';
import { addCaneViaApi, addStrawsViaApi, addTankViaApi, listViaApi, SemenScreen } from './support/semen-page';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';

// The semen inventory: tanks hold canes, canes hold straw lots.

/**
 * A farm with Tank D: cane 1 holds Connor Creek Legacy (10 left) and sexed Powder River
 * Trailblazer (6 of 8), cane 2 White Rock Titan (5): 2 canes, 3 lots, 21 straws.
 */
async function openStockedFarm(page: Page) {
  const farm = newFarm('Semen');
  const token = await signUpViaApi(page.request, farm);
  const tank = await addTankViaApi(page, token, { name: 'Tank D', location: 'Shop' });
  const one = await addCaneViaApi(page, token, { tankId: tank.id, caneNumber: '1', label: 'Angus' });
  const two = await addCaneViaApi(page, token, { tankId: tank.id, caneNumber: '2' });
  await addStrawsViaApi(page, token, { caneId: one.id, bullName: 'Connor Creek Legacy', breed: 'Angus', totalStraws: 10, remainingStraws: 10 });
  await addStrawsViaApi(page, token, { caneId: one.id, bullName: 'Powder River Trailblazer', breed: 'Angus', totalStraws: 8, remainingStraws: 6, notes: 'sexed heifer semen' });
  await addStrawsViaApi(page, token, { caneId: two.id, bullName: 'White Rock Titan', breed: 'Charolais', totalStraws: 5, remainingStraws: 5 });
  await openSignedIn(page, { path: '/semen-tanks', signedUp: { farm, token } });
  const semen = new SemenScreen(page);
  await semen.expectLoaded();
  return { semen, token };
}

test('a tank, a cane and straws are added, the lot edited, and the Detailed view lists it under its cane', async ({ page }) => {
  await openSignedIn(page, { path: '/semen-tanks' });
  const semen = new SemenScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Semen Tanks' })).toBeVisible();
  await semen.expectLoaded();
  await expect(page.getByRole('heading', { name: 'No semen tanks yet' })).toBeVisible();
  await semen.expectSummary(0, 0, 0);

  await semen.addTank.click();
  const tankForm = semen.form('Add Semen Tank');
  await expect(tankForm.field('Capacity (canes)')).toHaveValue('6');
  await expect(tankForm.chosen('Type')).toHaveText('Liquid Nitrogen');
  await tankForm.field('Name').fill('Tank C');
  await tankForm.save();
  await expect(toast(page, 'Semen tank added successfully')).toBeVisible();
  await semen.expectSummary(1, 0, 0);
  await expect(semen.tank('Tank C')).toContainText('0 of 6 canes');

  await semen.tank('Tank C').getByRole('button', { name: 'Add Cane' }).click();
  const caneForm = semen.form('Add Cane');
  await expect(caneForm.chosen('Tank')).toHaveText('Tank C');
  await expect(caneForm.field('Capacity (straws)')).toHaveValue('15');
  await expect(caneForm.field('Cane Number')).toHaveValue('1');
  await caneForm.save();
  await expect(toast(page, 'Cane added successfully')).toBeVisible();
  await semen.expectSummary(1, 1, 0);

  await semen.cane('Tank C', 'Cane 1').getByRole('button', { name: 'Add Straws' }).click();
  const strawForm = semen.form('Add Straws');
  await expect(strawForm.chosen('Cane')).toHaveText('Tank C · Cane 1');
  await expect(strawForm.dialog).toContainText('$35.00 when left blank');
  await strawForm.field('Bull Name').fill('Connor Creek Legacy');
  await strawForm.field('Breed').selectOption('Angus');
  await strawForm.field('Total Straws').fill('10');
  await strawForm.field('Remaining Straws').fill('10');
  await strawForm.save();
  await expect(toast(page, 'Straws added successfully')).toBeVisible();
  await semen.expectSummary(1, 1, 10);
  await expect(semen.cane('Tank C', 'Cane 1')).toContainText('Connor Creek Legacy');
  await expect(semen.cane('Tank C', 'Cane 1')).toContainText('10 straws');

  await semen.layout('Detailed').click();
  const lot = semen.lot('Connor Creek Legacy');
  await expect(lot).toContainText('$35.00');
  await expect(lot).toContainText('Good Stock');
  await expect(lot).toContainText('10 of 10 left');

  await lot.getByRole('button', { name: 'Edit Connor Creek Legacy straws' }).click();
  const edit = semen.form('Edit Straws');
  await expect(edit.field('Price per Straw ($)')).toHaveValue('35.00');
  await edit.field('Remaining Straws').fill('2');
  await edit.save();
  await expect(toast(page, 'Straws updated successfully')).toBeVisible();
  await expect(lot).toContainText('Low Stock');
  await expect(lot).toContainText('2 of 10 left');
  await semen.expectSummary(1, 1, 2);

  // The cane's accordion opens and closes the list it holds.
  const header = semen.accordion('Cane 1');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /^Cane 1/ })).toContainText('Connor Creek Legacy');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await expect(lot).toBeHidden();
  await header.click();
  await expect(lot).toBeVisible();
});

test('the forms say what is missing, a lot noted "sexed" is tagged, the search narrows to a bull, and a tank goes with its canes and straws', { tag: '@any-screen' }, async ({ page }) => {
  const { semen, token } = await openStockedFarm(page);
  await semen.expectSummary(1, 2, 21);

  await semen.addTank.click();
  const tankForm = semen.form('Add Semen Tank');
  await tankForm.submit.click();
  await expect(tankForm.dialog).toContainText('Tank name is required');
  await tankForm.cancel.click();
  await expect(tankForm.dialog).toBeHidden();

  await semen.tank('Tank D').getByRole('button', { name: 'Add Cane' }).click();
  const caneForm = semen.form('Add Cane');
  // Tank D holds canes 1 and 2: the next one is offered.
  await expect(caneForm.field('Cane Number')).toHaveValue('3');
  await caneForm.field('Cane Number').fill('');
  await caneForm.submit.click();
  await expect(caneForm.dialog).toContainText('Cane number is required');
  await caneForm.cancel.click();
  await expect(caneForm.dialog).toBeHidden();

  await semen.cane('Tank D', 'Cane 1').getByRole('button', { name: 'Add Straws' }).click();
  const strawForm = semen.form('Add Straws');
  await strawForm.submit.click();
  await expect(strawForm.dialog).toContainText('Bull name is required');
  await expect(strawForm.dialog).toContainText('Breed is required');
  await strawForm.cancel.click();
  await expect(strawForm.dialog).toBeHidden();

  await semen.layout('Detailed').click();
  await expect(semen.lot('Powder River Trailblazer').getByText('Sexed', { exact: true })).toBeVisible();
  await expect(semen.lot('Connor Creek Legacy').getByText('Sexed', { exact: true })).toHaveCount(0);

  await semen.search.fill('titan');
  await expect(page.getByRole('listitem').filter({ has: page.locator('.fh-straw-lot-bull') })).toHaveCount(1);
  await expect(semen.lot('White Rock Titan')).toBeVisible();
  await semen.layout('Overview').click();
  await expect(semen.tank('Tank D').getByRole('listitem')).toHaveCount(1);
  await expect(semen.cane('Tank D', 'Cane 2')).toContainText('White Rock Titan');
  await semen.search.fill('no such bull');
  await expect(page.getByRole('heading', { name: 'No straws match "no such bull"' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(semen.tank('Tank D').getByRole('listitem')).toHaveCount(2);

  await semen.tank('Tank D').getByRole('button', { name: 'Delete Tank D' }).click();
  await expect(semen.deleteDialog).toContainText('Delete Tank D?');
  await expect(semen.deleteDialog).toContainText('Its 2 canes and 3 straw lots (21 straws) are deleted with it. This cannot be undone.');
  await semen.deleteDialog.getByRole('button', { name: 'Delete Tank' }).click();
  await expect(toast(page, 'Semen tank deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No semen tanks yet' })).toBeVisible();
  await semen.expectSummary(0, 0, 0);
  expect(await listViaApi(page, token, '/api/semen-canes')).toEqual([]);
  expect(await listViaApi(page, token, '/api/semen-straws')).toEqual([]);
});

test('/genetics has a Semen Tanks and an Embryos tab, keeps the chosen one over a reload; the demo farm\'s forms open and close', { tag: '@any-screen' }, async ({ page }) => {
  await openAs(page, DEMO, '/genetics');
  await expect(page.getByRole('heading', { level: 1, name: 'Genetics' })).toBeVisible();
  const semenTab = page.getByRole('tab', { name: 'Semen Tanks' });
  const embryosTab = page.getByRole('tab', { name: 'Embryos' });
  await expect(semenTab).toHaveAttribute('aria-selected', 'true');
  const semen = new SemenScreen(page);
  await semen.expectLoaded();
  await expect(semen.tank('Tank A')).toBeVisible();

  // By keyboard: the arrow moves to Embryos, Enter opens it.
  await semenTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(embryosTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(embryosTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=embryos/);
  await expect(page.getByRole('tabpanel')).toContainText('Big Horn Victoria 4312');

  await page.reload();
  await expect(embryosTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Big Horn Victoria 4312');
  await semenTab.click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(semen.tank('Tank A')).toBeVisible();

  await page.goto('/semen-tanks');
  await semen.expectLoaded();
  await semen.layout('Detailed').click();
  await expect(semen.lot('Bar R Keystone 4401')).toContainText('Out of Stock');
  await semen.layout('Overview').click();

  const opens: [string, () => Promise<void>][] = [
    ['Add Semen Tank', () => semen.addTank.click()],
    ['Add Cane', () => semen.tank('Tank B').getByRole('button', { name: 'Add Cane' }).click()],
    ['Add Straws', () => semen.cane('Tank A', 'Cane 1').getByRole('button', { name: 'Add Straws' }).click()],
  ];
  for (const [title, open] of opens) {
    await open();
    const form = semen.form(title);
    await expect(form.dialog).toBeVisible();
    await form.cancel.click();
    await expect(form.dialog).toBeHidden();
  }
  await semen.tank('Tank B').getByRole('button', { name: 'Delete Tank B' }).click();
  await expect(semen.deleteDialog).toBeVisible();
});

test('screenshots: the demo ranch on /semen-tanks (Overview and Detailed), /genetics, and the tank, cane, straw and delete dialogs', async ({ page }) => {
  await openAs(page, DEMO, '/semen-tanks');
  const semen = new SemenScreen(page);
  await semen.expectLoaded();
  await screenshot(page, 'semen-tanks-overview', { fullPage: true });
  await semen.layout('Detailed').click();
  await screenshot(page, 'semen-tanks-detailed', { fullPage: true });

  await page.goto('/genetics');
  await semen.expectLoaded();
  await screenshot(page, 'genetics', { fullPage: true });

  const dialogs: [string, string, () => Promise<void>][] = [
    ['semen-add-tank', 'Add Semen Tank', () => semen.addTank.click()],
    ['semen-edit-tank', 'Edit Semen Tank', () => semen.tank('Tank A').getByRole('button', { name: 'Edit Tank A' }).click()],
    ['semen-add-cane', 'Add Cane', () => semen.tank('Tank B').getByRole('button', { name: 'Add Cane' }).click()],
    ['semen-edit-cane', 'Edit Cane', () => semen.cane('Tank A', 'Cane 1').getByRole('button', { name: /^Edit Cane 1/ }).click()],
    ['semen-add-straws', 'Add Straws', () => semen.cane('Tank A', 'Cane 1').getByRole('button', { name: 'Add Straws' }).click()],
  ];
  for (const [name, title, open] of dialogs) {
    await open();
    const form = semen.form(title);
    await expect(form.dialog).toBeVisible();
    await screenshot(page, name);
    await form.cancel.click();
    await expect(form.dialog).toBeHidden();
  }
  await semen.layout('Detailed').click();
  await semen.lot('Powder River Trailblazer 614').first().getByRole('button', { name: 'Edit Powder River Trailblazer 614 straws' }).click();
  await expect(semen.form('Edit Straws').dialog).toBeVisible();
  await screenshot(page, 'semen-edit-straws');
  await semen.form('Edit Straws').cancel.click();
  await semen.layout('Overview').click();
  await semen.tank('Tank A').getByRole('button', { name: 'Delete Tank A' }).click();
  await expect(semen.deleteDialog).toBeVisible();
  await screenshot(page, 'semen-delete-tank');
});
