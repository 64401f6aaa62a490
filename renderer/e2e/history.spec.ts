import { openSignedIn } from './support/accounts';
import { ActivitiesScreen } from './support/activities-page';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, browserDay, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { HistoryEntries, HistoryScreen, historyOf, joinFarm, signUpOwner } from './support/history-page';
import { visit } from './support/navigate';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';

// History (docs/accounts-and-privacy.md): who added, changed and deleted each record. The owner's
// edit shows in the animal's edit dialog (who changed it last, and its History tab) and on the
// History screen, which filters by animal and by member; a farm hand is offered none of it; the
// activity log says who logged each activity.

const OWNER = 'Pat Owner';
const MANAGER = 'Jordan Reyes';

test('the owner changes a weight: the dialog says who changed it last, its History tab and the History screen list it', async ({ page }) => {
  const { farm, token } = await signUpOwner(page.request, OWNER);
  const manager = await joinFarm(page.request, token, 'manager', MANAGER);
  const duke = await addAnimalViaApi(page, manager.token, { tag: '301', name: 'Duke', type: 'Bull', pasture: 'North Range', weight: 1800 });
  await addAnimalViaApi(page, manager.token, { tag: '302', name: 'Rex', type: 'Steer', pasture: 'North Range' });
  await openSignedIn(page, { path: '/cattle', signedUp: { farm, token } });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();

  const form = await CattleFormDialog.openEdit(cattle, 'Duke');
  await expect(form.dialog.getByText(`Last changed by ${MANAGER}, `)).toBeVisible();
  await form.currentWeight.fill('1850');
  await form.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toBeVisible();
  await expect(form.dialog).toBeHidden();

  // The phone's copy saves at once and sends the change after: reopened once the server has it.
  await expect.poll(async () => (await historyOf(page.request, token, duke.id)).map((entry) => entry.action)).toEqual(['update', 'create']);
  await expect(async () => {
    await page.keyboard.press('Escape');
    const again = await CattleFormDialog.openEdit(cattle, 'Duke');
    await expect(again.dialog.getByText(`Last changed by ${OWNER}, `)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const tab = form.dialog.getByRole('tab', { name: 'History' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const own = new HistoryEntries(form.dialog.getByRole('list', { name: 'History of 301 Duke' }));
  const changed = own.row('Changed');
  await expect(changed).toContainText(`${OWNER} · `);
  await expect(changed.getByRole('listitem')).toHaveText(['Current Weight: 1,800 lbs → 1,850 lbs']);
  await expect(own.row('Added')).toContainText(`${MANAGER} · `);
  await expectAccessible(page, 'Edit Cattle › History');
  await screenshot(page, 'history-animal-tab');
  await page.keyboard.press('Escape');
  await expect(form.dialog).toBeHidden();

  // Settings > Data leads the owner to the History screen.
  await visit(page, '/settings?tab=data', 'Settings');
  await page.getByRole('link', { name: 'View History' }).click();
  const history = new HistoryScreen(page);
  await expect(history.heading).toBeVisible();
  await expect(history.entries.row('Changed animal 301 Duke')).toContainText('Current Weight: 1,800 lbs → 1,850 lbs');
  await expect(history.entries.row('Added animal 302 Rex')).toBeVisible();
  await expectAccessible(page, 'History');
  await screenshot(page, 'history-screen');

  await history.pickAnimal('Duke', '301 Duke');
  await expect(history.entries.rows).toHaveCount(2);
  await expect(history.entries.row('Added animal 302 Rex')).toHaveCount(0);
  await history.member.selectOption({ label: MANAGER });
  await expect(history.entries.rows).toHaveCount(1);
  await expect(history.entries.row('Added animal 301 Duke')).toBeVisible();
  await history.allAnimals.click();
  await history.member.selectOption({ label: 'Everyone' });
  await expect(history.entries.rows).toHaveCount(3);
});

test('the History screen works by keyboard alone: pick an animal, a member, load more', { tag: '@any-screen' }, async ({ page }) => {
  // The demo farm's history (privacy mode): more entries than one page.
  await openSignedIn(page, { path: '/history?privacy=true' });
  const history = new HistoryScreen(page);
  await expect(history.entries.rows).toHaveCount(50);

  // The arrow opens the herd at its first animal; Enter picks it.
  await history.animal.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const animal = await history.animal.inputValue();
  expect(animal).not.toBe('');
  await expect(history.entries.rows).toHaveCount(1);
  await expect(history.entries.row(`Added animal ${animal}`)).toBeVisible();
  const details = history.entries.rows.first().locator('summary');
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(history.entries.rows.first().getByRole('listitem').first()).toBeVisible();

  await history.allAnimals.focus();
  await page.keyboard.press('Enter');
  await expect(history.animal).toHaveValue('');
  await expect(history.entries.rows).toHaveCount(50);
  await history.member.focus();
  await page.keyboard.press('ArrowDown');
  await expect(history.member).not.toHaveValue('');
  await page.keyboard.press('ArrowUp');
  await expect(history.member).toHaveValue('');

  await history.loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(history.entries.rows).toHaveCount(100);
});

test('a farm hand is offered no history; the activity log says who logged each activity', { tag: '@any-screen' }, async ({ page }) => {
  const { token } = await signUpOwner(page.request, OWNER);
  const manager = await joinFarm(page.request, token, 'manager', MANAGER);
  const hand = await joinFarm(page.request, token, 'hand', 'Casey Morgan');
  await addAnimalViaApi(page, manager.token, { tag: '301', name: 'Duke', type: 'Bull', pasture: 'North Range' });
  const logged = await page.request.post('/api/activities', {
    headers: { Authorization: `Bearer ${manager.token}` },
    data: { type: 'vaccination', cattleTag: '301', pasture: 'North Range', date: await browserDay(page, 3) },
  });
  expect(logged.ok()).toBe(true);

  await openSignedIn(page, { path: '/activities', signedUp: hand });
  const activities = new ActivitiesScreen(page);
  await expect(activities.row('Vaccination')).toContainText(`Logged by ${MANAGER}`);

  await visit(page, '/cattle', 'Cattle');
  const form = await CattleFormDialog.openEdit(new CattleScreen(page), 'Duke');
  await expect(form.dialog.getByText(`Last changed by ${MANAGER}, `)).toBeVisible();
  await expect(form.dialog.getByRole('tab', { name: 'History' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await visit(page, '/history', 'History');
  await expect(page.getByRole('heading', { level: 2, name: "History is for the farm's owner and managers" })).toBeVisible();
});
