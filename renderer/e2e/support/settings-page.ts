import { expect, type Locator, type Page } from '@playwright/test';

export type SettingsTabName = 'Account' | 'Members' | 'General' | 'Notifications' | 'Appearance' | 'Data';

/** /settings: its six tabs, the shared account fields and the Save Settings button. */
export class SettingsScreen {
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.save = page.getByRole('button', { name: 'Save Settings' });
  }

  tab(name: SettingsTabName): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async open(name: SettingsTabName) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  field(label: 'Farm name' | 'Owner name' | 'Location' | 'Email'): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  switch(label: string): Locator {
    return this.page.getByRole('switch', { name: label, exact: true }).or(this.page.getByRole('checkbox', { name: label, exact: true }));
  }

  /** Blueprint draws the switch over a hidden input: click its label, as a person taps it. */
  async flip(label: string) {
    await this.page.locator('label.bp6-switch').filter({ hasText: label }).click();
  }
}
