import { expect, test } from './support/test';
import { addAnimalViaApi, browserDay, CattleFormDialog, openNewFarmCattle, toast } from './support/cattle-dialogs';
import { CattleScreen, herdOf, swipeLeft } from './support/cattle-page';

// Issue 3's acceptance as one rancher's morning: add "101 Bessie" through the dialog, edit her,
// find her by search, by chip and by year, then delete her — by swiping on the phone, with the
// Delete button on the desktop.
test('the herd book: add, edit, find and delete an animal', async ({ page }, info) => {
  const token = await openNewFarmCattle(page);
  const screen = new CattleScreen(page);
  const birthDate = await browserDay(page, 3 * 365);
  const birthYear = birthDate.slice(0, 4);
  await addAnimalViaApi(page, token, { tag: '102', name: 'Duke', type: 'Bull', pasture: 'Bull Trap', birthDate: '2020-04-10' });

  const form = await CattleFormDialog.openAdd(screen);
  await form.identifier.fill('101 Bessie');
  await form.type.selectOption('Cow');
  await form.pasture.fill('North Pasture');
  await form.birthDate.fill(birthDate);
  await form.submitButton().click();
  await expect(toast(page, 'Cattle record created successfully')).toBeVisible();
  await expect(screen.card('Bessie')).toBeVisible();

  const edit = await CattleFormDialog.openEdit(screen, 'Bessie');
  await expect(edit.identifier).toHaveValue('101 Bessie');
  await edit.status.selectOption('pregnant');
  await edit.submitButton().click();
  await expect(toast(page, 'Cattle record updated successfully')).toBeVisible();
  expect((await herdOf(page, token)).find((animal) => animal.tag === '101')).toMatchObject({ name: 'Bessie', status: 'pregnant' });

  await screen.searchFor('Bessie', 1);
  await expect(screen.card('Bessie')).toBeVisible();
  await screen.searchFor('', 2);

  await screen.chip('Pregnant').click();
  await expect(screen.card('Bessie')).toBeVisible();
  await expect(screen.card('Duke')).toBeHidden();
  await screen.chip('Bulls').click();
  await expect(screen.card('Duke')).toBeVisible();
  await expect(screen.card('Bessie')).toBeHidden();
  await screen.chip('All').click();

  await screen.year.selectOption(birthYear);
  await expect(screen.card('Bessie')).toBeVisible();
  await expect(screen.card('Duke')).toBeHidden();

  if (info.project.name === 'phone') {
    await swipeLeft(page, screen.card('Bessie'), 130);
  } else {
    await screen.card('Bessie').getByRole('button', { name: 'Delete', exact: true }).click();
  }
  await expect(screen.deleteDialog).toBeVisible();
  await screen.deleteDialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(toast(page, 'Cattle deleted')).toContainText('The cattle record has been permanently deleted.');
  await expect(screen.card('Bessie')).toBeHidden();
  expect((await herdOf(page, token)).map((animal) => animal.tag)).toEqual(['102']);
});
