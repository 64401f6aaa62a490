import type { Page } from '@playwright/test';
import { addDays, todayISO } from '../../core/domain';
import { cattle as cattleTable } from '../../core/db/schema';
import { DEMO, newFarm, openAs, openNewFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { writeToFarm } from './support/farm-db';
import { addPastureViaApi, PastureFormDialog, pasturesOf, PasturesScreen } from './support/pastures-page';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';
import { openThroughLoadingCards } from './support/loading-cards';
import { BUSY, failingOnce } from './support/server-errors';
import { withoutFarmCopy } from './support/phone-replica';

// The Pastures screen on farms of their own: cards that count who grazes each pasture against its
// capacity, the add/edit form, the delete check, and each pasture's cattle by kind.

const BULL = { tag: '101', name: 'Thunder', type: 'Bull', gender: 'male', breed: 'Angus', birthDate: '2019-04-01' };
const COW = { tag: '45', name: 'Bessie', type: 'Cow', gender: 'female', birthDate: '2018-03-01', cowType: 'donor', status: 'pregnant' };
const calf = () => ({ tag: '601', name: 'Clover', type: 'Calf', gender: 'female', birthDate: addDays(todayISO(), -91) });

/** A new farm signed in on /pastures, once `setUp` has made its pastures and animals through the API. */
async function openPastureFarm(page: Page, setUp?: (token: string) => Promise<unknown>) {
  const { token } = await openNewFarm(page, { label: 'Pastures', path: '/pastures', setUp });
  const pastures = new PasturesScreen(page);
  await pastures.expectLoaded();
  return { pastures, token };
}

test('a pasture is added through its form, counts the bulls, cows and calves put in it, and lists them by kind', async ({ page }) => {
  const { pastures, token } = await openPastureFarm(page);
  const form = await pastures.openAdd();
  await form.name.fill('North Meadow');
  await form.description.fill('Main summer range along the creek');
  await form.capacity.fill('2');
  await form.submit.click();
  await expect(toast(page, 'Pasture created successfully')).toContainText('North Meadow');
  await expect(form.dialog).toBeHidden();
  await expect(pastures.card('North Meadow')).toContainText('Main summer range along the creek');
  await expect(pastures.count('North Meadow', 'Total')).toHaveText('0');
  await expect(pastures.capacity('North Meadow')).toContainText('Capacity: 2 head');
  await expect(pastures.capacity('North Meadow')).toContainText('2 available');

  for (const animal of [BULL, COW, calf()]) await addAnimalViaApi(page, token, { ...animal, pasture: 'North Meadow' });
  await page.reload();
  await pastures.expectLoaded();
  const counts = { Bulls: '1', Cows: '1', Calves: '1', Total: '3' } as const;
  for (const [label, value] of Object.entries(counts)) await expect(pastures.count('North Meadow', label as keyof typeof counts), label).toHaveText(value);
  await expect(pastures.capacity('North Meadow')).toContainText('Over capacity by 1');
  await expect(pastures.card('North Meadow')).toHaveClass(/fh-pasture-card-over/);
  await expect(pastures.capacity('North Meadow').locator('.bp6-tag')).toHaveClass(/bp6-intent-danger/);

  const cattle = await pastures.openCattle('North Meadow');
  const tabs = { All: 3, Bulls: 1, Cows: 1, Donors: 1, Recipients: 0, Calves: 1 };
  for (const [label, value] of Object.entries(tabs)) expect(await cattle.tabCount(label), label).toBe(value);
  await expect(cattle.animals()).toHaveCount(3);
  await cattle.tab('Recipients').click();
  await expect(cattle.dialog).toContainText('No recipients in North Meadow.');
  await cattle.tab('Calves').click();
  await expect(cattle.animals()).toHaveText([/Clover #601.*Calf.*Active/]);
  await cattle.tab('Bulls').click();
  await expect(cattle.animals()).toHaveText([/Thunder #101.*Angus.*Bull.*Active/]);

  await cattle.edit('101 Thunder').click();
  const edit = new CattleFormDialog(page, 'Edit Cattle');
  await edit.expectOpen();
  await expect(edit.identifier).toHaveValue('101 Thunder');
  await edit.cancel.click();
  await expect(edit.dialog).toBeHidden();
  await expect(cattle.dialog).toBeVisible();
  await cattle.close.click();
  await expect(cattle.dialog).toBeHidden();
});

test('a rename takes the animals along; a pasture with animals is not offered for deleting, one with none in the herd is deleted; the name is checked', { tag: '@any-screen' }, async ({ page }) => {
  const { pastures, token } = await openPastureFarm(page, async (token) => {
    await addPastureViaApi(page, token, { name: 'North Meadow', capacity: 10 });
    await addPastureViaApi(page, token, { name: 'South Hay Meadow' });
    for (const animal of [BULL, COW]) await addAnimalViaApi(page, token, { ...animal, pasture: 'North Meadow' });
    // A steer sold off the hay meadow has left the herd: he does not keep it from being deleted.
    await addAnimalViaApi(page, token, { tag: '7', name: 'Sold steer', type: 'Steer', status: 'sold', pasture: 'South Hay Meadow' });
  });
  await expect(pastures.capacity('South Hay Meadow')).toHaveText('No capacity set');

  const edit = await pastures.openEdit('North Meadow');
  await expect(edit.name).toHaveValue('North Meadow');
  await expect(edit.capacity).toHaveValue('10');
  await edit.name.fill('Creek Bottom');
  await edit.submit.click();
  await expect(toast(page, 'Pasture updated successfully')).toContainText('Creek Bottom');
  await expect(pastures.card('North Meadow')).toHaveCount(0);
  await expect(pastures.count('Creek Bottom', 'Total')).toHaveText('2');
  await expect(pastures.capacity('Creek Bottom')).toContainText('8 available');
  const cattle = await pastures.openCattle('Creek Bottom');
  await expect(cattle.animals()).toHaveCount(2);
  await expect(cattle.edit('45 Bessie')).toBeVisible();
  // The tabs move by arrow keys, and Enter picks one. The Edit dialog closed just before hands focus
  // back to its button as its closing ends, which can land after the first try: so try again.
  await expect(async () => {
    await cattle.tab('All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(cattle.tab('Bulls')).toBeFocused({ timeout: 1000 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(cattle.tab('Bulls')).toHaveAttribute('aria-selected', 'true');
  await expect(cattle.animals()).toHaveCount(1);
  await cattle.close.click();
  await expect(cattle.dialog).toBeHidden();

  // A pasture with head in it is not offered for deleting: the dialog says why, in the server's words.
  const refuse = await pastures.openDelete('Creek Bottom');
  await expect(refuse).toContainText('Delete Creek Bottom?');
  await expect(refuse.locator('.bp6-callout')).toHaveText('Move the 2 head in Creek Bottom to another pasture before deleting it');
  await expect(refuse.getByRole('button', { name: 'Delete Pasture' })).toHaveCount(0);
  await refuse.getByRole('button', { name: 'Cancel' }).click();
  await expect(refuse).toBeHidden();
  await expect(pastures.card('Creek Bottom')).toBeVisible();

  const confirm = await pastures.openDelete('South Hay Meadow');
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete Pasture' }).click();
  await expect(toast(page, 'Pasture deleted successfully')).toContainText('South Hay Meadow');
  await expect(confirm).toBeHidden();
  await expect(pastures.card('South Hay Meadow')).toHaveCount(0);
  expect((await pasturesOf(page, token)).map((pasture) => pasture.name)).toEqual(['Creek Bottom']);

  const add = await pastures.openAdd();
  await add.name.fill('Creek Bottom');
  await add.submit.click();
  await expect(toast(page, 'Failed to create pasture')).toContainText('A pasture with this name already exists');
  await expect(add.message('name')).toHaveText('A pasture with this name already exists');
  await add.name.fill('  ');
  await add.capacity.fill('2.5');
  await add.submit.click();
  await expect(add.message('name')).toHaveText('Pasture name is required');
  await expect(add.message('capacity')).toHaveText('Capacity must be a whole number of head');
  await add.cancel.click();
  await expect(add.dialog).toBeHidden();
  expect(await pasturesOf(page, token)).toHaveLength(1);
});

test('the delete dialog counts the head the server counts: an animal naming the pasture as a look-alike keeps it', { tag: '@any-screen' }, async ({ page }) => {
  const farm = newFarm('Pastures');
  const token = await signUpViaApi(page.request, farm);
  await addPastureViaApi(page, token, { name: 'South Hay Meadow' });
  // A steer saved before pasture names were normalised: his pasture's name carries a zero-width space.
  writeToFarm(farm, (db, userId) => db.insert(cattleTable).values({ userId, tag: '8', name: 'Legacy steer', type: 'Steer', pasture: 'South Hay Meadow\u200b' }).run());
  await openSignedIn(page, { path: '/pastures', signedUp: { farm, token } });
  const pastures = new PasturesScreen(page);
  await pastures.expectLoaded();

  const refuse = await pastures.openDelete('South Hay Meadow');
  await expect(refuse.locator('.bp6-callout')).toHaveText('Move the 1 head in South Hay Meadow to another pasture before deleting it');
  await expect(refuse.getByRole('button', { name: 'Delete Pasture' })).toHaveCount(0);
  const answer = await page.request.delete(`/api/pastures/${(await pasturesOf(page, token))[0]!.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect([answer.status(), ((await answer.json()) as { message: string }).message]).toEqual([409, 'Move the 1 head in South Hay Meadow to another pasture before deleting it']);
});

test('a new farm sees the loading cards, then the invitation to add a pasture; a pasture\'s cattle say when a kind has none', { tag: '@any-screen' }, async ({ page }) => {
  const { token } = await openThroughLoadingCards(page, { label: 'Pastures', path: '/pastures', list: 'pastures.list', loading: 'Loading pastures' });
  const pastures = new PasturesScreen(page);
  await pastures.expectLoaded();
  await expect(page.getByRole('heading', { name: 'No pastures yet' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add Pasture' }).last().click();
  const form = new PastureFormDialog(page, 'Add Pasture');
  await expect(form.dialog).toBeVisible();
  await form.cancel.click();

  await addPastureViaApi(page, token, { name: 'Calving Lot', capacity: 3 });
  for (const animal of [COW, calf()]) await addAnimalViaApi(page, token, { ...animal, pasture: 'Calving Lot' });
  await page.reload();
  await pastures.expectLoaded();
  await expect(pastures.capacity('Calving Lot')).toContainText('1 available');
  const cattle = await pastures.openCattle('Calving Lot');
  await cattle.tab('Bulls').click();
  await expect(cattle.dialog).toContainText('No bulls in Calving Lot.');
});

test('a pasture list that fails to load says so, and Try again loads it', { tag: '@any-screen' }, async ({ page }) => {
  // Without the farm's copy, the list comes from the server, which fails once.
  await withoutFarmCopy(page);
  await page.route('**/api/trpc/pastures.list**', failingOnce());
  await openPastureFarm(page, (token) => addPastureViaApi(page, token, { name: 'North Meadow', capacity: 40 }));
  await expect(page.getByRole('heading', { name: 'Could not load your pastures' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BUSY);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(new PasturesScreen(page).capacity('North Meadow')).toContainText('40 available');
});

test('screenshots: the demo ranch’s pastures, a pasture’s cattle, the Add and Edit Pasture forms and a delete', async ({ page }, info) => {
  const project = info.project.name;
  await openAs(page, DEMO, '/pastures');
  const pastures = new PasturesScreen(page);
  await pastures.expectLoaded();
  await expect(pastures.cards.first()).toBeVisible();
  await screenshot(page, 'pastures', { fullPage: true });

  const cattle = await pastures.openCattle('Creek Bottom');
  await expect(cattle.animals().first()).toBeVisible();
  await screenshot(page, 'pastures-cattle');
  await cattle.close.click();
  await expect(cattle.dialog).toBeHidden();

  const form = await pastures.openAdd();
  await screenshot(page, 'pastures-add');
  await form.submit.click();
  await expect(form.message('name')).toHaveText('Pasture name is required');
  await screenshot(page, 'pastures-add-errors');
  await form.cancel.click();
  await expect(form.dialog).toBeHidden();

  const edit = await pastures.openEdit('Creek Bottom');
  await screenshot(page, 'pastures-edit');
  await edit.cancel.click();
  const confirm = await pastures.openDelete('Creek Bottom');
  await screenshot(page, 'pastures-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The narrowest phone the app promises to serve: the six tabs still fit two rows.
  if (project === 'phone') {
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, '360-pastures-cards');
    const narrow = await pastures.openCattle('Creek Bottom');
    const tabs = await narrow.dialog.getByRole('tab').evaluateAll((all) => all.map((tab) => ({ top: tab.getBoundingClientRect().top, cut: tab.scrollWidth > tab.clientWidth })));
    expect(new Set(tabs.map((tab) => tab.top)).size).toBe(2);
    expect(tabs.filter((tab) => tab.cut)).toEqual([]);
    await screenshot(page, '360-pastures-cattle');
    await narrow.close.click();
  }
});
