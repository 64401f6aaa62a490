import { DEMO_ACCOUNT } from '../../core/demo/account';
import { PRIVACY_MESSAGES } from '../api/privacy-mode';
import { SCREENS } from '../screens';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { DashboardScreen } from './support/dashboard-page';
import { visit } from './support/navigate';
import { Shell } from './support/shell';
import { expect, test } from './support/test';

// Privacy mode with a real farm signed in: every screen shows the demo farm, nothing of the real
// one (its name included) is on any screen, and no request for its data leaves the browser.
const SECRET = { pasture: 'Hidden Hollow', animals: ['Marigold Secret', 'Thunder Secret'] };

test('privacy mode: every screen shows the demo farm, nothing of the real one, and asks the server for none of its data', async ({ page }) => {
  test.setTimeout(120_000);
  const farm = newFarm('Secret');
  const token = await signUpViaApi(page.request, farm);
  await page.request.post('/api/pastures', { headers: { Authorization: `Bearer ${token}` }, data: { name: SECRET.pasture, capacity: 10 } });
  for (const [i, name] of SECRET.animals.entries()) {
    await addAnimalViaApi(page, token, { tag: String(9001 + i), name, type: 'Cow', pasture: SECRET.pasture, birthDate: '2019-03-01', status: 'pregnant' });
  }

  // Every call the app makes, from here on: only the session may reach the server.
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });

  await openSignedIn(page, { path: '/?privacy=true', signedUp: { farm, token } });
  const shell = new Shell(page);
  await shell.expectSignedInAs(DEMO_ACCOUNT.farmName);
  const dashboard = new DashboardScreen(page);
  expect(await dashboard.statValue('Total Cattle')).toBeGreaterThan(90);

  for (const screen of SCREENS) {
    await visit(page, screen.path, screen.path === '/' ? 'Farm Hand Dashboard' : screen.title);
    await expect(page.getByText('Privacy Mode Active: personal data is hidden and demo data is shown')).toBeVisible();
    await shell.expectSignedInAs(DEMO_ACCOUNT.farmName);
    await expect(page.getByRole('main')).not.toBeEmpty();
    const text = await page.locator('body').innerText();
    for (const secret of [farm.farmName, farm.email, SECRET.pasture, ...SECRET.animals]) {
      expect(text, `${screen.path} shows "${secret}"`).not.toContain(secret);
    }
    await expectAccessible(page);
  }

  // The demo herd is what the cattle list shows, and a save is refused before it is sent.
  await visit(page, '/cattle', 'Cattle');
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  expect(await cattle.chipCount('All')).toBeGreaterThan(50);
  const form = await CattleFormDialog.openAdd(cattle);
  await form.identifier.fill('77 Not Saved');
  await form.type.selectOption('Cow');
  await form.pasture.selectOption({ index: 1 });
  await form.submitButton().click();
  await expect(toast(page, 'Error').filter({ hasText: PRIVACY_MESSAGES.writeRefused })).toBeVisible();

  expect(calls.filter((path) => path !== '/api/trpc/auth.me')).toEqual([]);
  expect(calls.length).toBeGreaterThan(0);
});
