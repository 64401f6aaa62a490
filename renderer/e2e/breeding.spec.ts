import { expectedCalvingDate } from '../../core/domain';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { BreedingDialog, BreedingScreen, logActivityViaApi } from './support/breeding-page';
import { addAnimalViaApi, browserDay, holdBack, toast } from './support/cattle-dialogs';
import { expect, test } from './support/test';

// Breeding Management on a farm of its own: the counters, breeding a cow from the Heat Cycle tab,
// her return to heat, and her pregnancy confirmed through Edit Breeding.
const PASTURE = 'North Pasture';

test('breed a cow, see her return to heat, then confirm her pregnant', async ({ page }) => {
  test.setTimeout(60_000);
  const farm = newFarm('Breeding');
  const token = await signUpViaApi(page.request, farm);
  const fortyDaysAgo = await browserDay(page, 40);
  const tenDaysAgo = await browserDay(page, 10);
  const animal = (fields: Parameters<typeof addAnimalViaApi>[2]) => addAnimalViaApi(page, token, { pasture: PASTURE, ...fields });
  await animal({ tag: '101', name: 'Bessie', type: 'Cow' });
  await animal({ tag: '102', name: 'Clover', type: 'Cow', status: 'pregnant', breedingDate: fortyDaysAgo, breedingMethod: 'artificial_insemination' });
  await animal({ tag: '103', name: 'Daisy', type: 'Heifer', cameBackInHeat: true, heatReturnCount: 2 });
  await animal({ tag: '104', name: 'Ruby', type: 'Cow' });
  await animal({ tag: '900', name: 'Big Red', type: 'Bull' });
  await logActivityViaApi(page, token, { type: 'breeding', cattleTag: '104', date: tenDaysAgo, pasture: PASTURE, breedingMethod: 'natural_bull', breedingSire: 'Big Red' });

  await openSignedIn(page, { path: '/breeding-management', signedUp: { farm, token } });
  const screen = new BreedingScreen(page);
  await screen.expectLoaded();
  const counters = { 'Active Cows': 2, Pregnant: 1, 'Recently Bred': 1, 'Repeat Breeders': 1 } as const;
  for (const [name, value] of Object.entries(counters)) expect(await screen.counterValue(name as keyof typeof counters)).toBe(value);
  await expect(screen.panel().getByRole('list', { name: 'Recent breeding and heat activities' })).toContainText('104 Ruby');

  // The filters narrow every tab: heifers only leaves Daisy, with her two returns.
  await screen.openTab('Heat Cycle');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('Heifer');
  await expect(screen.panel().getByRole('article')).toHaveCount(1);
  await expect(screen.card('#103 Daisy')).toContainText('2x Heat Return');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  const bessie = screen.card('#101 Bessie');
  await expect(bessie.getByText('Active', { exact: true })).toBeVisible();
  await expect(bessie).not.toContainText('Heat Return');

  // Breed: every required field says so, the straws follow the method, the calving date fills in.
  await bessie.getByRole('button', { name: 'Breed' }).click();
  const record = new BreedingDialog(page, 'Record Breeding');
  await expect(record.dialog).toBeVisible();
  await expect(record.dialog).not.toContainText('Previous breeding failed');
  await record.save.click();
  await expect(record.message('breeding-method')).toHaveText('Breeding method is required');
  await expect(record.message('breeding-sire')).toHaveText('Breeding sire is required');
  await record.date.fill(await browserDay(page, -800));
  await expect(record.message('breeding-date')).toHaveText('Breeding date cannot be more than a year ahead');
  const bred = await browserDay(page, 21);
  await record.date.fill(bred);
  await record.method.selectOption('artificial_insemination');
  await expect(record.message('breeding-straws')).toHaveText('1-3');
  await expect(record.straws('Straws Used')).toHaveValue('1');
  await expect(record.expectedCalving).toHaveValue(expectedCalvingDate(bred, 'artificial_insemination') ?? '');
  await expect(record.message('breeding-expected-calving')).toHaveText('Auto-calculated');
  await record.method.selectOption('natural_bull');
  await expect(record.dialog.getByLabel(/^(Straws|Embryos) Used/)).toHaveCount(0);
  await record.method.selectOption('embryo_transfer');
  await expect(record.straws('Embryos Used')).toBeVisible();
  await expect(record.expectedCalving).toHaveValue(expectedCalvingDate(bred, 'embryo_transfer') ?? '');
  await record.sire.fill('Connealy Capitalist');
  await holdBack(page, 'cattle.update');
  await record.save.click();
  await expect(record.save).toHaveText('Saving...');
  await expect(toast(page, 'Breeding record saved')).toContainText('Breeding information for 101 Bessie has been updated.');
  await expect(record.dialog).toBeHidden();

  await screen.openTab('Breeding');
  await expect(screen.card('#101 Bessie').getByText(/^Due: /)).toBeVisible();
  await expect(screen.card('#101 Bessie')).toContainText('Connealy Capitalist');
  await screen.openTab('Overview');
  expect(await screen.counterValue('Recently Bred')).toBe(2);

  // A heat after the breeding: she is back on the Heat Cycle tab with one return.
  await logActivityViaApi(page, token, { type: 'heat', cattleTag: '101', date: await browserDay(page, 0), pasture: PASTURE });
  await page.reload();
  await screen.openTab('Heat Cycle');
  await expect(screen.card('#101 Bessie')).toContainText('1x Heat Return');

  // Edit Breeding to Pregnant: the failed breeding is flagged, and she moves to the Pregnant tab.
  await screen.openTab('Breeding');
  await screen.card('#101 Bessie').getByRole('button', { name: 'Edit Breeding' }).click();
  const edit = new BreedingDialog(page, 'Edit Breeding');
  await expect(edit.dialog).toContainText('Previous breeding failed - returned to heat');
  await expect(edit.sire).toHaveValue('Connealy Capitalist');
  await edit.status.selectOption('pregnant');
  await edit.save.click();
  await expect(toast(page, 'Breeding record saved')).toBeVisible();
  await expect(edit.dialog).toBeHidden();
  await screen.openTab('Pregnant');
  const pregnant = screen.card('#101 Bessie');
  await expect(pregnant.getByText('Pregnant', { exact: true })).toBeVisible();
  await expect(pregnant.getByText(/^Due: /)).toBeVisible();
  await screen.openTab('Heat Cycle');
  await expect(screen.card('#101 Bessie')).toHaveCount(0);
});

test('a new farm: zero counters and every tab\'s empty state, the tabs worked by keyboard', { tag: '@any-screen' }, async ({ page }) => {
  const screen = new BreedingScreen(page);
  await openSignedIn(page, { path: '/breeding-management' });
  await screen.expectLoaded();
  for (const name of ['Active Cows', 'Pregnant', 'Recently Bred', 'Repeat Breeders'] as const) expect(await screen.counterValue(name)).toBe(0);
  await expect(screen.empty('No breeding activities recorded yet')).toBeVisible();

  const empties = [
    ['Heat Cycle', 'No active cows available for breeding'],
    ['Breeding', 'No recent breeding records'],
    ['Pregnant', 'No pregnant cattle'],
    ['Recheck Due', 'No rechecks due'],
    ['Open Cows', 'No open cows'],
    ['Activities', 'No breeding activities recorded yet'],
  ] as const;
  await screen.tab('Overview').focus();
  for (const [tab, title] of empties) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(screen.tab(tab)).toHaveAttribute('aria-selected', 'true');
    await expect(screen.empty(title)).toBeVisible();
  }
});
