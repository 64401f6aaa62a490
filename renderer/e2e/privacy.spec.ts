import { DEMO_ACCOUNT } from '../../core/demo/account';
import { PRIVACY_MESSAGES } from '../api/privacy-mode';
import { SCREENS } from '../screens';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { DashboardScreen } from './support/dashboard-page';
import { visit } from './support/navigate';
import { screenshot } from './support/screenshots';
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

test('the privacy guide: copy the privacy address ("Copied!" for 2 seconds), or turn privacy mode on from it', async ({ page, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const farm = await openSignedIn(page, { path: '/privacy-guide' });
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Guide' })).toBeVisible();
  const address = `${baseURL}/?privacy=true`;
  await expect(page.getByLabel('Privacy address')).toHaveValue(address);

  const copy = page.getByRole('button', { name: 'Copy Privacy URL' });
  await copy.click();
  await expect(toast(page, 'Copied!')).toContainText('Privacy URL copied to clipboard');
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await screenshot(page, 'privacy-guide', { fullPage: true });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(copy).toBeVisible({ timeout: 4000 });

  await page.getByRole('button', { name: 'Enable Privacy Mode' }).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByText('Privacy Mode Active: personal data is hidden and demo data is shown')).toBeVisible();
  await new Shell(page).expectSignedInAs(DEMO_ACCOUNT.farmName);
  await expect(page.locator('body')).not.toContainText(farm.farmName);
});
