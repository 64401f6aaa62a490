import type { Page } from '@playwright/test';
import { addDays } from '../../core/domain/dates';
import type { CattleRecord } from '../../core/schemas/cattle';
import { newFarm, openSignedIn, signUpViaApi, type TestFarm } from './support/accounts';
import { ActivitiesScreen, LogActivityForm } from './support/activities-page';
import { addAnimalViaApi, browserDay, CattleFormDialog, holdBack, toast } from './support/cattle-dialogs';
import { herdOf } from './support/cattle-page';
import { BreedingScreen } from './support/breeding-page';
import { addStrawStock } from './support/semen-stock';
import { expect, test } from './support/test';

// The activity log on a farm of its own: logging each kind of activity changes the animal as the
// herd book expects, a breeding draws straws from the tank picked in the semen picker, and a
// calving offers to add the calf.
const PASTURES = ['North Range', 'Creek Bottom'];
const STOCK = { tank: 'Tank A', bull: 'Connealy Capitalist', breed: 'Angus', straws: 3 };

/** A farm with two pastures, cow 201 Bessie in the first and her calf 301 beside her; signed in on /activities. */
async function openRanch(page: Page) {
  const farm: TestFarm = newFarm('Log');
  const token = await signUpViaApi(page.request, farm);
  const auth = { Authorization: `Bearer ${token}` };
  for (const name of PASTURES) await page.request.post('/api/pastures', { headers: auth, data: { name, capacity: 20 } });
  await addAnimalViaApi(page, token, { tag: '201', name: 'Bessie', type: 'Cow', pasture: PASTURES[0], birthDate: '2019-03-01' });
  await addAnimalViaApi(page, token, { tag: '301', type: 'Calf', cowTag: '201', pasture: PASTURES[0], birthDate: '2025-09-01' });
  addStrawStock(farm, STOCK.tank, [{ bull: STOCK.bull, breed: STOCK.breed, straws: STOCK.straws }]);
  await openSignedIn(page, { path: '/activities', signedUp: { farm, token } });
  const screen = new ActivitiesScreen(page);
  await screen.expectLoaded();
  const animal = async (tag: string) => (await herdOf(page, token)).find((a) => a.tag === tag) as CattleRecord;
  return { screen, animal, token };
}

async function logged(form: LogActivityForm) {
  await form.submit.click();
  // The toast of the activity before may still be leaving: either one reads the same.
  await expect(toast(form.page, 'Activity logged').first()).toContainText('The activity has been recorded successfully.');
  await expect(form.dialog).toBeHidden();
}

test('log a vaccination, a move, a weaning and a calving; the herd book follows, and the calf is added from the offer', async ({ page }) => {
  test.setTimeout(90_000);
  const { screen, animal } = await openRanch(page);
  const year = new Date().getFullYear();
  await expect(screen.emptyState(`No activities recorded for ${year}`)).toBeVisible();

  // Nothing filled in: the one message for the required fields.
  let form = await screen.openLog();
  await expect(form.date).toHaveValue(await browserDay(page));
  await form.submit.click();
  await expect(toast(page, 'Error')).toContainText('Please fill in all required fields');

  // A date beyond its bounds says so, under the field and in the toast (docs/herd-book.md#date-bounds).
  await form.type.selectOption({ label: 'Vaccination' });
  await form.pickAnimal('Bess', '201 Bessie');
  await form.date.fill('9999-12-31');
  await form.submit.click();
  await expect(toast(page, 'Error').last()).toContainText('Date cannot be more than a year ahead');
  await expect(form.dialog.locator('#activity-date-message')).toHaveText('Date cannot be more than a year ahead');
  await form.date.fill(await browserDay(page));

  // A vaccination: the animal picked by search, the pasture following her.
  await expect(form.pasture).toHaveValue(PASTURES[0]!);
  await form.notes.fill('Blackleg 7-way');
  await holdBack(page, 'activities.create');
  await form.submit.click();
  await expect(form.submit).toHaveText('Logging...');
  await expect(toast(page, 'Activity logged')).toBeVisible();
  await expect(form.dialog).toBeHidden();
  await expect(screen.row('Vaccination', '201 Bessie', 'Blackleg 7-way')).toContainText('Today');
  await page.unroute('**/api/trpc/activities.create**');

  // A move, picked by keyboard: the animal goes to the activity's pasture.
  form = await screen.openLog();
  await expect(form.type).toHaveValue('');
  await form.type.selectOption({ label: 'Pasture Movement' });
  await form.animal.fill('201');
  await expect(form.animal).toHaveAttribute('aria-expanded', 'true');
  await form.animal.press('Enter');
  await expect(form.animal).toHaveValue('201 Bessie');
  await form.pasture.selectOption(PASTURES[1]!);
  await logged(form);
  await expect(screen.row('Pasture Movement', PASTURES[1]!)).toBeVisible();
  expect((await animal('201')).pasture).toBe(PASTURES[1]);

  // A weaning dates the calf's weaning (all of today: the year's count below stays this year's).
  const today = await browserDay(page);
  form = await screen.openLog();
  await form.type.selectOption({ label: 'Weaning' });
  await form.pickAnimal('301', '301');
  await logged(form);
  expect((await animal('301')).weanDate).toBe(today);

  // A calving, then the calf from the offer: her calf, born that day, in her pasture.
  form = await screen.openLog();
  await form.type.selectOption({ label: 'Calving' });
  await form.pickAnimal('Bessie', '201 Bessie');
  await logged(form);
  const offer = page.getByRole('dialog', { name: 'Add the calf?' });
  await expect(offer).toContainText('201 Bessie calved on');
  await offer.getByRole('button', { name: 'Add Calf' }).click();
  const calfForm = new CattleFormDialog(page, 'Add New Calf');
  await calfForm.expectOpen();
  await expect(calfForm.type).toHaveValue('Calf');
  await expect(calfForm.birthDate).toHaveValue(today);
  await calfForm.identifier.fill('302');
  await calfForm.submitButton().click();
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();
  expect(await animal('302')).toMatchObject({ type: 'Calf', cowTag: '201', birthDate: today, pasture: PASTURES[1] });
  expect((await animal('201')).actualCalvingDate).toBe(today);

  // The log: four this year, found by search; last year has none.
  await expect(screen.count).toHaveText('4 activities');
  await screen.search.fill('movement');
  await expect(screen.count).toHaveText('1 of 4 activities');
  await expect(screen.row('Pasture Movement')).toBeVisible();
  await screen.previousYear.click();
  await expect(screen.emptyState(`No activities recorded for ${year - 1}`)).toBeVisible();
});

test('an AI breeding takes its sire and straws from the tank picked in the semen picker; a heat after it is a heat return', async ({ page }) => {
  test.setTimeout(90_000);
  const { screen, animal } = await openRanch(page);
  // Bred three weeks ago, so a heat today is her return to heat.
  const bred = await browserDay(page, 21);

  const form = await screen.openLog();
  await form.type.selectOption({ label: 'Breeding' });
  await form.pickAnimal('201', '201 Bessie');
  await expect(form.method).toHaveValue('artificial_insemination');
  await expect(form.tankSire).toHaveText('No bull chosen yet');

  let picker = await form.openSemenPicker();
  await expect(picker.tank).toHaveValue(/.+/);
  await expect(picker.straw(STOCK.bull)).toContainText('3 remaining');
  await picker.straw(STOCK.bull).click();
  await expect(picker.dialog).toBeHidden();
  await expect(form.tankSire.locator('strong')).toHaveText(STOCK.bull);
  await expect(form.tankSire).toContainText(`${STOCK.tank} · 3 straws left`);

  // More straws than the tank holds: the warning, and nothing is logged.
  await form.straws.selectOption('4');
  await expect(form.strawsMessage).toHaveText('Not enough straws available!');
  await form.submit.click();
  await expect(toast(page, 'Error')).toContainText('Not enough straws available!');
  await expect(form.dialog).toBeVisible();

  await form.straws.selectOption('2');
  await expect(form.strawsMessage).toBeHidden();
  await form.date.fill(bred);
  await logged(form);
  await expect(screen.row('Breeding', '201 Bessie')).toContainText(`AI · ${STOCK.bull} · 2 straws`);
  expect(await animal('201')).toMatchObject({
    breedingDate: bred,
    breedingMethod: 'artificial_insemination',
    breedingSire: STOCK.bull,
    expectedCalvingDate: addDays(bred, 283),
  });

  // The tank now holds one straw of him: low stock.
  const again = await screen.openLog();
  await again.type.selectOption({ label: 'Breeding' });
  picker = await again.openSemenPicker();
  await expect(picker.straw(STOCK.bull)).toContainText('1 remaining');
  await expect(picker.straw(STOCK.bull)).toContainText('Low Stock');
  await picker.dialog.getByRole('button', { name: 'Cancel' }).click();
  await again.cancel.click();

  // Breeding Management lists her as recently bred, due in 283 days.
  await page.goto('/breeding-management');
  const breeding = new BreedingScreen(page);
  await breeding.expectLoaded();
  await breeding.openTab('Breeding');
  await expect(breeding.panel().getByText('201 Bessie').first()).toBeVisible();
  await expect(breeding.panel().getByText(/^Due: /).first()).toBeVisible();

  // A heat logged today from its Log Activity: she is back on the Heat Cycle tab, 1x Heat Return.
  await breeding.logActivity.click();
  const heat = new LogActivityForm(page);
  await expect(heat.dialog).toBeVisible();
  await heat.type.selectOption({ label: 'Heat' });
  await heat.pickAnimal('201', '201 Bessie');
  await logged(heat);
  await breeding.openTab('Heat Cycle');
  await expect(breeding.panel()).toContainText('1x Heat Return');
  expect(await animal('201')).toMatchObject({ cameBackInHeat: true, heatReturnCount: 1, status: 'active', expectedCalvingDate: null });
});
