import { expect, type Locator, type Page } from '@playwright/test';
import type { TestFarm } from './accounts';

/** The /auth screen: the Sign In and Create Farm tabs. */
export class AuthScreen {
  readonly signInTab: Locator;
  readonly createFarmTab: Locator;
  readonly email: Locator;
  readonly password: Locator;

  constructor(readonly page: Page) {
    this.signInTab = page.getByRole('tab', { name: 'Sign In' });
    this.createFarmTab = page.getByRole('tab', { name: 'Create Farm' });
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
  }

  async goto() {
    await this.page.goto('/auth');
    await expect(this.signInTab).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.signInTab.click();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async createFarm(farm: TestFarm & { ownerName?: string; location?: string }) {
    await this.createFarmTab.click();
    await this.page.getByLabel('Farm name').fill(farm.farmName);
    if (farm.ownerName) await this.page.getByLabel('Owner name').fill(farm.ownerName);
    if (farm.location) await this.page.getByLabel('Location').fill(farm.location);
    await this.email.fill(farm.email);
    await this.password.fill(farm.password);
    await this.page.getByRole('button', { name: 'Create Farm', exact: true }).click();
  }

  /** The toast with this title (one shows at a time, but the last one may still be leaving). */
  toast(title: string): Locator {
    return this.page.locator('.bp6-toast').filter({ hasText: title });
  }
}
