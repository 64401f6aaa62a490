import { expect, type Page } from '@playwright/test';
import { openNewFarm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { screenshot } from './support/screenshots';
import { SettingsScreen } from './support/settings-page';
import { test } from './support/test';
import { expectTheme, useTheme } from './support/theme';

// Settings › Data › Import: a CSV picked through the browser's file chooser, its preview (counts and
// the bad row's problem), imported with that row left out, and the herd narrowed to what came in.
// The phone runs it in Dark Mode (a rancher at night), the desktop in light, so axe and the
// screenshots see the preview's table and the result in both themes. Then a big file on a slow
// connection, whose bar fills as it is sent.

/** Bessie is the farm's (moved to South Range), Maple and Juniper are new, Willow's birth date is no date. */
const HERD_CSV = [
  'Tag,Name,Type,Birth Date,Pasture',
  '101,Bessie,Cow,2021-04-01,South Range',
  '301,Maple,Cow,2020-03-15,South Range',
  '302,Juniper,Heifer,2022-05-10,South Range',
  '303,Willow,Cow,not a date,South Range',
].join('\n');

async function pickFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Pick a File' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('a CSV with a bad row: previewed with its problem, imported without it, and the herd shows what came in', async ({ page }, info) => {
  const dark = info.project.name === 'phone';
  await useTheme(page, dark);
  await openNewFarm(page, {
    label: 'Import',
    path: '/settings',
    setUp: async (token) => {
      await addAnimalViaApi(page, token, { tag: '101', name: 'Bessie', type: 'Cow', pasture: 'North Range', birthDate: '2021-04-01' });
      await addAnimalViaApi(page, token, { tag: '102', name: 'Clover', type: 'Cow', pasture: 'North Range', birthDate: '2021-04-01' });
    },
  });
  await expectTheme(page, dark);
  await new SettingsScreen(page).open('Data');
  const section = page.getByRole('region', { name: 'Import' });
  await expect(section).toBeVisible();

  await pickFile(page, 'herd.csv', HERD_CSV);
  await expect(section.getByText('herd.csv')).toBeVisible();
  await expect(section.getByText('4 rows: 2 to add, 1 to update, 0 unchanged')).toBeVisible();
  const problems = section.getByRole('region', { name: "The file's problems: 1 problem" });
  const problem = problems.getByRole('row').nth(1);
  await expect(problem.getByRole('cell')).toHaveText(['5', 'Birth Date', /valid date/]);
  const importButton = section.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  const whyNot = section.getByText('The file has 1 problem: fix it and pick the file again, or skip the rows with problems.');
  await expect(whyNot).toBeVisible();
  await whyNot.scrollIntoViewIfNeeded();
  await screenshot(page, 'import-preview');
  await expectAccessible(page, 'Settings › Data › Import, the preview');

  await new SettingsScreen(page).flip('Skip the rows with problems');
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(toast(page, 'Import complete')).toBeVisible();
  const result = section.getByText('2 added, 1 updated, 0 unchanged, 1 row left out.');
  await expect(result).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await screenshot(page, 'import-result');

  await section.getByRole('link', { name: 'See the imported cattle' }).click();
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  await expect(page).toHaveURL(/\/cattle\?imported=/);
  await expect(page.getByText('Only the animals the import added or changed.')).toBeVisible();
  await expect(cattle.recordCount).toHaveText('3 records');
  for (const name of ['Bessie', 'Maple', 'Juniper']) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Clover', { exact: true })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'import-herd');
  await expectAccessible(page, 'the herd narrowed to an import');

  await page.getByRole('button', { name: 'Show the whole herd' }).click();
  await expect(cattle.recordCount).toHaveText('4 records');
});

/** 2,000 cows, about 80 KB, every one with a birth date that is no date. */
const BIG_HERD_CSV = ['Tag,Name,Type,Birth Date,Pasture', ...Array.from({ length: 2000 }, (_, i) => `${5000 + i},Cow ${i},Cow,not a date,South Range`)].join('\n');

test('a big file on a slow connection: the bar fills as it is sent, then all its problems, drawn as they scroll into view @any-screen', async ({ page }) => {
  await openNewFarm(page, { label: 'Import', path: '/settings' });
  await new SettingsScreen(page).open('Data');
  const section = page.getByRole('region', { name: 'Import' });
  // A connection that sends 16 KB a second, as a phone on one bar does: the file takes seconds to go.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 16 * 1024 });

  await pickFile(page, 'big-herd.csv', BIG_HERD_CSV);
  const sending = section.getByRole('progressbar', { name: 'Sending the file' });
  await expect(sending).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(section.getByText(/^Sending the file: \d+% of \d+ KB$/)).toBeVisible();
  await screenshot(page, 'import-sending');
  await expect(section.getByText('2,000 rows: 0 to add, 0 to update, 0 unchanged')).toBeVisible({ timeout: 20_000 });
  await expect(sending).toHaveCount(0);

  const problems = section.getByRole('region', { name: "The file's problems: 2,000 problems" });
  await expect(problems.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
  expect(await problems.getByRole('row').count()).toBeLessThan(60);
  await problems.focus();
  await page.keyboard.press('End');
  await expect(problems.getByRole('row', { name: /^2001 Birth Date/ })).toBeVisible();
  await screenshot(page, 'import-many-problems');
});
