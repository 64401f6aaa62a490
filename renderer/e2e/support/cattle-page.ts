import { expect, type Locator, type Page } from '@playwright/test';
import { isShownInCattleList, todayISO } from '../../../core/domain';
import type { CattleRecord } from '../../../core/schemas/cattle';
import { DEMO, openAs } from './accounts';

/** Opens the cattle list (or `path`) signed in as these credentials; gives the token. */
export const openCattleAs = (page: Page, credentials: { email: string; password: string }, path = '/cattle') =>
  openAs(page, credentials, path);

/** The farm's animals as the API answers them, to check the screen's numbers against. */
export async function herdOf(page: Page, token: string): Promise<CattleRecord[]> {
  const response = await page.request.get('/api/cattle', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CattleRecord[];
}

/**
 * Opens /cattle as the demo ranch and gives the herd as the API answers it, and the part the list
 * shows (12 months and older, or undated) for the default "All years".
 */
export async function openDemoHerd(page: Page) {
  const token = await openCattleAs(page, DEMO);
  const herd = await herdOf(page, token);
  const today = todayISO();
  const cattle = new CattleScreen(page);
  await cattle.expectLoaded();
  return { cattle, herd, listed: herd.filter((animal) => isShownInCattleList(animal, today)), today };
}

/** The cattle database screen (/cattle): header, toolbar, cards or table, and its dialogs. */
export class CattleScreen {
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly search: Locator;
  readonly chips: Locator;
  readonly year: Locator;
  readonly previousYear: Locator;
  readonly nextYear: Locator;
  readonly recordCount: Locator;
  readonly cards: Locator;
  readonly table: Locator;
  readonly exportButton: Locator;
  readonly addButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Cattle' });
    this.subtitle = page.locator('.fh-page-subtitle');
    this.search = page.getByRole('searchbox', { name: 'Search cattle' });
    this.chips = page.getByRole('group', { name: 'Filter cattle' });
    this.year = page.getByRole('combobox', { name: 'Birth year' });
    this.previousYear = page.getByRole('button', { name: 'Previous year' });
    this.nextYear = page.getByRole('button', { name: 'Next year' });
    this.recordCount = page.locator('.fh-record-count');
    this.cards = page.locator('article.fh-record-card');
    this.table = page.getByRole('table');
    this.exportButton = page.getByRole('button', { name: /^Export/ });
    this.addButton = page.getByRole('button', { name: 'Add Cattle', exact: true });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Delete Cattle Record' });
  }

  chip(label: string): Locator {
    return this.chips.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
  }

  async chipCount(label: string): Promise<number> {
    return Number(await this.chip(label).locator('.fh-chip-count').innerText());
  }

  /** An animal's card, by the title it shows (its name, or "#" and its tag). */
  card(title: string): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  view(label: 'Cards' | 'Table'): Locator {
    return this.page.getByRole('radio', { name: label });
  }

  /** Waits for the herd to be drawn (cards or table), past the loading rows. */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading cattle')).toBeHidden();
  }

  /** Types into the search and waits out the debounce by watching the record count settle. */
  async searchFor(text: string, expectedCount: number) {
    await this.search.fill(text);
    await expect(this.recordCount).toHaveText(new RegExp(`^${expectedCount} (of \\d+ )?records?$`));
  }
}

/** Finger positions between the start and the end of a swipe. */
const STEPS = 8;

/**
 * A finger dragging `distance` px left across the element, through Chromium's touch input (real
 * touchstart/move/end events, as a phone sends them). `whileHeld` runs before the finger lifts.
 */
export async function swipeLeft(page: Page, target: Locator, distance: number, whileHeld?: () => Promise<void>) {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not on screen');
  const y = box.y + Math.min(box.height / 2, 40);
  const startX = box.x + box.width - 30;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', startX);
  for (let step = 1; step <= STEPS; step += 1) await touch('touchMove', startX - (distance * step) / STEPS);
  await whileHeld?.();
  await touch('touchEnd', startX - distance);
  await cdp.detach();
}
