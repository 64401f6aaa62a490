import ExcelJS from 'exceljs';
import { holdUntilReleased } from './support/hold';
import { withoutFarmCopy } from './support/phone-replica';
import { createCattleSearch, normaliseType, todayISO } from '../../core/domain';
import { PRIVACY_MESSAGES } from '../api/privacy-mode';
import { cardName, cardTitle } from '../ui/animal-display';
import { CHIPS, chipCounts, matchesYear } from '../features/cattle/list/herd-filters';
import { openSignedIn } from './support/accounts';
import { CattleScreen, openDemoHerd, swipeLeft } from './support/cattle-page';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';

// The cattle list (docs/herd-book.md). The demo ranch (about 120 head) is read, never changed, so
// these tests can share it; the numbers on screen are checked against the API's answer and the
// list's own pure rules.

test.describe('cattle list (/cattle)', () => {
  test('the demo herd shows with its head count and chip counts; calves under 12 months stay hidden', async ({ page }) => {
    const { cattle, herd, listed, today } = await openDemoHerd(page);
    const counts = chipCounts(listed, today);
    expect(listed.length).toBeLessThan(herd.length);
    await expect(cattle.subtitle).toHaveText(`${listed.length} animals · All years`);
    await expect(cattle.recordCount).toHaveText(`${listed.length} records`);
    for (const chip of CHIPS) expect(await cattle.chipCount(chip.label), chip.label).toBe(counts[chip.id]);
    await expect(cattle.cards.first()).toHaveAttribute('aria-label', cardName(listed[0] ?? {}));
  });

  test('search finds animals by name, tag, breed and pasture', async ({ page }) => {
    const { cattle, listed } = await openDemoHerd(page);
    const index = createCattleSearch(listed);
    const named = listed.find((a) => a.name && a.name.length > 4);
    const tagged = listed.find((a) => a.tag && a.tag.length === 3);
    expect(named && tagged).toBeTruthy();
    const queries = [named?.name ?? '', tagged?.tag ?? '', 'Hereford', listed[0]?.pasture ?? ''];
    for (const query of queries) {
      const expected = index.filter(query);
      expect(expected.length, query).toBeGreaterThan(0);
      await cattle.searchFor(query, expected.length);
      await expect(cattle.cards.first()).toHaveAttribute('aria-label', cardName(expected[0] ?? {}));
    }
    await cattle.searchFor(named?.name ?? '', index.filter(named?.name ?? '').length);
    await expect(cattle.card(cardTitle(named ?? {})).first()).toBeVisible();
    // One way to clear the box: ours. Browsers draw a second clear button inside a type=search input.
    await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(1);
    await expect(cattle.search).not.toHaveAttribute('type', 'search');
    await expect(cattle.search).toHaveAttribute('enterkeyhint', 'search');

    await cattle.search.fill('zzqxv');
    await expect(page.getByText('No cattle found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add First Animal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(cattle.recordCount).toHaveText(`${listed.length} records`);
  });

  test('chips and the year selector filter the list', async ({ page }) => {
    const { cattle, listed, today } = await openDemoHerd(page);
    const counts = chipCounts(listed, today);

    await cattle.chip('Bulls').click();
    await expect(cattle.chip('Bulls')).toHaveAttribute('aria-pressed', 'true');
    await expect(cattle.recordCount).toHaveText(`${counts.bulls} of ${listed.length} records`);
    await expect(cattle.cards.first().locator('.fh-type-tag')).toHaveText('Bull');
    await cattle.chip('Pregnant').click();
    await expect(cattle.recordCount).toHaveText(`${counts.pregnant} of ${listed.length} records`);
    await expect(cattle.cards.first().getByText('Pregnant', { exact: true })).toBeVisible();
    await cattle.chip('All').click();

    const year = Number(today.slice(0, 4));
    const birthYear = year - 4;
    const inYear = listed.filter((animal) => matchesYear(animal, birthYear, today));
    await cattle.year.selectOption(String(birthYear));
    await expect(cattle.subtitle).toHaveText(`${inYear.length} animals · ${birthYear}`);
    expect(await cattle.chipCount('All')).toBe(inYear.length);
    await expect(cattle.year.locator('option', { hasText: `${year} (Current)` })).toHaveCount(1);

    await cattle.previousYear.click();
    await expect(cattle.year).toHaveValue(String(birthYear - 1));
    await cattle.year.selectOption('2020');
    await expect(cattle.previousYear).toBeDisabled();
    await expect(cattle.nextYear).toBeEnabled();
    await cattle.year.selectOption(String(year + 2));
    await expect(cattle.nextYear).toBeDisabled();
    const options = await cattle.year.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(options[1]).toBe(String(year + 2));
    expect(options.at(-1)).toBe('2020');
  });

  test('a new farm sees 5 loading rows, then "No cattle found"; Add First Animal opens the add form', { tag: '@any-screen' }, async ({ page }) => {
    // Without the farm's copy the list comes from the server, held back to show the loading rows.
    await withoutFarmCopy(page);
    const release = await holdUntilReleased(page, 'cattle.list');
    await openSignedIn(page, { path: '/cattle' });
    const cattle = new CattleScreen(page);
    await expect(page.locator('.fh-cattle-skeleton-row')).toHaveCount(5);
    release();
    await cattle.expectLoaded();
    await expect(page.getByText('No cattle found')).toBeVisible();
    await expect(cattle.subtitle).toHaveText('0 animals · All years');
    await page.getByRole('button', { name: 'Add First Animal' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Cattle' })).toBeVisible();
  });

  test('cards or table, kept as the device default view', async ({ page }) => {
    const { cattle, listed } = await openDemoHerd(page);
    await expect(cattle.view('Cards')).toBeChecked();
    await cattle.view('Table').click();
    const headers = cattle.table.getByRole('columnheader');
    await expect(headers).toHaveText(['Identifier', 'Type', 'Breed', 'Pasture', 'Status', 'Age', 'Weight', 'Lineage', 'Actions']);
    await expect(cattle.table.getByRole('rowheader').first()).toContainText(listed[0]?.tag ?? '');
    await page.reload();
    await cattle.expectLoaded();
    await expect(cattle.view('Table')).toBeChecked();
    await expect(cattle.table).toBeVisible();
    const saved = await page.evaluate(() => localStorage.getItem('deviceSettings'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ defaultView: 'table' });
    await cattle.view('Cards').click();
    await expect(cattle.cards.first()).toBeVisible();
  });

  test('export downloads farm_hand_cattle_YYYY-MM-DD.xlsx with sheets Cows, Bulls, Calves and Steers', async ({ page }) => {
    const { cattle, herd } = await openDemoHerd(page);
    const download = page.waitForEvent('download');
    // Fetched from its REST path, streamed, never built through the tRPC endpoint.
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cattle/export');
    await cattle.exportButton.click();
    expect((await fetched).status()).toBe(200);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`farm_hand_cattle_${todayISO()}.xlsx`);
    await expect(page.locator('.bp6-toast').filter({ hasText: 'Export successful!' })).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(await file.createReadStream());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Cows', 'Bulls', 'Calves', 'Steers', 'Treatments', 'Weights']);
    const ofType = (...types: string[]) => herd.filter((a) => types.includes(normaliseType(a.type) ?? '')).length;
    const expected = { Cows: ofType('Cow', 'Heifer'), Bulls: ofType('Bull'), Calves: ofType('Calf'), Steers: ofType('Steer') };
    for (const [name, count] of Object.entries(expected)) {
      expect(workbook.getWorksheet(name)?.actualRowCount, name).toBe(count + 1);
    }
  });

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    // Swiping is a touch-screen gesture: the desktop project leaves @touch tests out (playwright.config.ts).
    test('swipe left on a card past 100 px asks to delete; a short swipe springs back', { tag: '@touch' }, async ({ page }) => {
      const { cattle } = await openDemoHerd(page);
      const card = cattle.cards.first();
      await swipeLeft(page, card, 60, async () => {
        await expect(page.getByText('Keep swiping to delete')).toBeVisible();
      });
      await expect(cattle.deleteDialog).toBeHidden();
      await expect(page.locator('.fh-swipe-behind')).toHaveCount(0);

      await swipeLeft(page, card, 130, async () => {
        await expect(page.getByText('Release to delete')).toBeVisible();
        await screenshot(page, 'cattle-swipe');
      });
      await expect(cattle.deleteDialog).toBeVisible();
      await expect(cattle.deleteDialog.getByRole('button', { name: 'Delete Permanently' })).toBeVisible();
      await cattle.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(cattle.deleteDialog).toBeHidden();
    });
  });

  test('privacy mode shows the demo herd and asks the server for nothing of the farm', { tag: '@any-screen' }, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(trpc\/)?(cattle|exports)/.test(request.url())) asked.push(request.url());
    });
    await openSignedIn(page, { path: '/cattle?privacy=true' });
    const cattle = new CattleScreen(page);
    await cattle.expectLoaded();
    await expect(cattle.cards.first()).toBeVisible();
    expect(await cattle.chipCount('All')).toBeGreaterThan(50);
    await cattle.exportButton.click();
    await expect(page.locator('.bp6-toast').filter({ hasText: 'Export failed' })).toContainText(PRIVACY_MESSAGES.exportRefused);
    await cattle.cards.first().getByRole('button', { name: 'Calves' }).click();
    await expect(page.getByRole('dialog', { name: /^Calf History/ })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('screenshots: the demo herd as cards and as a table', async ({ page }, info) => {
    const { cattle } = await openDemoHerd(page);
    await expect(cattle.cards.first()).toBeVisible();
    await screenshot(page, 'cattle-cards');
    await cattle.view('Table').click();
    await expect(cattle.table).toBeVisible();
    await screenshot(page, 'cattle-table');
    await cattle.view('Cards').click();
    // The narrowest phone the app promises to serve.
    if (info.project.name === 'phone') {
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(cattle.cards.first()).toBeVisible();
      await screenshot(page, 'cattle-360');
    }
  });
});
