import { expect, type Locator, type Page } from '@playwright/test';
import type { ForageInput, ForageRecord } from '../../../core/schemas/forage';
import { cardButton, CardsScreen, opened, openedForm } from './open-dialog';

/** Adds a forage lot through the REST API: quicker than the form where the form is not under test. */
export async function addForageViaApi(page: Page, token: string, lot: ForageInput): Promise<ForageRecord> {
  const response = await page.request.post('/api/forage', { headers: { Authorization: `Bearer ${token}` }, data: lot });
  if (!response.ok()) throw new Error(`add forage failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ForageRecord;
}

/** The farm's forage lots as the API answers them, newest harvest first. */
export async function forageOf(page: Page, token: string): Promise<ForageRecord[]> {
  const response = await page.request.get('/api/forage', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ForageRecord[];
}

/** The fields of the forage form that have a message under them, by the id part of `#forage-{field}`. */
export type ForageField = 'type' | 'location' | 'total-bales' | 'remaining-bales' | 'moisture' | 'price';

/** "Add Forage Record" / "Edit Forage Record": the fields by label, their messages and the two buttons. */
export class ForageFormDialog {
  readonly dialog: Locator;
  readonly type: Locator;
  readonly variety: Locator;
  readonly quality: Locator;
  readonly harvestDate: Locator;
  readonly source: Locator;
  readonly supplier: Locator;
  readonly location: Locator;
  readonly totalBales: Locator;
  readonly remainingBales: Locator;
  readonly weightPerBale: Locator;
  readonly moisture: Locator;
  readonly pricePerBale: Locator;
  readonly totalCost: Locator;
  readonly testResults: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: 'Add Forage Record' | 'Edit Forage Record') {
    this.dialog = page.getByRole('dialog', { name: title });
    const field = (label: RegExp) => this.dialog.getByLabel(label);
    this.type = this.dialog.getByRole('combobox', { name: 'Type', exact: true });
    this.variety = field(/^Variety/);
    this.quality = field(/^Quality/);
    this.harvestDate = field(/^Harvest Date/);
    this.source = field(/^Source/);
    this.supplier = field(/^Supplier/);
    this.location = field(/^Storage Location/);
    this.totalBales = field(/^Total Bales/);
    this.remainingBales = field(/^Remaining Bales/);
    this.weightPerBale = field(/^Weight per Bale/);
    this.moisture = field(/^Moisture/);
    this.pricePerBale = field(/^Price per Bale/);
    this.totalCost = field(/^Total Cost/);
    this.testResults = field(/^Test Results/);
    this.notes = field(/^Notes/);
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  message(field: ForageField): Locator {
    return this.dialog.locator(`#forage-${field}-message`);
  }
}

/** The Forage screen (/forage): harvest year, the year's totals, a card per lot, and their dialogs. */
export class ForageScreen extends CardsScreen {
  readonly year: Locator;

  constructor(page: Page) {
    super(page, { title: 'Forage', add: 'Add Forage', cardClass: 'fh-forage-card', deleteTitle: 'Delete Forage Record' });
    this.year = page.getByRole('combobox', { name: 'Harvest year' });
  }

  /** A summary tile's number: "Lots", "Total Bales", "Remaining Bales", "Low" or "Critical". */
  stat(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).locator('.fh-summary-value');
  }

  openAdd(): Promise<ForageFormDialog> {
    return openedForm(this.addButton, new ForageFormDialog(this.page, 'Add Forage Record'));
  }

  openEdit(place: string): Promise<ForageFormDialog> {
    return openedForm(cardButton(this.card(place), `Edit ${place}`), new ForageFormDialog(this.page, 'Edit Forage Record'));
  }

  openDelete(place: string): Promise<Locator> {
    return opened(cardButton(this.card(place), `Delete ${place}`), this.deleteDialog);
  }

  /** Waits for the lots, past the loading placeholders. */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading forage')).toBeHidden();
  }
}
