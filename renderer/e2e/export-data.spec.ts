import { openSignedIn, newFarm, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, toast } from './support/cattle-dialogs';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';

// Export Data: the herd as plain text, copied whole ("Copied!" for 3 seconds), previewed in its
// first 2000 characters, and shown whole for copying by hand when the clipboard refuses.

test('Copy All Data puts the whole herd on the clipboard; "Copied!" for 3 seconds; the preview stops at 2000 characters', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const farm = newFarm('Text');
  const token = await signUpViaApi(page.request, farm);
  for (let tag = 1; tag <= 40; tag += 1) {
    await addAnimalViaApi(page, token, { tag: String(tag), name: `Cow ${tag}`, type: 'Cow', breed: 'Angus', pasture: 'North', weight: 1100 + tag });
  }
  await openSignedIn(page, { path: '/export-data', signedUp: { farm, token } });
  const preview = page.getByLabel('Preview of the text');
  await expect(preview).toContainText(`${farm.farmName}: cattle records`);
  const shown = (await preview.textContent()) ?? '';
  expect(shown).toHaveLength(2000);
  await expect(page.getByText(/^Showing the first 2,000 of [\d,]+ characters\. Copy All Data copies everything\.$/)).toBeVisible();
  await screenshot(page, 'export-data');

  // The page's clock stands still from here, so the 3 seconds are the page's, not the machine's.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Copy All Data' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toast(page, 'Copied to clipboard!')).toContainText('All cattle data copied. Open Notes and paste.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(shown)).toBe(true);
  expect(copied).toContain('40 Cow 40\n  Type: Cow\n  Breed: Angus');
  await page.clock.runFor(2_900);
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(page.getByRole('button', { name: 'Copy All Data' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=data$/);
});

test('when the clipboard refuses, it says so and shows the whole text to copy by hand', { tag: '@any-screen' }, async ({ page }) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  const farm = newFarm('Refused');
  const token = await signUpViaApi(page.request, farm);
  await addAnimalViaApi(page, token, { tag: '7', name: 'Daisy', type: 'Cow', pasture: 'North' });
  await openSignedIn(page, { path: '/export-data', signedUp: { farm, token } });
  await page.getByRole('button', { name: 'Copy All Data' }).click();
  await expect(toast(page, 'Copy failed - Please manually select and copy the text below')).toBeVisible();
  const all = page.getByRole('textbox', { name: 'All cattle data' });
  await expect(all).toHaveValue(/7 Daisy\n {2}Type: Cow/);
  await expectAccessible(page, 'Export Data, the whole text to copy by hand');
});
