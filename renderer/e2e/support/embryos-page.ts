import { expect, type Locator, type Page } from '@playwright/test';
import type { EmbryoRecord } from '../../../core/schemas/embryos';
import type { StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { cardButton, CardsScreen, opened, openedForm } from './open-dialog';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The farm's embryo lots as the API answers them. */
export async function embryosOf(page: Page, token: string): Promise<EmbryoRecord[]> {
  const response = await page.request.get('/api/embryos', { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as EmbryoRecord[];
}

/** Adds a storage tank through the REST API: the form under test only picks one. */
export async function addStorageTankViaApi(page: Page, token: string, tank: { name: string }): Promise<StorageTankRecord> {
  const response = await page.request.post('/api/storage-tanks', { headers: auth(token), data: tank });
  if (!response.ok()) throw new Error(`add storage tank failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as StorageTankRecord;
}

type Field = 'donor' | 'sire' | 'breed' | 'total' | 'remaining' | 'price';

/** "Add Embryos" / "Edit Embryos": the fields by label, their messages and the two buttons. */
export class EmbryoFormDialog {
  readonly dialog: Locator;
  readonly donor: Locator;
  readonly sire: Locator;
  readonly breed: Locator;
  readonly grade: Locator;
  readonly stage: Locator;
  readonly total: Locator;
  readonly remaining: Locator;
  readonly price: Locator;
  readonly supplier: Locator;
  readonly collectionDate: Locator;
  readonly storageTank: Locator;
  readonly storageLocation: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: 'Add Embryos' | 'Edit Embryos') {
    this.dialog = page.getByRole('dialog', { name: title });
    const box = (label: string) => this.dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
    const select = (label: string) => this.dialog.getByRole('combobox', { name: new RegExp(`^${label}`) });
    this.donor = box('Donor Dam');
    this.sire = box('Sire');
    this.breed = select('Breed');
    this.grade = select('Grade');
    this.stage = select('Stage');
    this.total = box('Total Embryos');
    this.remaining = box('Remaining Embryos');
    this.price = box('Price per Embryo');
    this.supplier = box('Supplier');
    this.collectionDate = this.dialog.getByLabel(/^Collection Date/);
    this.storageTank = select('Storage Tank');
    this.storageLocation = box('Storage Location');
    this.notes = box('Notes');
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  /** The message under a field. */
  message(field: Field): Locator {
    return this.dialog.locator(`#embryo-${field}-message`);
  }

  /** Fills the four required fields. */
  async fillRequired({ donor, sire, breed, total }: { donor: string; sire: string; breed: string; total: string }): Promise<void> {
    await this.donor.fill(donor);
    await this.sire.fill(sire);
    await this.breed.selectOption(breed);
    await this.total.fill(total);
  }
}

/** The embryo inventory on /embryos: its search, the one Add Embryos button, the cards and the delete check. */
export class EmbryosScreen extends CardsScreen {
  readonly search: Locator;

  constructor(page: Page) {
    super(page, {
      title: 'Embryos',
      add: 'Add Embryos',
      addIn: page.getByRole('region', { name: 'Search and add embryos' }),
      cardClass: 'fh-embryo-card',
      deleteTitle: 'Delete Embryos',
    });
    this.search = page.getByRole('searchbox', { name: 'Search embryos' });
  }

  /** A card's stock badge: Empty, Low, Medium or Good. */
  stock(title: string): Locator {
    return this.card(title).locator('.fh-embryo-stock');
  }

  openAdd(): Promise<EmbryoFormDialog> {
    return openedForm(this.addButton, new EmbryoFormDialog(this.page, 'Add Embryos'));
  }

  openEdit(title: string, donor: string): Promise<EmbryoFormDialog> {
    return openedForm(cardButton(this.card(title), `Edit embryos from ${donor}`), new EmbryoFormDialog(this.page, 'Edit Embryos'));
  }

  openDelete(title: string, donor: string): Promise<Locator> {
    return opened(cardButton(this.card(title), `Delete embryos from ${donor}`), this.deleteDialog);
  }

  /** Waits for the cards, past the loading placeholders. */
  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading embryos')).toBeHidden();
  }
}
