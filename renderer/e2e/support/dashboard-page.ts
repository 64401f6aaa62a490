import { expect, type Locator, type Page } from '@playwright/test';

/** The home screen (/): hero, stat cards, Farm Management widgets, Quick Access, Customize dialog. */
export class DashboardScreen {
  readonly title: Locator;
  readonly dialog: Locator;
  readonly farmManagement: Locator;
  readonly quickAccess: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.dialog = page.getByRole('dialog', { name: 'Customize Dashboard' });
    this.farmManagement = page.getByRole('region', { name: 'Farm Management' });
    this.quickAccess = page.getByRole('navigation', { name: 'Quick Access' });
  }

  statCard(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  /** The number on a stat card, as a number. */
  async statValue(label: string): Promise<number> {
    const text = await this.statCard(label).locator('.fh-stat-value').innerText();
    return Number(text.replace(/[^\d]/g, ''));
  }

  widget(title: string): Locator {
    return this.farmManagement.getByRole('region', { name: title, exact: true });
  }

  /** The titles of the widgets on the page, in the order shown. */
  widgetTitles(): Locator {
    return this.farmManagement.getByRole('heading', { level: 3 });
  }

  async openCustomize(via: 'Customize Dashboard' | 'Dashboard settings' | 'Add Widget' = 'Customize Dashboard') {
    await this.page.getByRole('button', { name: via, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** A text field by its label; optional ones carry "(optional)" after it. */
  field(label: 'Title' | 'Subtitle' | 'Welcome message'): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}`));
  }

  /** Turns a widget on or off in the dialog (Blueprint hides the real input behind its label). */
  async setWidgetEnabled(title: string, enabled: boolean) {
    const toggle = this.dialog.getByRole('checkbox', { name: title, exact: true });
    if ((await toggle.isChecked()) !== enabled) await this.dialog.locator('label', { hasText: title }).click();
    await expect(toggle).toBeChecked({ checked: enabled });
  }

  async move(title: string, direction: 'up' | 'down') {
    await this.dialog.getByRole('button', { name: `Move ${title} ${direction}` }).click();
  }

  async press(button: 'Save Changes' | 'Cancel' | 'Reset') {
    await this.dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  toast(title: string): Locator {
    return this.page.locator('.bp6-toast').filter({ hasText: title });
  }
}
