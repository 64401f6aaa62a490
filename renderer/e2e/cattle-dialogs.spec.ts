import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { addAnimalViaApi, browserDay, CalfHistoryDialog, CattleFormDialog, holdBack, openNewFarmCattle, toast } from './support/cattle-dialogs';
import { CattleScreen, herdOf, openCattleAs } from './support/cattle-page';
import { expectReadyOffline } from './support/phone-replica';
import { screenshot } from './support/screenshots';

// The cattle dialogs on the /cattle screen: add, validate, edit, delete, calf history.
const TAG_IN_USE = 'This tag number is already in use by another animal. Please choose a different tag number.';

test('add an animal: validation, "101 Bessie" split into tag and name, a duplicate tag refused', async ({ page }) => {
  const token = await openNewFarmCattle(page);
  const screen = new CattleScreen(page);
  const form = await CattleFormDialog.openAdd(screen);
  for (const tab of ['Breeding', 'Records'] as const) await expect(form.tab(tab)).toBeVisible();
  // A farm without pastures types one; a new animal starts in the default pasture, "Imported".
  await expect(form.pasture).toHaveValue('Imported');

  await form.pasture.fill('');
  await form.submitButton().click();
  const required = {
    'cattle-identifier': 'Please enter an animal identifier (name, tag, or both)',
    'cattle-type': 'Animal type is required',
    'cattle-pasture': 'Pasture assignment is required',
  };
  for (const [id, message] of Object.entries(required)) await expect(form.message(id)).toHaveText(message);

  // Dates within bounds, with the server's words (docs/herd-book.md#date-bounds).
  await form.birthDate.fill(await browserDay(page, -2));
  await expect(form.message('cattle-birth-date')).toHaveText('Birth date cannot be in the future');
  await form.birthDate.fill('1899-12-31');
  await expect(form.message('cattle-birth-date')).toHaveText('Birth date must be 1900 or later');
  await form.birthDate.fill('');

  await form.identifier.fill('101 Bessie');
  await form.type.selectOption('Cow');
  await form.pasture.fill('North Pasture');
  await expect(form.tab('Calving')).toBeVisible();
  await form.tab('Breeding').click();
  await expect(form.dialog.getByText('No breeding records yet')).toBeVisible();
  await expect(form.dialog.getByText('Breeding records are managed in the Breeding Management section.')).toBeVisible();
  await form.tab('Basic Info').click();

  await holdBack(page, 'cattle.create');
  await form.submitButton().click();
  await expect(form.submitButton()).toHaveText('Saving...');
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();
  await expect(form.dialog).toBeHidden();

  const bessie = (await herdOf(page, token)).find((animal) => animal.tag === '101');
  expect(bessie).toMatchObject({ tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Pasture', status: 'active' });
  await expect(screen.card('Bessie')).toBeVisible();

  await screen.addButton.click();
  await form.expectOpen();
  // A zero-width space pasted after the tag is the same tag (docs/herd-book.md#tags-and-pasture-names).
  await form.identifier.fill('101\u200b Daisy');
  await form.type.selectOption('Heifer');
  await form.submitButton().click();
  await expect(form.message('cattle-identifier')).toHaveText(TAG_IN_USE);
  await expect(toast(page, 'Error')).toContainText(TAG_IN_USE);
  await expect(form.submitButton()).toHaveText('Add Cattle');
  await form.cancel.click();
  await expect(form.dialog).toBeHidden();
  expect((await herdOf(page, token)).filter((animal) => animal.tag === '101')).toHaveLength(1);
});

test('the form shows Current Weight for steers and bulls only, and sale fields only when sold', { tag: '@any-screen' }, async ({ page }) => {
  await openNewFarmCattle(page);
  const form = await CattleFormDialog.openAdd(new CattleScreen(page));
  // A calf of nine months has outgrown its type: the hint says so beside its age and life stage.
  await form.birthDate.fill(await browserDay(page, 290));
  await form.type.selectOption('Calf');
  await expect(form.message('cattle-type')).toContainText('9 months · Weaning/Yearling (8-15 months)');
  await expect(form.message('cattle-type')).toContainText('Ready to become a Heifer or Steer');

  for (const [type, shown] of [['Cow', false], ['Steer', true], ['Heifer', false], ['Bull', true], ['Calf', false]] as const) {
    await form.type.selectOption(type);
    await expect(form.currentWeight, `Current Weight for ${type}`).toBeVisible({ visible: shown });
  }
  // A calf gets its birth weight and, on Records, how to link it to its parents.
  await expect(form.birthWeight).toBeVisible();
  await expect(form.tab('Calving')).toBeHidden();

  await form.tab('Records').click();
  await expect(form.dialog.getByText('Linking a calf to its parents')).toBeVisible();
  const saleLabels = ['Sale Price', 'Buyer Name/Company', 'Buyer Contact', 'Sale Location', 'Sale Date'];
  for (const label of saleLabels) await expect(form.dialog.getByLabel(label)).toHaveCount(0);
  await form.disposition.selectOption('sold');
  for (const label of saleLabels) await expect(form.dialog.getByLabel(label)).toBeVisible();
  await form.disposition.selectOption('deceased');
  await expect(form.salePrice).toHaveCount(0);
  // The status follows a sale or a death as the herd book saves it; clearing it guesses nothing back.
  await form.tab('Basic Info').click();
  await expect(form.status).toHaveValue('deceased');
  await form.tab('Records').click();
  await form.disposition.selectOption('');
  await expect(form.dialog.getByLabel('Buyer Name/Company')).toHaveCount(0);
  await form.tab('Basic Info').click();
  await expect(form.status).toHaveValue('deceased');
});

test('edit an animal (Update Cattle) and delete it after the confirmation', async ({ page }) => {
  const token = await openNewFarmCattle(page);
  await addAnimalViaApi(page, token, { tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Pasture', salePrice: 125000 });
  const screen = new CattleScreen(page);
  await page.reload();
  await screen.expectLoaded();
  const form = await CattleFormDialog.openEdit(screen, 'Bessie');
  await expect(form.identifier).toHaveValue('101 Bessie');
  await expect(form.type).toHaveValue('Cow');
  await form.status.selectOption('pregnant');
  await form.tab('Records').click();
  await form.dam.fill('none');
  await form.notes.fill('Calm, easy calver');
  await expect(form.submitButton()).toHaveText('Update Cattle');
  await form.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toBeVisible();
  await expect(form.dialog).toBeHidden();

  const edited = (await herdOf(page, token)).find((animal) => animal.tag === '101');
  // Only what changed is sent: the stored sale price survives a form that hides it.
  expect(edited).toMatchObject({ name: 'Bessie', status: 'pregnant', notes: 'Calm, easy calver', cowTag: null, salePrice: 125000 });

  await screen.card('Bessie').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(screen.deleteDialog).toBeVisible();
  await expect(screen.deleteDialog).toContainText('This action cannot be undone.');
  await screen.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen.deleteDialog).toBeHidden();
  expect(await herdOf(page, token)).toHaveLength(1);

  await screen.card('Bessie').getByRole('button', { name: 'Delete', exact: true }).click();
  await screen.deleteDialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(toast(page, 'Cattle deleted')).toContainText('The cattle record has been permanently deleted.');
  await expect(screen.deleteDialog).toBeHidden();
  await expect(screen.card('Bessie')).toBeHidden();
  expect(await herdOf(page, token)).toHaveLength(0);
});

test('an edit of an animal changed meanwhile on another device keeps both changes: only the fields this form changed are sent, with what it opened', async ({ page }) => {
  const token = await openNewFarmCattle(page);
  const bessie = await addAnimalViaApi(page, token, { tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Pasture' });
  const screen = new CattleScreen(page);
  await page.reload();
  await screen.expectLoaded();
  await expectReadyOffline(page);
  const form = await CattleFormDialog.openEdit(screen, 'Bessie');

  // Another hand, on another phone, saves a note on Bessie while this form is open.
  const meanwhile = await page.request.patch(`/api/cattle/${bessie.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { notes: 'Limping, left hind' } });
  expect(meanwhile.status()).toBe(200);

  await form.status.selectOption('pregnant');
  await form.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toBeVisible();
  await screenshot(page, 'cattle-edit-changed-meanwhile');
  // Neither change is lost: the form sent its status, not the note it had opened without.
  await expect.poll(async () => (await herdOf(page, token)).find((animal) => animal.id === bessie.id)).toMatchObject({ status: 'pregnant', notes: 'Limping, left hind' });

  // Reopened after the phone has pulled, the form holds the other hand's note too.
  await expect(form.dialog).toBeHidden();
  await CattleFormDialog.openEdit(screen, 'Bessie');
  await form.tab('Records').click();
  await expect(form.notes).toHaveValue('Limping, left hind');
});

test.describe('with the dialogs\' transitions', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('Edit tapped again while the last edit\'s dialog is still closing opens the saved animal, and its change is saved', async ({ page }) => {
    const token = await openNewFarmCattle(page);
    await addAnimalViaApi(page, token, { tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Pasture' });
    const screen = new CattleScreen(page);
    await page.reload();
    await screen.expectLoaded();
    const form = new CattleFormDialog(page, 'Edit Cattle');
    for (const pasture of ['South Pasture', 'North Pasture']) {
      await screen.card('Bessie').getByRole('button', { name: 'Edit', exact: true }).click();
      await form.expectOpen();
      await form.pasture.fill(pasture);
      await form.submitButton().click();
      // The card shows the move while the dialog is still fading out: a quick hand taps Edit now.
      await expect(screen.card('Bessie')).toContainText(pasture);
    }
    await expect(form.dialog).toBeHidden();
    await expect.poll(async () => (await herdOf(page, token)).find((animal) => animal.tag === '101')?.pasture).toBe('North Pasture');
  });
});

test('calf history: calves by year, and a new calf prefilled from the cow', { tag: '@any-screen' }, async ({ page }) => {
  const token = await openNewFarmCattle(page);
  const cow = { tag: '101', name: 'Bessie', type: 'Cow', breed: 'Angus', pasture: 'North Pasture', birthDate: '2019-04-02' };
  await addAnimalViaApi(page, token, { ...cow, status: 'pregnant', breedingSire: 'Bar R Sure Fire', breedingDate: '2025-06-01', breedingMethod: 'natural_bull' });
  await addAnimalViaApi(page, token, { tag: '88', type: 'Heifer', pasture: 'Heifer Lot', birthDate: '2024-03-10', cowTag: '101', birthWeight: 78 });
  const screen = new CattleScreen(page);
  await page.reload();
  await screen.expectLoaded();
  await screen.card('Bessie').getByRole('button', { name: 'Calves', exact: true }).click();
  const history = new CalfHistoryDialog(page, '101 Bessie');
  await expect(history.dialog).toBeVisible();
  await expect(history.fact('Total calves')).toHaveText('1');
  await expect(history.fact('Pasture')).toHaveText('North Pasture');
  await expect(history.yearTab(2024)).toBeVisible();
  await expect(history.cards.first()).toContainText('78 lbs');

  await history.addCalf.click();
  const form = new CattleFormDialog(page, 'Add New Calf');
  await form.expectOpen();
  await expect(history.dialog).toBeHidden();
  await expect(form.type).toHaveValue('Calf');
  await expect(form.pasture).toHaveValue('North Pasture');
  await expect(form.status).toHaveValue('active');
  const today = await browserDay(page);
  await expect(form.birthDate).toHaveValue(today);
  await form.identifier.fill('102');
  await form.birthWeight.fill('80');
  await form.tab('Records').click();
  await expect(form.dam).toHaveValue('101');
  await expect(form.sire).toHaveValue('Bar R Sure Fire');
  await form.submitButton().click();
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();

  const calf = (await herdOf(page, token)).find((animal) => animal.tag === '102');
  expect(calf).toMatchObject({ type: 'Calf', cowTag: '101', sireTag: 'Bar R Sure Fire', birthDate: today, birthWeight: 80, pasture: 'North Pasture' });

  await screen.card('Bessie').getByRole('button', { name: 'Calves', exact: true }).click();
  await expect(history.fact('Total calves')).toHaveText('2');
  await expect(history.yearTab(Number(today.slice(0, 4)))).toHaveAttribute('aria-selected', 'true');
});

test('screenshots: the cattle dialog tabs and a calf history with the demo herd', async ({ page }) => {
  await openCattleAs(page, DEMO);
  const screen = new CattleScreen(page);
  await screen.expectLoaded();
  // Trixie: a pregnant cow of the demo herd, bred by AI, with calves in two years.
  await screen.search.fill('Trixie');
  // The best match leads once the search has run: clicking before that can land on a card as it moves.
  await expect(screen.cards.first()).toHaveAccessibleName(/^Trixie,/);
  const form = await CattleFormDialog.openEdit(screen, 'Trixie');
  await screenshot(page, 'cattle-dialog-basic');
  await form.tab('Breeding').click();
  await expect(form.dialog.getByText('Expected calving date')).toBeVisible();
  await screenshot(page, 'cattle-dialog-breeding');
  await form.tab('Records').click();
  // Sold opens the sale's fields: the fullest this tab gets. Nothing is saved.
  await form.disposition.selectOption('sold');
  await expect(form.salePrice).toBeVisible();
  await screenshot(page, 'cattle-dialog-records');
  await form.cancel.click();
  await expect(form.dialog).toBeHidden();

  await screen.card('Trixie').getByRole('button', { name: 'Calves', exact: true }).click();
  const history = new CalfHistoryDialog(page, /.*Trixie$/);
  await expect(history.cards.first()).toBeVisible();
  await screenshot(page, 'calf-history');
});
