import { createEmailVerification } from '../../core/db/email-verifications';
import { AccountSecurity, anotherDevice, expectSignedOut } from './support/account-security';
import { DEMO, openAs, openSignedIn } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { toast } from './support/cattle-dialogs';
import { writeToFarm } from './support/farm-db';
import { screenshot } from './support/screenshots';
import { SettingsScreen } from './support/settings-page';
import { expect, test } from './support/test';

// Settings › Account keeps the farm from a stolen session: Change Password (the other devices are
// signed out, the old password no longer signs in), Sign Out Everywhere (every device, this one
// too), the current password asked for a new e-mail, and the proof of the e-mail by a mailed link.
// The two that sign other devices out run on the phone and the desktop, each with a second browser
// context standing for the farm's other device.

test.describe('account security', () => {
  test('Change Password: checked as typed, then the other device is signed out and only the new password signs in', async ({ page, browser }) => {
    const farm = await openSignedIn(page, { path: '/settings' });
    const phone = await anotherDevice(browser, farm);
    const account = new AccountSecurity(page);

    await account.changePasswordTo(farm.password, 'short', 'other');
    await expect(account.changePassword.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(account.changePassword.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await account.changePasswordTo('not-my-password', 'new-pasture-456');
    await expect(account.changePassword.getByText('Current password is incorrect', { exact: true })).toBeVisible();
    await expect(toast(page, 'Password not changed')).toContainText('Current password is incorrect');
    await screenshot(page, 'settings-change-password-errors', { fullPage: true });

    await account.changePasswordTo(farm.password, 'new-pasture-456');
    await expect(toast(page, 'Password changed')).toContainText('Your other devices are signed out');
    await expect(account.password('Current password')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await expectSignedOut(phone);
    const signIn = new AuthScreen(phone);
    await signIn.signIn(farm.email, farm.password);
    await expect(toast(phone, 'Login failed')).toContainText('Invalid email or password');
    await signIn.signIn(farm.email, 'new-pasture-456');
    await expect(phone.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
    await phone.context().close();
  });

  test('Sign Out Everywhere asks first, then signs this device and the other one out', async ({ page, browser }) => {
    const farm = await openSignedIn(page, { path: '/settings' });
    const phone = await anotherDevice(browser, farm);
    const account = new AccountSecurity(page);

    await account.signOutEverywhere.focus();
    await page.keyboard.press('Enter');
    await expect(account.confirmSignOut).toContainText('Every phone and computer signed in to this farm is signed out, this one too.');
    await screenshot(page, 'settings-sign-out-everywhere');
    await account.confirmSignOut.getByRole('button', { name: 'Cancel' }).click();
    await expect(account.confirmSignOut).toBeHidden();
    await expect(account.signOutEverywhere).toBeFocused();

    await page.keyboard.press('Enter');
    await account.confirmSignOut.getByRole('button', { name: 'Sign Out Everywhere' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, 'Signed out everywhere')).toContainText('Every phone and computer of this farm must sign in again.');
    await expectSignedOut(phone);
    await phone.context().close();
  });

  test('a new e-mail asks for the current password, and is then not verified', { tag: '@any-screen' }, async ({ page }) => {
    const farm = await openSignedIn(page, { path: '/settings' });
    const settings = new SettingsScreen(page);
    await expect(settings.field('Email')).toHaveValue(farm.email);
    await expect(page.locator('#account-current-password')).toHaveCount(0);

    await settings.field('Owner name').fill('Jo Baker');
    await settings.field('Location').fill('Custer County');
    const email = `moved-${farm.email}`;
    await settings.field('Email').fill(email);
    await expect(page.locator('#account-current-password')).toBeVisible();
    await settings.save.click();
    await expect(page.locator('#account-current-password-message')).toHaveText('Current password is required');
    await expect(toast(page, 'Update failed')).toContainText('Current password is required');
    await screenshot(page, 'settings-email-needs-password', { fullPage: true });

    await page.locator('#account-current-password').fill(farm.password);
    await settings.save.click();
    await expect(toast(page, 'Account updated')).toBeVisible();
    await expect(page.locator('#account-current-password')).toHaveCount(0);
    const signedIn = page.getByRole('region', { name: 'Signed in' });
    await expect(signedIn).toContainText(email);
    await expect(signedIn).toContainText('Not verified');
  });

  test('the e-mail is proven by opening the mailed link; a bad link says so; without mail, Send Verification Link says why', { tag: '@any-screen' }, async ({ page }) => {
    const farm = await openSignedIn(page, { path: '/settings' });
    const signedIn = page.getByRole('region', { name: 'Signed in' });
    await expect(signedIn).toContainText('Not verified');
    await signedIn.getByRole('button', { name: 'Send Verification Link' }).click();
    await expect(toast(page, 'Sending failed')).toContainText('Email is not configured on this server');

    await page.goto('/settings?tab=account&verify=no-such-link');
    await expect(page.getByRole('status').filter({ hasText: 'Email not verified' })).toContainText(
      'This verification link is not valid. Send a new one from Settings > Account.',
    );
    // The link's secret leaves the address at once: a reload or the history does not keep it.
    await expect(page).toHaveURL(/\/settings\?tab=account$/);

    // The link the server would have mailed (this test server has no mail server).
    let token = '';
    writeToFarm(farm, (db, userId) => (token = createEmailVerification(db, userId, farm.email).token));
    await page.goto(`/settings?tab=account&verify=${token}`);
    await expect(page.getByRole('status').filter({ hasText: 'Email verified' })).toContainText(`Your email address ${farm.email} is verified.`);
    await expect(signedIn).toContainText('Verified');
    await screenshot(page, 'settings-email-verified');
    await expect(signedIn.getByRole('button', { name: 'Send Verification Link' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings\?tab=account$/);
  });

  test('the demo farm: Sign Out Everywhere and Clear All Data say it cannot be changed this way', { tag: '@any-screen' }, async ({ page }) => {
    await openAs(page, DEMO, '/settings');
    const account = new AccountSecurity(page);
    await account.signOutEverywhere.click();
    await account.confirmSignOut.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(toast(page, 'Sign out failed')).toContainText('The demo farm cannot be changed this way.');
    await expect(page).toHaveURL(/\/settings$/);

    await new SettingsScreen(page).open('Data');
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await page.getByRole('alertdialog', { name: 'Are you absolutely sure?' }).getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(toast(page, 'Clear failed')).toContainText('The demo farm cannot be changed this way.');
  });
});
