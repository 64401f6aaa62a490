import { expect, type Locator, type Page } from '@playwright/test';
import type { EmbryoRecord } from '../../../core/schemas/embryos';
import type { SemenTankRecord } from '../../../core/schemas/semen';
import type { StorageTankInput, StorageTankRecord } from '../../../core/schemas/storage-tanks';
import { cardButton, CardsScreen, opened, openedForm } from './open-dialog';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function post<T>(page: Page, token: string, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { headers: auth(token), data });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function list<T>(page: Page, token: string, path: string): Promise<T[]> {
  const response = await page.request.get(path, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

/** Adds a storage tank through the REST API: quicker than the form where the form is not under test. */
export const addStorageTankViaApi = (page: Page, token: string, tank: StorageTankInput) =>
  post<StorageTankRecord>(page, token, '/api/storage-tanks', tank);

/**
 * Adds a semen tank in `storageTankId` through the REST API, with one cane holding `straws` straws
 * of one bull, so the tank has straws left.
 */
export async function addSemenTankViaApi(page: Page, token: string, { name, storageTankId, straws }: { name: string; storageTankId: string | null; straws: number }) {
  const tank = await post<SemenTankRecord>(page, token, '/api/semen-tanks', { name, storageTankId });
  const cane = await post<{ id: string }>(page, token, '/api/semen-canes', { tankId: tank.id, caneNumber: '1' });
  await post(page, token, '/api/semen-straws', { caneId: cane.id, bullName: 'Connor Creek Legacy 212', breed: 'Angus', totalStraws: straws, remainingStraws: straws });
  return tank;
}

/** Adds an embryo lot in `storageTankId` through the REST API. */
export const addEmbryoLotViaApi = (
  page: Page,
  token: string,
  lot: { donorDam: string; sire: string; totalEmbryos: number; remainingEmbryos: number; storageTankId: string | null },
) => post<EmbryoRecord>(page, token, '/api/embryos', { breed: 'Angus', ...lot });

export const storageTanksOf = (page: Page, token: string) => list<StorageTankRecord>(page, token, '/api/storage-tanks');
export const semenTanksOf = (page: Page, token: string) => list<SemenTankRecord>(page, token, '/api/semen-tanks');
export const embryoLotsOf = (page: Page, token: string) => list<EmbryoRecord>(page, token, '/api/embryos');

type TankField = 'name' | 'type' | 'capacity' | 'location' | 'temperature' | 'notes';

/** "Add Storage Tank" / "Edit Storage Tank": the six fields, their messages and the two buttons. */
export class StorageTankFormDialog {
  readonly dialog: Locator;
  readonly name: Locator;
  readonly type: Locator;
  readonly capacity: Locator;
  readonly location: Locator;
  readonly temperature: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page, title: 'Add Storage Tank' | 'Edit Storage Tank') {
    this.dialog = page.getByRole('dialog', { name: title });
    this.name = this.dialog.getByRole('textbox', { name: 'Name' });
    this.type = this.dialog.getByRole('combobox', { name: 'Type' });
    this.capacity = this.dialog.getByRole('textbox', { name: /^Capacity/ });
    this.location = this.dialog.getByRole('textbox', { name: /^Location/ });
    this.temperature = this.dialog.getByRole('textbox', { name: /^Temperature/ });
    this.notes = this.dialog.getByRole('textbox', { name: /^Notes/ });
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  /** The message under a field. */
  message(field: TankField): Locator {
    return this.dialog.locator(`#storage-tank-${field}-message`);
  }
}

/** The Storage Tanks screen (/storage-tanks): its cards, and the dialogs they open. */
export class StorageTanksScreen extends CardsScreen {
  constructor(page: Page) {
    super(page, { title: 'Storage Tanks', add: 'Add Storage Tank', cardClass: 'fh-storage-card', deleteTitle: 'Delete Storage Tank' });
  }

  /** The card's capacity bar. */
  bar(tank: string): Locator {
    return this.card(tank).getByRole('progressbar', { name: `${tank} capacity used` });
  }

  /** "7 of 10 used (70%)" or "No capacity set". */
  usage(tank: string): Locator {
    return this.card(tank).locator('.fh-storage-usage-text');
  }

  /** The card's semen tanks or embryo lots, each "name" then "count". */
  items(tank: string, group: 'Semen tanks' | 'Embryo lots'): Locator {
    return this.card(tank).getByRole('region', { name: `${group} in ${tank}` }).getByRole('listitem');
  }

  openAdd(): Promise<StorageTankFormDialog> {
    return openedForm(this.addButton, new StorageTankFormDialog(this.page, 'Add Storage Tank'));
  }

  openEdit(tank: string): Promise<StorageTankFormDialog> {
    return openedForm(cardButton(this.card(tank), `Edit ${tank}`), new StorageTankFormDialog(this.page, 'Edit Storage Tank'));
  }

  openDelete(tank: string): Promise<Locator> {
    return opened(cardButton(this.card(tank), `Delete ${tank}`), this.deleteDialog);
  }

  /** Waits for the cards, past the loading placeholders. */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading storage tanks')).toBeHidden();
  }
}
