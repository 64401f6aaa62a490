import { expect, type Locator, type Page } from '@playwright/test';
import type { ActivityInput } from '../../../core/schemas/activities';

export type BreedingTabName = 'Overview' | 'Heat Cycle' | 'Breeding' | 'Pregnant' | 'Recheck Due' | 'Open Cows' | 'Activities';
export type CounterName = 'Active Cows' | 'Pregnant' | 'Recently Bred' | 'Repeat Breeders';

/** Breeding Management (/breeding-management): search and filters, the tabs, their cards. */
export class BreedingScreen {
  readonly heading: Locator;
  readonly search: Locator;
  readonly logActivity: Locator;
  readonly pregnancyCheck: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Breeding Management' });
    this.search = page.getByRole('searchbox', { name: 'Search cattle' });
    this.logActivity = page.getByRole('button', { name: 'Log Activity' });
    this.pregnancyCheck = page.locator('.fh-page-header').getByRole('button', { name: 'Pregnancy Check' });
  }

  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.counter('Active Cows')).toBeVisible();
  }

  tab(name: BreedingTabName): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  async openTab(name: BreedingTabName) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  counter(name: CounterName): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The number on a counter. */
  async counterValue(name: CounterName): Promise<number> {
    return Number((await this.counter(name).locator('.fh-board-counter-value').innerText()).replace(/[^\d]/g, ''));
  }

  /** An animal's card on the open tab, by the title it shows ("#101 Bessie"). */
  card(title: string): Locator {
    return this.panel().getByRole('article').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The empty state's heading on the open tab (or in the Overview's recent activities). */
  empty(title: string): Locator {
    return this.panel().getByRole('heading', { name: title, exact: true });
  }
}

/** "Record Breeding" / "Edit Breeding": the fields by label and the two buttons. */
export class BreedingDialog {
  readonly dialog: Locator;
  readonly date: Locator;
  readonly method: Locator;
  readonly sire: Locator;
  readonly status: Locator;
  readonly expectedCalving: Locator;
  readonly save: Locator;

  constructor(readonly page: Page, title: 'Record Breeding' | 'Edit Breeding') {
    this.dialog = page.getByRole('dialog', { name: title });
    this.date = this.dialog.getByLabel('Breeding Date');
    this.method = this.dialog.getByRole('combobox', { name: 'Breeding Method' });
    this.sire = this.dialog.getByLabel('Breeding Sire');
    this.status = this.dialog.getByRole('combobox', { name: 'Status' });
    this.expectedCalving = this.dialog.getByLabel(/^Expected Calving Date/);
    this.save = this.dialog.locator('button[type="submit"]');
  }

  /** "Straws Used" or "Embryos Used", shown for AI and ET only. */
  straws(label: 'Straws Used' | 'Embryos Used'): Locator {
    return this.dialog.getByLabel(label);
  }

  /** A field's message (error or hint) under it, by the input's id. */
  message(id: string): Locator {
    return this.dialog.locator(`#${id}-message`);
  }
}

/** "Pregnancy Check": its fields by label, the result's three choices, what saving will do, and Save. */
export class PregnancyCheckDialog {
  readonly dialog: Locator;
  readonly animal: Locator;
  readonly date: Locator;
  readonly result: Locator;
  readonly method: Locator;
  readonly daysPregnant: Locator;
  readonly outcome: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Pregnancy Check' });
    this.animal = this.dialog.getByRole('combobox', { name: 'Animal' });
    this.date = this.dialog.getByLabel('Check Date');
    this.result = this.dialog.getByRole('radiogroup', { name: 'Result' });
    this.method = this.dialog.getByRole('combobox', { name: /^Method/ });
    this.daysPregnant = this.dialog.getByLabel(/^Days Pregnant/);
    this.outcome = this.dialog.locator('.fh-check-outcome');
    this.save = this.dialog.getByRole('button', { name: 'Save Check' });
  }

  choice(result: 'Pregnant' | 'Open' | 'Recheck'): Locator {
    return this.result.getByRole('radio', { name: result });
  }
}

/** Records a pregnancy check through the REST API (one dated weeks back, say). */
export async function checkViaApi(page: Page, token: string, check: { cattleId: string; date: string; result: string; method?: string }): Promise<void> {
  const response = await page.request.post('/api/pregnancy-checks', { headers: { Authorization: `Bearer ${token}` }, data: check });
  if (!response.ok()) throw new Error(`pregnancy check failed: ${response.status()} ${await response.text()}`);
}

/** Logs an activity through the REST API (a heat after a breeding returns the cow to heat). */
export async function logActivityViaApi(page: Page, token: string, activity: Partial<ActivityInput>): Promise<void> {
  const response = await page.request.post('/api/activities', { headers: { Authorization: `Bearer ${token}` }, data: activity });
  if (!response.ok()) throw new Error(`log activity failed: ${response.status()} ${await response.text()}`);
}
