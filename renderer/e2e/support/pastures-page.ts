import { expect, type Locator, type Page } from '@playwright/test';
import type { PastureRecord } from '../../../core/schemas/pastures';
import { cardButton, CardsScreen, opened, openedForm } from './open-dialog';

/** Adds a pasture through the REST API: quicker than the form where the form is not under test. */
export async function addPastureViaApi(page: Page, token: string, pasture: { name: string; description?: string; capacity?: number }): Promise<PastureRecord> {
  const response = await page.request.post('/api/pastures', { headers: { Authorization: `Bearer ${token}` }, data: pasture });
  if (!response.ok()) throw new Error(`add pasture failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as PastureRecord;
}

/** The farm's pastures as the API answers them. */
export async function pasturesOf(page: Page, token: string): Promise<PastureRecord[]> {
  const response = await page.request.get('/api/pastures', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as PastureRecord[];
}

/** "Add Pasture" / "Edit Pasture": the three fields, their messages and the two buttons. */
export class PastureFormDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly capacity: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: 'Add Pasture' | 'Edit Pasture') {
    this.dialog = page.getByRole('dialog', { name: title });
    this.name = this.dialog.getByRole('textbox', { name: 'Name' });
    this.description = this.dialog.getByRole('textbox', { name: /^Description/ });
    this.capacity = this.dialog.getByRole('textbox', { name: /^Capacity/ });
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  /** The message under a field: "name", "description" or "capacity". */
  message(field: 'name' | 'description' | 'capacity'): Locator {
    return this.dialog.locator(`#pasture-${field}-message`);
  }
}

/** "Cattle in {pasture}": the tabs with their counts, the animals and Close. */
export class PastureCattleDialog {
  readonly dialog: Locator;
  readonly close: Locator;

  constructor(readonly page: Page, pasture: string) {
    this.dialog = page.getByRole('dialog', { name: `Cattle in ${pasture}` });
    this.close = this.dialog.getByRole('button', { name: 'Close', exact: true }).last();
  }

  /** A tab by its label ("All", "Bulls", "Cows", "Donors", "Recipients", "Calves"). */
  tab(label: string): Locator {
    return this.dialog.getByRole('tab', { name: new RegExp(`^${label} \\d+$`) });
  }

  async tabCount(label: string): Promise<number> {
    return Number(await this.tab(label).locator('.fh-tab-count').innerText());
  }

  /** The chosen tab's animals. */
  animals(): Locator {
    return this.dialog.getByRole('tabpanel').getByRole('listitem');
  }

  /** An animal's Edit button, by its tag and name ("101 Thunder"). */
  edit(animal: string): Locator {
    return this.dialog.getByRole('button', { name: `Edit ${animal}`, exact: true });
  }
}

/** The Pastures screen (/pastures): its cards, and the dialogs they open. */
export class PasturesScreen extends CardsScreen {
  constructor(page: Page) {
    super(page, { title: 'Pastures', add: 'Add Pasture', cardClass: 'fh-pasture-card', deleteTitle: 'Delete Pasture' });
  }

  /** A card's number by its label: "Bulls", "Cows", "Calves" or "Total". */
  count(pasture: string, label: 'Bulls' | 'Cows' | 'Calves' | 'Total'): Locator {
    return this.card(pasture).locator('.fh-pasture-count').filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  }

  /** The card's capacity and room: "Capacity: 40 head" with "12 available", or "No capacity set". */
  capacity(pasture: string): Locator {
    return this.card(pasture).locator('.fh-pasture-capacity');
  }

  openAdd(): Promise<PastureFormDialog> {
    return openedForm(this.addButton, new PastureFormDialog(this.page, 'Add Pasture'));
  }

  openEdit(pasture: string): Promise<PastureFormDialog> {
    return openedForm(cardButton(this.card(pasture), `Edit ${pasture}`), new PastureFormDialog(this.page, 'Edit Pasture'));
  }

  async openCattle(pasture: string): Promise<PastureCattleDialog> {
    await this.card(pasture).getByRole('button', { name: 'View cattle' }).click();
    const cattle = new PastureCattleDialog(this.page, pasture);
    await expect(cattle.dialog).toBeVisible();
    return cattle;
  }

  openDelete(pasture: string): Promise<Locator> {
    return opened(cardButton(this.card(pasture), `Delete ${pasture}`), this.deleteDialog);
  }

  /** Waits for the cards, past the loading placeholders. */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading pastures')).toBeHidden();
  }
}
