import { expect, type Locator, type Page } from '@playwright/test';
import type { SemenCaneInput, SemenCaneRecord, SemenStrawInput, SemenStrawRecord, SemenTankInput, SemenTankRecord } from '../../../core/schemas/semen';

/** Posts a record through the REST API: quicker than the form where the form is not under test. */
async function post<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export const addTankViaApi = (page: Page, token: string, tank: SemenTankInput) => post<SemenTankRecord>(page, token, '/api/semen-tanks', tank);
export const addCaneViaApi = (page: Page, token: string, cane: SemenCaneInput) => post<SemenCaneRecord>(page, token, '/api/semen-canes', cane);
export const addStrawsViaApi = (page: Page, token: string, lot: SemenStrawInput) => post<SemenStrawRecord>(page, token, '/api/semen-straws', lot);

/** A farm's records of one kind as the API answers them ("/api/semen-canes"). */
export async function listViaApi(page: Page, token: string, path: string): Promise<unknown[]> {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as unknown[];
}

/** One of the semen forms: "Add Semen Tank", "Edit Cane", "Add Straws" … */
export class SemenFormDialog {
  readonly dialog: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: string) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  /** A text box or select by its label, "(optional)" or not. */
  field(label: string): Locator {
    const name = new RegExp(`^${label.replace(/[()$]/g, '\\$&')}( \\(optional\\))?$`);
    return this.dialog.getByRole('textbox', { name }).or(this.dialog.getByRole('combobox', { name }));
  }

  /** The chosen option's words in a select. */
  chosen(label: string): Locator {
    return this.field(label).locator('option:checked');
  }

  async save(): Promise<void> {
    await this.submit.click();
    await expect(this.dialog).toBeHidden();
  }
}

/** The semen inventory, on /semen-tanks or under /genetics's Semen Tanks tab. */
export class SemenScreen {
  readonly search: Locator;
  readonly addTank: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search semen' });
    this.addTank = page.getByRole('region', { name: 'Search and view' }).getByRole('button', { name: 'Add Tank' });
    this.deleteDialog = page.getByRole('alertdialog');
  }

  /** Waits for the inventory to be drawn, past the loading cards. */
  async expectLoaded(): Promise<void> {
    await expect(this.search).toBeVisible();
    await expect(this.page.getByLabel('Loading semen tanks')).toBeHidden();
  }

  /** "Overview" or "Detailed". */
  layout(name: 'Overview' | 'Detailed'): Locator {
    return this.page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name });
  }

  /** A summary tile's number: "Physical Tanks", "Total Canes", "Total Straws". */
  stat(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).locator('.fh-summary-value');
  }

  async expectSummary(tanks: number, canes: number, straws: number): Promise<void> {
    await expect(this.stat('Physical Tanks')).toHaveText(String(tanks));
    await expect(this.stat('Total Canes')).toHaveText(String(canes));
    await expect(this.stat('Total Straws')).toHaveText(String(straws));
  }

  /** A tank's card (Overview). */
  tank(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** A cane's row on its tank's card, by number ("Cane 1"). */
  cane(tank: string, cane: string): Locator {
    return this.tank(tank).getByRole('listitem', { name: new RegExp(`^${cane}( |$)`) });
  }

  /** A cane's accordion header (Detailed), by number ("Cane 1"). */
  accordion(cane: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${cane} .*\\d+ straws?$`) });
  }

  /** A straw lot (Detailed), by its bull's name. */
  lot(bull: string): Locator {
    return this.page.getByRole('listitem', { name: bull, exact: true });
  }

  form(title: string): SemenFormDialog {
    return new SemenFormDialog(this.page, title);
  }
}
