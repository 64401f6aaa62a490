import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../core/domain/dates';
import type { CattleRecord } from '../../core/schemas/cattle';
import { displayDate } from '../ui/display-format';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { ActivitiesScreen } from './support/activities-page';
import { expectAccessible } from './support/axe';
import { BreedingScreen, checkViaApi, PregnancyCheckDialog } from './support/breeding-page';
import { addAnimalViaApi, browserDay, toast } from './support/cattle-dialogs';
import { herdOf } from './support/cattle-page';
import { treatViaApi } from './support/health-records';
import { expectReadyOffline, syncNotice } from './support/phone-replica';
import { expect, test } from './support/test';

// Pregnancy checks from Breeding Management on a farm of its own, worked by the keyboard alone: a
// pregnant result sets her status and calving date, an open one puts her in Open Cows, a recheck in
// Recheck Due 30 days on; the activity log then shows the checks beside a treatment.
const PASTURE = 'North Pasture';

/** Presses Tab until `target` has the focus: it is reached by the keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A farm with three bred cows, a fourth whose recheck is long overdue, and a treatment; signed in on Breeding Management. */
async function openRanch(page: Page) {
  const farm = newFarm('Checks');
  const token = await signUpViaApi(page.request, farm);
  const today = await browserDay(page);
  const animal = (fields: Parameters<typeof addAnimalViaApi>[2]) => addAnimalViaApi(page, token, { pasture: PASTURE, ...fields });
  const bessie = await animal({ tag: '101', name: 'Bessie', type: 'Cow', status: 'bred', breedingDate: await browserDay(page, 10), breedingMethod: 'artificial_insemination' });
  await animal({ tag: '102', name: 'Clover', type: 'Cow', status: 'pregnant', breedingDate: await browserDay(page, 90), breedingMethod: 'natural_bull' });
  await animal({ tag: '103', name: 'Daisy', type: 'Heifer', status: 'bred', breedingDate: await browserDay(page, 20), breedingMethod: 'artificial_insemination' });
  const ruby = await animal({ tag: '104', name: 'Ruby', type: 'Cow', status: 'bred', breedingDate: await browserDay(page, 80), breedingMethod: 'natural_bull' });
  await checkViaApi(page, token, { cattleId: ruby.id, date: await browserDay(page, 40), result: 'recheck', method: 'palpation' });
  await treatViaApi(page, token, { cattleIds: [bessie.id], date: today, product: 'Draxxin', dose: '7.5 ml', route: 'SC', reason: 'Pneumonia', meatWithdrawalDays: 18 });
  await openSignedIn(page, { path: '/breeding-management', signedUp: { farm, token } });
  const screen = new BreedingScreen(page);
  await screen.expectLoaded();
  const herd = async (tag: string) => (await herdOf(page, token)).find((a) => a.tag === tag) as CattleRecord;
  return { screen, token, today, herd };
}

/** Chooses a result by the arrow keys from the group's first stop, as a keyboard user does. */
async function chooseByArrows(page: Page, check: PregnancyCheckDialog, presses: number, key: 'ArrowRight' | 'ArrowLeft') {
  await tabTo(page, check.result.getByRole('radio').and(page.locator('[tabindex="0"]')));
  for (let i = 0; i < presses; i += 1) await page.keyboard.press(key);
}

test('record pregnancy checks by keyboard: pregnant sets the calving date, open lists her in Open Cows, a recheck is due 30 days on', async ({ page }) => {
  test.setTimeout(90_000);
  const { screen, today, herd } = await openRanch(page);

  // Pregnant, 60 days along, from the page's button: picked, chosen and saved without a pointer.
  await screen.pregnancyCheck.focus();
  await page.keyboard.press('Enter');
  let check = new PregnancyCheckDialog(page);
  await expect(check.dialog).toBeVisible();
  await tabTo(page, check.animal);
  await page.keyboard.type('101');
  await expect(check.animal).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(check.animal).toHaveValue('101 Bessie');
  await tabTo(page, check.date);
  await expect(check.date).toHaveValue(today);
  await tabTo(page, check.choice('Pregnant'));
  await page.keyboard.press('Enter');
  await expect(check.choice('Pregnant')).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, check.method);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(check.method).toHaveValue('ultrasound');
  await tabTo(page, check.daysPregnant);
  await page.keyboard.type('60');
  const due = addDays(today, 283 - 60)!;
  await expect(check.outcome).toContainText('Status: Pregnant');
  await expect(check.outcome).toContainText(`Expected calving: ${displayDate(due)}`);
  await expectAccessible(page, 'Pregnancy Check, a pregnant result');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Pregnancy check added successfully')).toContainText('101 Bessie: Pregnant');
  await expect(check.dialog).toBeHidden();
  await expect(screen.pregnancyCheck).toBeFocused();
  expect(await herd('101')).toMatchObject({ status: 'pregnant', expectedCalvingDate: due });
  await screen.openTab('Pregnant');
  await expect(screen.card('#101 Bessie').getByText(`Due: ${displayDate(due)}`)).toBeVisible();

  // Open, from Clover's card on the Pregnant tab: she goes back to Active and into Open Cows.
  const clover = screen.card('#102 Clover').getByRole('button', { name: 'Pregnancy Check' });
  await clover.focus();
  await page.keyboard.press('Enter');
  check = new PregnancyCheckDialog(page);
  await expect(check.animal).toHaveValue('102 Clover');
  await chooseByArrows(page, check, 1, 'ArrowRight');
  await expect(check.choice('Open')).toHaveAttribute('aria-checked', 'true');
  await expect(check.daysPregnant).toHaveCount(0);
  await expect(check.outcome).toContainText('Status: Active');
  await expect(check.outcome).toContainText('Expected calving date cleared');
  await expect(check.outcome).toContainText('Listed in Open Cows until she is bred again');
  await tabTo(page, check.save);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Pregnancy check added successfully').last()).toContainText('102 Clover: Open');
  await expect(check.dialog).toBeHidden();
  expect(await herd('102')).toMatchObject({ status: 'active', expectedCalvingDate: null });
  await expect(screen.card('#102 Clover')).toHaveCount(0);
  await screen.openTab('Open Cows');
  await expect(screen.card('#102 Clover')).toContainText(`Found open${displayDate(today)} · Today`);
  await expectAccessible(page, 'Open Cows');

  // Recheck, from Daisy's card on the Breeding tab: due 30 days on, after Ruby's overdue one.
  await screen.openTab('Breeding');
  await screen.card('#103 Daisy').getByRole('button', { name: 'Pregnancy Check' }).focus();
  await page.keyboard.press('Enter');
  check = new PregnancyCheckDialog(page);
  await expect(check.animal).toHaveValue('103 Daisy');
  // Left from the first choice wraps round to the last.
  await chooseByArrows(page, check, 1, 'ArrowLeft');
  await expect(check.choice('Recheck')).toHaveAttribute('aria-checked', 'true');
  const recheck = addDays(today, 30)!;
  await expect(check.outcome).toContainText(`Recheck due: ${displayDate(recheck)}`);
  await tabTo(page, check.save);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Pregnancy check added successfully').last()).toContainText('103 Daisy: Recheck');
  await expect(check.dialog).toBeHidden();
  expect((await herd('103')).status).toBe('bred');
  await screen.openTab('Recheck Due');
  const cards = screen.panel().getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName('Ruby, Cow #104');
  await expect(cards.first().getByText(`Overdue: ${displayDate(addDays(today, -10))}`)).toBeVisible();
  await expect(cards.last().getByText(`Recheck: ${displayDate(recheck)}`)).toBeVisible();
  await expect(screen.tab('Recheck Due')).toContainText('2');
  await expectAccessible(page, 'Recheck Due');

  // The activity log: the checks beside the treatment, each with its animal and who logged it.
  await page.getByRole('link', { name: 'Activities', exact: true }).first().click();
  const log = new ActivitiesScreen(page);
  await log.expectLoaded();
  await expect(log.row('Treatment: Draxxin', '101 Bessie')).toContainText('7.5 ml · SC · Pneumonia');
  await expect(log.row('Treatment: Draxxin')).toContainText('Meat withdrawal 18 days');
  await expect(log.row('Treatment: Draxxin')).toContainText('Logged by');
  await expect(log.row('Pregnancy check: Pregnant', '101 Bessie')).toContainText('Ultrasound · 60 days pregnant');
  await expect(log.row('Pregnancy check: Open', '102 Clover')).toContainText('Logged by');
  await expect(log.row('Pregnancy check: Recheck', '103 Daisy')).toBeVisible();
  await expect(log.count).toHaveText('5 activities');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Pregnancy Check' });
  await expect(log.count).toHaveText('4 of 5 activities');
  await expect(log.rows.first()).toContainText('Pregnancy check: ');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Treatment' });
  await expect(log.rows).toHaveCount(1);
  await log.search.fill('Clover');
  await expect(page.getByRole('heading', { level: 2, name: 'No activities found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and type' }).click();
  await expect(log.count).toHaveText('5 activities');
});

test('offline: a check saved with no signal shows at once, and reaches the server once back online', { tag: '@any-screen' }, async ({ page }) => {
  test.setTimeout(90_000);
  const { screen, token, herd } = await openRanch(page);
  await expectReadyOffline(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(syncNotice(page)).toContainText('You are offline');
  await screen.expectLoaded();

  await screen.openTab('Breeding');
  await screen.card('#103 Daisy').getByRole('button', { name: 'Pregnancy Check' }).click();
  const check = new PregnancyCheckDialog(page);
  await check.choice('Pregnant').click();
  await check.save.click();
  await expect(toast(page, 'Pregnancy check added successfully')).toContainText('103 Daisy: Pregnant');
  await screen.openTab('Pregnant');
  await expect(screen.card('#103 Daisy')).toBeVisible();
  await expect(syncNotice(page)).toContainText('1 change waiting to sync');

  await page.context().setOffline(false);
  await expect(syncNotice(page)).toBeHidden({ timeout: 40_000 });
  const checks = (await (await page.request.get('/api/pregnancy-checks', { headers: { Authorization: `Bearer ${token}` } })).json()) as { result: string }[];
  expect(checks.filter((each) => each.result === 'pregnant')).toHaveLength(1);
  expect((await herd('103')).status).toBe('pregnant');
});
