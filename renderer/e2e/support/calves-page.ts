import { expect, type Locator, type Page } from '@playwright/test';

/** From this width the calves show as a table, below it as cards. */
const TABLE_FROM_PX = 1024;

/** Calf Management (/calves): summary cards, search, birth year, tabs, the calves and the delete check. */
export class CalvesScreen {
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly search: Locator;
  readonly year: Locator;
  readonly addButton: Locator;
  readonly deleteDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Calf Management' });
    this.subtitle = page.locator('.fh-page-subtitle');
    this.search = page.getByRole('searchbox', { name: 'Search calves' });
    this.year = page.getByRole('combobox', { name: 'Birth year' });
    this.addButton = page.getByRole('button', { name: 'Add Calf', exact: true });
    this.deleteDialog = page.getByRole('alertdialog', { name: 'Delete Calf' });
  }

  /** Cards on phones, a table on large screens. */
  get showsTable(): boolean {
    return (this.page.viewportSize()?.width ?? 0) >= TABLE_FROM_PX;
  }

  /** A summary card's number ("Total Calves", "Weaned", "Heifers", "Bulls", "Ready to Wean"). */
  stat(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true }).locator('.fh-summary-value');
  }

  /** A tab with its count, by its label. */
  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${label} \\d+$`) });
  }

  async tabCount(label: string): Promise<number> {
    return Number(await this.tab(label).locator('.fh-tab-count').innerText());
  }

  /** Every calf shown: the cards, or the table's rows. */
  calves(): Locator {
    return this.showsTable ? this.page.getByRole('table', { name: 'Calves' }).getByRole('rowheader') : this.page.locator('article.fh-record-card');
  }

  /**
   * One calf's card (whose heading is the name, then the tag), or its table row (whose heading is
   * the tag, then the name), by its name.
   */
  calf(name: string): Locator {
    return this.showsTable
      ? this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`(^| )${name}$`) }) })
      : this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${name}( #|$)`) }) });
  }

  /** Waits for the calves to be drawn, past the loading rows. */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading calves')).toBeHidden();
  }
}
