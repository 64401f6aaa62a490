import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { openAs } from './accounts';

export type PasswordLabel = 'Current password' | 'New password' | 'Confirm new password';

/** Settings › Account's Change Password form, Sign Out Everywhere and its dialog. */
export class AccountSecurity {
  readonly changePassword: Locator;
  readonly signOutEverywhere: Locator;
  readonly confirmSignOut: Locator;

  constructor(readonly page: Page) {
    this.changePassword = page.getByRole('form', { name: 'Change Password' });
    this.signOutEverywhere = page.getByRole('main').getByRole('button', { name: 'Sign Out Everywhere' });
    this.confirmSignOut = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  }

  password(label: PasswordLabel): Locator {
    return this.changePassword.getByRole('textbox', { name: label, exact: true });
  }

  /** Types the three passwords and sends the form with Enter, as a keyboard user does. */
  async changePasswordTo(current: string, next: string, confirm = next) {
    await this.password('Current password').fill(current);
    await this.password('New password').fill(next);
    await this.password('Confirm new password').fill(confirm);
    await this.password('Confirm new password').press('Enter');
  }
}

/**
 * The farm signed in on another device: a browser context of its own (its own storage and
 * session), with the app open at the dashboard.
 */
export async function anotherDevice(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, credentials, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
  return page;
}

/** The other device's next look at the server finds its session ended: it shows the sign-in page. */
export async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
}
