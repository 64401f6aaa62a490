import { expect, type Locator, type Page } from '@playwright/test';
import type { MedicineInput, MedicineRecord, TreatmentsGiven } from '../../../core/schemas/health';
import { cardButton, CardsScreen, opened, openedForm } from './open-dialog';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function post<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { headers: auth(token), data });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Adds a medicine to the cabinet through the REST API, where the form is not under test. */
export const addMedicineViaApi = (page: Page, token: string, medicine: MedicineInput) => post<MedicineRecord>(page, token, '/api/medicines', medicine);

/** Treats these animals today through the REST API, with a product outside the cabinet. */
export const treatViaApi = (page: Page, token: string, treatment: { cattleIds: string[]; date: string; product: string; meatWithdrawalDays: number }) =>
  post<TreatmentsGiven>(page, token, '/api/treatments', treatment);

export async function medicinesOf(page: Page, token: string): Promise<MedicineRecord[]> {
  const response = await page.request.get('/api/medicines', { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as MedicineRecord[];
}

/** "Add Medicine" / "Edit Medicine": its fields by label, a field's message and the two buttons. */
export class MedicineFormDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly kind: Locator;
  readonly meatDays: Locator;
  readonly milkDays: Locator;
  readonly unit: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: 'Add Medicine' | 'Edit Medicine') {
    this.dialog = page.getByRole('dialog', { name: title });
    this.name = this.dialog.getByRole('textbox', { name: 'Name' });
    this.kind = this.dialog.getByRole('combobox', { name: 'Kind' });
    this.meatDays = this.dialog.getByRole('textbox', { name: /^Meat withdrawal/ });
    this.milkDays = this.dialog.getByRole('textbox', { name: /^Milk withdrawal/ });
    this.unit = this.dialog.getByRole('textbox', { name: /^Unit/ });
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  message(id: 'name' | 'kind' | 'meat-days' | 'milk-days' | 'unit'): Locator {
    return this.dialog.locator(`#medicine-${id}-message`);
  }
}

/** The Medicine Cabinet (/medicines): its cards and the dialogs they open. */
export class MedicinesScreen extends CardsScreen {
  constructor(page: Page) {
    super(page, { title: 'Medicine Cabinet', add: 'Add Medicine', cardClass: 'fh-medicine-card', deleteTitle: 'Delete Medicine' });
  }

  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading medicines')).toBeHidden();
  }

  openAdd(): Promise<MedicineFormDialog> {
    return openedForm(this.addButton, new MedicineFormDialog(this.page, 'Add Medicine'));
  }

  openEdit(name: string): Promise<MedicineFormDialog> {
    return openedForm(cardButton(this.card(name), `Edit ${name}`), new MedicineFormDialog(this.page, 'Edit Medicine'));
  }

  openDelete(name: string): Promise<Locator> {
    return opened(cardButton(this.card(name), `Delete ${name}`), this.deleteDialog);
  }
}

/** "Treat Cattle": the animals chosen, the fields by label, and its submit ("Treat 3 head"). */
export class TreatDialog {
  readonly dialog: Locator;
  readonly count: Locator;
  readonly toggleAnimals: Locator;
  readonly animals: Locator;
  readonly addAnimal: Locator;
  readonly medicine: Locator;
  readonly product: Locator;
  readonly meatDays: Locator;
  readonly milkDays: Locator;
  readonly dose: Locator;
  readonly route: Locator;
  readonly reason: Locator;
  readonly date: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Treat Cattle' });
    this.count = this.dialog.locator('.fh-treat-count');
    this.toggleAnimals = this.dialog.getByRole('button', { name: /^(Show or change|Hide) animals$/ });
    this.animals = this.dialog.getByRole('list', { name: 'Animals to treat' }).getByRole('listitem');
    this.addAnimal = this.dialog.getByRole('combobox', { name: 'Add an animal' });
    this.medicine = this.dialog.getByRole('combobox', { name: 'Medicine' });
    this.product = this.dialog.getByRole('textbox', { name: 'Product' });
    this.meatDays = this.dialog.getByRole('textbox', { name: /^Meat withdrawal/ });
    this.milkDays = this.dialog.getByRole('textbox', { name: /^Milk withdrawal/ });
    this.dose = this.dialog.getByRole('textbox', { name: /^Dose/ });
    this.route = this.dialog.getByRole('combobox', { name: /^Route/ });
    this.reason = this.dialog.getByRole('textbox', { name: /^Reason/ });
    this.date = this.dialog.getByLabel('Date', { exact: true });
    this.submit = this.dialog.locator('button[type="submit"]');
  }
}

/** "Sell anyway?", asked over Edit Cattle before a sale inside the meat withdrawal. */
export function sellAnywayAlert(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Sell anyway?' });
}
