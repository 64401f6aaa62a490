import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newFarm, openSignedIn, signUpViaApi, type TestFarm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { expectReadyOffline, syncNotice } from './support/phone-replica';
import { screenshot } from './support/screenshots';
import { addStrawStock } from './support/semen-stock';
import { expectTheme, useTheme } from './support/theme';

// What two phones did offline to the same record, settled by a person on the Conflicts screen.

interface Phone {
  page: Page;
  cattle: CattleScreen;
}

/** A phone signed in to the farm, with its copy pulled whole. */
async function phone(browser: Browser, signedUp: { farm: TestFarm; token: string }): Promise<Phone> {
  const page = await browser.newPage();
  await openSignedIn(page, { path: '/cattle', signedUp });
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  await expectReadyOffline(page);
  return { page, cattle };
}

async function setWeight({ page, cattle }: Phone, name: string, weight: string) {
  const edit = await CattleFormDialog.openEdit(cattle, name);
  await edit.currentWeight.fill(weight);
  await edit.submitButton().click();
  // The toast of the save before may still be showing: either one reads the same.
  await expect(toast(page, 'Cattle record updated successfully').first()).toBeVisible();
  await expect(edit.dialog).toBeHidden();
}


async function farmWithHerd(page: Page) {
  const farm = newFarm('Clash');
  const token = await signUpViaApi(page.request, farm);
  // Steers: their form shows Current Weight.
  const buck = await addAnimalViaApi(page, token, { tag: '201', name: 'Buck', type: 'Steer', pasture: 'North' });
  const duke = await addAnimalViaApi(page, token, { tag: '202', name: 'Duke', type: 'Steer', pasture: 'North' });
  return { signedUp: { farm, token }, buck, duke };
}

test('two phones change one field offline: exactly one card; Use mine puts it on the server and the card goes; an edit of a record deleted elsewhere offers Restore', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { signedUp, buck, duke } = await farmWithHerd(page);
  const auth = { Authorization: `Bearer ${signedUp.token}` };
  const first = await phone(browser, signedUp);
  const second = await phone(browser, signedUp);

  for (const { page: each } of [first, second]) await each.context().setOffline(true);
  await setWeight(first, 'Buck', '1100');
  await setWeight(second, 'Buck', '1250');
  await setWeight(second, 'Duke', '980');
  // Meanwhile the office deletes Duke.
  expect((await page.request.delete(`/api/cattle/${duke.id}`, { headers: auth })).ok()).toBe(true);

  await first.page.context().setOffline(false);
  await expect(syncNotice(first.page)).toBeHidden({ timeout: 40_000 });
  await second.page.context().setOffline(false);
  await expect(syncNotice(second.page)).toBeHidden({ timeout: 40_000 });

  // The second phone's change of the same field waits for a person; the first phone's stands.
  const badge = second.page.getByRole('link', { name: 'Conflicts: 2' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(second.page.getByRole('heading', { level: 1, name: 'Conflicts' })).toBeVisible();
  const field = second.page.getByRole('article', { name: 'Animal 201 Buck' });
  await expect(field).toHaveCount(1);
  await expect(field).toContainText('Weight was changed on this phone and on another device.');
  await expect(field).toContainText('Theirs1,100');
  await expect(field).toContainText('Mine1,250');
  const deleted = second.page.getByRole('article', { name: 'Animal 202 Duke' });
  await expect(deleted).toContainText('This record was deleted on another device after this phone changed it.');
  await expect(deleted.getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(deleted.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expectAccessible(second.page, 'the Conflicts screen');

  await field.getByRole('button', { name: 'Use mine' }).click();
  await expect(field).toBeHidden();
  const herd = (await (await page.request.get('/api/cattle', { headers: auth })).json()) as { id: string; weight: number | null }[];
  expect(herd.find((animal) => animal.id === buck.id)?.weight).toBe(1250);

  await deleted.getByRole('button', { name: 'Restore' }).click();
  await expect(deleted).toBeHidden();
  await expect(second.page.getByRole('heading', { name: 'No conflicts' })).toBeVisible();
  await expect(second.page.getByRole('link', { name: /^Conflicts:/ })).toBeHidden();
  const restored = (await (await page.request.get('/api/cattle', { headers: auth })).json()) as { id: string; weight: number | null }[];
  expect(restored.find((animal) => animal.id === duke.id)?.weight).toBe(980);

  await first.page.close();
  await second.page.close();
});

for (const dark of [false, true]) {
  test(`every kind of card on the Conflicts screen (${dark ? 'dark' : 'light'})`, async ({ page }) => {
    test.setTimeout(60_000);
    await useTheme(page, dark);
    const { signedUp, buck, duke } = await farmWithHerd(page);
    addStrawStock(signedUp.farm, 'Tank A', [{ bull: 'Angus Max', straws: 1 }]);
    const auth = { Authorization: `Bearer ${signedUp.token}` };
    await page.request.delete(`/api/cattle/${duke.id}`, { headers: auth });
    await page.request.patch(`/api/cattle/${buck.id}`, { headers: auth, data: { weight: 1100 } });
    await page.request.post('/api/cattle', { headers: auth, data: { id: crypto.randomUUID(), tag: '203', type: 'Cow', pasture: 'North' } });
    const op = (procedure: string, input: object, base?: object) => ({ opId: crypto.randomUUID(), procedure, input, ...(base ? { base } : {}) });
    const pushed = await page.request.post('/api/sync/push', {
      headers: auth,
      data: {
        deviceId: crypto.randomUUID(),
        ops: [
          op('cattle.update', { id: buck.id, weight: 1250 }, { weight: null }),
          op('cattle.update', { id: duke.id, weight: 980 }, { weight: null }),
          op('cattle.create', { id: crypto.randomUUID(), tag: '203', name: 'Clover', type: 'Heifer', pasture: 'North' }),
          op('activities.create', { id: crypto.randomUUID(), type: 'breeding', cattleTag: '201', date: '2026-11-20', pasture: 'North', breedingMethod: 'artificial_insemination', breedingSire: 'Angus Max|Tank A', strawsUsed: 3 }),
        ],
      },
    });
    expect(pushed.ok()).toBe(true);

    await openSignedIn(page, { path: '/conflicts', signedUp });
    await expectTheme(page, dark);
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('article', { name: 'Straw lot Angus Max in Tank A' })).toContainText('A breeding used 3 straws, but only 1 was left: 2 short.');
    await expect(page.getByRole('article', { name: 'Straw lot Angus Max in Tank A' }).getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Animal 203 Clover' })).toContainText('Tag 203 is already used by another record.');
    await expectAccessible(page, `the Conflicts screen, every card (${dark ? 'dark' : 'light'})`);
    await screenshot(page, `conflicts-every-card-${dark ? 'dark' : 'light'}`, { fullPage: true });
  });
}
