import { expect, type Locator, type Page } from '@playwright/test';
import type { CattleInput, CattleRecord } from '../../../core/schemas/cattle';
import { newFarm, signUpViaApi } from './accounts';
import { openCattleAs, type CattleScreen } from './cattle-page';

/** A new farm of its own, signed in on /cattle; answers the token for API checks. */
export async function openNewFarmCattle(page: Page): Promise<string> {
  const farm = newFarm('Dialogs');
  await signUpViaApi(page.request, farm);
  return openCattleAs(page, farm);
}

/** Adds an animal through the REST API: quicker than the form where the form is not under test. */
export async function addAnimalViaApi(page: Page, token: string, animal: Partial<CattleInput>): Promise<CattleRecord> {
  const response = await page.request.post('/api/cattle', { headers: { Authorization: `Bearer ${token}` }, data: animal });
  if (!response.ok()) throw new Error(`add animal failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as CattleRecord;
}

/** The browser's calendar day `daysAgo` days back, as a date input holds it ("2026-03-01"). */
export function browserDay(page: Page, daysAgo = 0): Promise<string> {
  return page.evaluate((back) => {
    const date = new Date();
    date.setDate(date.getDate() - back);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, daysAgo);
}

/**
 * Holds a tRPC call back a moment, so what the screen shows while it is on its way can be seen. A
 * record save reaches the server as the call itself until the phone has its farm's copy, and in a
 * sync push after: both are held.
 */
export async function holdBack(page: Page, procedure: string, ms = 400): Promise<void> {
  for (const held of [procedure, 'sync.push']) {
    await page.route(`**/api/trpc/${held}**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }
}

/** The toast with this title (one shows at a time, but the last one may still be leaving). */
export function toast(page: Page, title: string): Locator {
  return page.locator('.bp6-toast').filter({ hasText: title });
}

/** "Add New Cattle" (or "Add New Calf") / "Edit Cattle": its tabs, the fields by label, and the two buttons. */
export class CattleFormDialog {
  readonly dialog: Locator;
  readonly identifier: Locator;
  readonly type: Locator;
  readonly pasture: Locator;
  readonly status: Locator;
  readonly birthDate: Locator;
  readonly currentWeight: Locator;
  readonly birthWeight: Locator;
  readonly dam: Locator;
  readonly sire: Locator;
  readonly notes: Locator;
  readonly disposition: Locator;
  readonly salePrice: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: 'Add New Cattle' | 'Add New Calf' | 'Edit Cattle') {
    this.dialog = page.getByRole('dialog', { name: title });
    const field = (label: string) => this.dialog.getByLabel(label, { exact: false });
    this.identifier = field('Animal Identifier');
    this.type = this.dialog.getByRole('combobox', { name: 'Type', exact: true });
    this.pasture = this.dialog.locator('#cattle-pasture');
    this.status = this.dialog.getByRole('combobox', { name: 'Status', exact: true });
    this.birthDate = field('Birth Date');
    this.currentWeight = field('Current Weight');
    this.birthWeight = field('Birth Weight');
    this.dam = field('Mother (Dam)');
    this.sire = field('Father (Sire)');
    this.notes = field('Notes');
    this.disposition = this.dialog.getByRole('combobox', { name: 'Disposition' });
    this.salePrice = field('Sale Price');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  tab(name: 'Basic Info' | 'Breeding' | 'Records' | 'Calving'): Locator {
    return this.dialog.getByRole('tab', { name, exact: true });
  }

  /** "Add Cattle" or "Update Cattle"; it reads "Saving..." while the call is on its way. */
  submitButton(): Locator {
    return this.dialog.locator('button[type="submit"]');
  }

  /** A field's message (error or hint) under it, by the input's id. */
  message(id: string): Locator {
    return this.dialog.locator(`#${id}-message`);
  }

  async expectOpen() {
    await expect(this.dialog).toBeVisible();
    await expect(this.tab('Basic Info')).toBeVisible();
  }

  /** Opens "Edit Cattle" from the card of the animal with this name on /cattle. */
  static async openEdit(screen: CattleScreen, name: string): Promise<CattleFormDialog> {
    await screen.card(name).getByRole('button', { name: 'Edit', exact: true }).click();
    const form = new CattleFormDialog(screen.page, 'Edit Cattle');
    await form.expectOpen();
    return form;
  }

  /** Opens "Add New Cattle" from the /cattle header once the herd is drawn. */
  static async openAdd(screen: CattleScreen): Promise<CattleFormDialog> {
    await screen.expectLoaded();
    await screen.addButton.click();
    const form = new CattleFormDialog(screen.page, 'Add New Cattle');
    await form.expectOpen();
    return form;
  }
}

/** "Calf History: …": the cow's summary, the year tabs and the calf cards. */
export class CalfHistoryDialog {
  readonly dialog: Locator;
  readonly addCalf: Locator;
  readonly cards: Locator;

  /** `cow`: as the title names her, "#15" for a cow with only a tag, or a pattern. */
  constructor(readonly page: Page, cow: string | RegExp) {
    const name = typeof cow === 'string' ? `Calf History: ${cow}` : new RegExp(`^Calf History: ${cow.source}`);
    this.dialog = page.getByRole('dialog', { name });
    this.addCalf = this.dialog.getByRole('button', { name: 'Add New Calf' });
    this.cards = this.dialog.locator('.fh-calf-card');
  }

  /** The cow's summary value by its label ("Total calves"). */
  fact(label: string): Locator {
    return this.dialog.locator('.fh-cow-summary .fh-fact').filter({ has: this.page.locator('dt', { hasText: label }) }).locator('dd');
  }

  yearTab(year: number): Locator {
    return this.dialog.getByRole('tab', { name: new RegExp(`^${year}`) });
  }
}
