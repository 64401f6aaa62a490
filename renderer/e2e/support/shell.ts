import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: header, navigation (bottom bar or sidebar), welcome dialog. */
export class Shell {
  readonly header: Locator;
  readonly farmName: Locator;
  readonly welcome: Locator;
  readonly bottomNav: Locator;
  readonly sideNav: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header.fh-header');
    this.farmName = page.locator('.fh-header-farm');
    this.welcome = page.getByRole('dialog', { name: 'Welcome to Farm Hand' });
    this.bottomNav = page.getByRole('navigation', { name: 'Main navigation' });
    this.sideNav = page.getByRole('navigation', { name: 'Sidebar navigation' });
  }

  /** The navigation a person sees at this screen size. */
  nav(): Locator {
    const width = this.page.viewportSize()?.width ?? 0;
    return width >= 1024 ? this.sideNav : this.bottomNav;
  }

  async expectSignedInAs(farmName: string, options?: { timeout: number }) {
    await expect(this.farmName).toHaveText(farmName, options);
  }

  async skipWelcome() {
    await expect(this.welcome).toBeVisible();
    await this.welcome.getByRole('button', { name: 'Skip and Explore' }).click();
    await expect(this.welcome).toBeHidden();
  }

  async signOut() {
    await this.header.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL(/\/auth$/);
  }

  /** Ticks or unticks a tab in the Customize Navigation dialog (Blueprint hides the real input). */
  async setTabEnabled(dialog: Locator, label: string, enabled: boolean) {
    const box = dialog.getByRole('checkbox', { name: label, exact: true });
    if ((await box.isChecked()) !== enabled) await dialog.locator('label', { hasText: label }).click();
    await expect(box).toBeChecked({ checked: enabled });
  }

  async openCustomizeNavigation(): Promise<Locator> {
    const nav = this.nav();
    const width = this.page.viewportSize()?.width ?? 0;
    await nav.getByRole('button', { name: width >= 1024 ? 'Customize navigation' : 'Edit' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Customize Navigation' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
