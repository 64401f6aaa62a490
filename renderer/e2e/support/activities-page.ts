import { expect, type Locator, type Page } from '@playwright/test';

/** The activity log (/activities): header, search, year, the list and its empty state. */
export class ActivitiesScreen {
  readonly heading: Locator;
  readonly logButton: Locator;
  readonly search: Locator;
  readonly previousYear: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Activity Log' });
    this.logButton = page.locator('.fh-page-header').getByRole('button', { name: 'Log Activity' });
    this.search = page.getByRole('searchbox', { name: 'Search activities' });
    this.previousYear = page.getByRole('button', { name: 'Previous year' });
    this.list = page.getByRole('list', { name: /^Activities/ });
    this.rows = this.list.getByRole('listitem');
    this.count = page.locator('.fh-activity-count');
  }

  /** The row of an activity, by what it shows ("Vaccination", "201 Bessie"). */
  row(...texts: string[]): Locator {
    return texts.reduce((rows, text) => rows.filter({ hasText: text }), this.rows);
  }

  emptyState(title: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: title });
  }

  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('status', { name: 'Loading activities' })).toBeHidden();
  }

  async openLog(): Promise<LogActivityForm> {
    await this.logButton.click();
    const form = new LogActivityForm(this.page);
    await expect(form.type).toBeVisible();
    return form;
  }
}

/** "Log Activity": its fields by label, the semen picker it opens, and its two buttons. */
export class LogActivityForm {
  readonly dialog: Locator;
  readonly type: Locator;
  readonly animal: Locator;
  readonly date: Locator;
  readonly pasture: Locator;
  readonly method: Locator;
  readonly chooseFromTank: Locator;
  readonly tankSire: Locator;
  readonly straws: Locator;
  readonly strawsMessage: Locator;
  readonly notes: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Log Activity' });
    this.type = this.dialog.getByRole('combobox', { name: 'Activity Type' });
    this.animal = this.dialog.getByRole('combobox', { name: 'Animal' });
    this.date = this.dialog.getByLabel('Date', { exact: true });
    this.pasture = this.dialog.locator('#activity-pasture');
    this.method = this.dialog.getByRole('combobox', { name: 'Breeding Method' });
    this.chooseFromTank = this.dialog.getByRole('button', { name: 'Choose from tank' });
    this.tankSire = this.dialog.locator('#activity-sire-choice');
    this.straws = this.dialog.getByRole('combobox', { name: 'Straws Used' });
    this.strawsMessage = this.dialog.locator('#activity-straws-message');
    this.notes = this.dialog.getByLabel('Notes', { exact: false });
    this.submit = this.dialog.locator('button[type="submit"]');
    this.cancel = this.dialog.getByRole('button', { name: 'Cancel' });
  }

  /** Types into the animal picker and picks the option named `option` ("201 Bessie"). */
  async pickAnimal(typed: string, option: string) {
    await this.animal.fill(typed);
    await this.dialog.getByRole('option').filter({ hasText: option }).first().click();
    await expect(this.animal).toHaveValue(option);
  }

  async openSemenPicker(): Promise<SemenPicker> {
    await this.chooseFromTank.click();
    const picker = new SemenPicker(this.page);
    await expect(picker.tank).toBeVisible();
    return picker;
  }
}

/** "Choose from Tank": the tank dropdown and a button per lot of straws. */
export class SemenPicker {
  readonly dialog: Locator;
  readonly tank: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Choose from Tank' });
    this.tank = this.dialog.getByRole('combobox', { name: 'Tank' });
  }

  straw(bull: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^${bull}`) });
  }
}
