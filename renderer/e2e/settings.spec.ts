import { expect, test } from './support/test';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { addAnimalViaApi, browserDay, toast } from './support/cattle-dialogs';
import { screenshot } from './support/screenshots';
import { SettingsScreen } from './support/settings-page';
import { Shell } from './support/shell';

test.describe('settings', () => {
  test('Account: the four messages, then "Account updated" and the new details everywhere after a reload', { tag: '@any-screen' }, async ({ page }) => {
    const settings = new SettingsScreen(page);
    const farm = await openSignedIn(page, { path: '/settings' });
    await expect(settings.field('Email')).not.toHaveValue('');
    for (const label of ['Farm name', 'Owner name', 'Location', 'Email'] as const) await settings.field(label).fill('');
    await settings.save.click();
    for (const message of ['Farm name is required', 'Owner name is required', 'Location is required', 'Valid email is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'Settings, the account form with its errors');

    const email = newFarm().email;
    await settings.field('Farm name').fill('Cottonwood Creek Ranch');
    await settings.field('Owner name').fill('Sam Ortega');
    await settings.field('Location').fill('Cherry County, NE');
    await settings.field('Email').fill(email);
    // A new e-mail takes the current password.
    await page.locator('#account-current-password').fill(farm.password);
    await settings.save.click();
    await expect(toast(page, 'Account updated')).toBeVisible();
    await new Shell(page).expectSignedInAs('Cottonwood Creek Ranch');

    await page.reload();
    await expect(settings.field('Farm name')).toHaveValue('Cottonwood Creek Ranch');
    await expect(settings.field('Location')).toHaveValue('Cherry County, NE');
    await expect(settings.field('Email')).toHaveValue(email);
  });

  test('General shows the same farm details; a refused e-mail opens Account with the server\'s message and "Update failed"', { tag: '@any-screen' }, async ({ page }) => {
    const taken = newFarm();
    await signUpViaApi(page.request, taken);
    const settings = new SettingsScreen(page);
    const farm = await openSignedIn(page, { path: '/settings?tab=general' });
    await expect(settings.field('Email')).toHaveCount(0);
    await settings.field('Owner name').fill('Jo Baker');
    await settings.field('Location').fill('Custer County');
    await settings.open('Account');
    await expect(settings.field('Owner name')).toHaveValue('Jo Baker');
    await settings.field('Email').fill(taken.email);
    await page.locator('#account-current-password').fill(farm.password);
    await settings.open('General');
    await settings.save.click();
    await expect(toast(page, 'Update failed')).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(settings.tab('Account')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#account-email-message')).toBeVisible();
  });

  test('General: Default Cattle View and Auto Backup apply at once and stay after a reload', { tag: '@any-screen' }, async ({ page }) => {
    const settings = new SettingsScreen(page);
    await openSignedIn(page, { path: '/settings?tab=general' });
    await page.locator('label.bp6-radio').filter({ hasText: 'Table' }).click();
    await settings.flip('Auto Backup');
    await expect(settings.switch('Auto Backup')).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
    await expect(settings.switch('Auto Backup')).toBeChecked();
    await expect(page.getByText('Automatically backup data weekly')).toBeVisible();
    await page.goto('/cattle');
    await expect(page.getByRole('radio', { name: 'Table' })).toBeChecked();
  });

  test('Appearance: Dark Mode themes the whole app at once and stays after a reload', { tag: '@any-screen' }, async ({ page }) => {
    const settings = new SettingsScreen(page);
    await openSignedIn(page, { path: '/settings?tab=appearance' });
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
    await settings.flip('Dark Mode');
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await expect(settings.switch('Dark Mode')).toBeChecked();
    await settings.flip('Dark Mode');
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
  });

  test('Notifications: the two kinds wait for the master switch; a browser that refuses says how to allow it', { tag: '@any-screen' }, async ({ page }) => {
    const settings = new SettingsScreen(page);
    await openSignedIn(page, { path: '/settings?tab=notifications' });
    await expect(settings.switch('Heat Cycle Reminders')).toBeDisabled();
    await expect(settings.switch('Calving Alerts')).toBeDisabled();
    // No permission was granted to this browser: asking is refused.
    await settings.flip('Enable Notifications');
    await expect(page.getByText(/Notifications are blocked for Farm Hand in this browser/)).toBeVisible();
    await expect(settings.switch('Enable Notifications')).not.toBeChecked();
    await expect(settings.switch('Heat Cycle Reminders')).toBeDisabled();
  });

  test('Notifications on: the day\'s heat and calving notices are shown once', { tag: '@any-screen' }, async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    // Record what the page shows, through whichever of the browser's two ways it uses.
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { noticesShown: string[] }).noticesShown = shown;
      const original = ServiceWorkerRegistration.prototype.showNotification;
      ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
        shown.push(`${title}: ${options?.body ?? ''}`);
        return original.call(this, title, options);
      };
      const Native = window.Notification;
      window.Notification = class extends Native {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(`${title}: ${options?.body ?? ''}`);
        }
      } as typeof Notification;
    });
    const farm = newFarm('Notices');
    const token = await signUpViaApi(page.request, farm);
    await page.goto('/auth');
    const heatDay = await browserDay(page, 19);
    const dueDay = await browserDay(page, -4);
    await addAnimalViaApi(page, token, { tag: '41', name: 'Bessie', type: 'Cow', pasture: 'North', status: 'active', cameBackInHeat: true, heatReturnDate: heatDay });
    await addAnimalViaApi(page, token, { tag: '42', name: 'Daisy', type: 'Cow', pasture: 'North', status: 'pregnant', expectedCalvingDate: dueDay });
    const settings = new SettingsScreen(page);
    await openSignedIn(page, { path: '/settings?tab=notifications', signedUp: { farm, token } });
    await settings.flip('Enable Notifications');
    await expect(settings.switch('Enable Notifications')).toBeChecked();
    await expect(settings.switch('Heat Cycle Reminders')).toBeEnabled();
    const shown = () => page.evaluate(() => (window as unknown as { noticesShown: string[] }).noticesShown);
    await expect.poll(shown).toEqual([
      expect.stringMatching(/^Heat Cycle Reminders: 1 cow or heifer comes into heat in the next 3 days: 41 Bessie/),
      expect.stringMatching(/^Calving Alerts: Due to calve in the next 7 days: 42 Daisy/),
    ]);
    await page.reload();
    await expect(settings.switch('Enable Notifications')).toBeChecked();
    await page.waitForLoadState('networkidle');
    expect(await shown()).toEqual([]);
  });

  test('every tab is reached by keyboard, and photographed', async ({ page }) => {
    const settings = new SettingsScreen(page);
    await openSignedIn(page, { path: '/settings' });
    await expect(settings.field('Farm name')).not.toHaveValue('');
    await settings.tab('Account').focus();
    for (const name of ['Account', 'Members', 'General', 'Notifications', 'Appearance', 'Data'] as const) {
      await expect(settings.tab(name)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(settings.tab(name)).toHaveAttribute('aria-selected', 'true');
      // The diagnostics' checks finish first: their button is disabled while they run.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await screenshot(page, `settings-${name.toLowerCase()}`, { fullPage: true });
      await settings.tab(name).focus();
      await page.keyboard.press('ArrowRight');
    }
  });
});

test.describe('settings: your data', () => {
  test('counts, Save Excel File, then Clear All Data (asked first) and the restore that brings it all back', async ({ page }) => {
    const farm = newFarm('Data');
    const token = await signUpViaApi(page.request, farm);
    await page.request.post('/api/pastures', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'North' } });
    await addAnimalViaApi(page, token, { tag: '12', name: 'Bessie', type: 'Cow', pasture: 'North' });
    await addAnimalViaApi(page, token, { tag: '14', type: 'Bull', pasture: 'North' });
    await openSignedIn(page, { path: '/settings?tab=data', signedUp: { farm, token } });
    const counts = page.getByRole('region', { name: 'Your data' });
    await expect(counts.getByRole('group', { name: 'Total Cattle' })).toContainText('2');
    await expect(counts.getByRole('group', { name: 'Pastures' })).toContainText('1');
    await expect(counts.getByRole('group', { name: 'Activities Logged' })).toContainText('0');
    await expect(page.getByText(/starts with farm_hand_cattle and ends in \.xlsx/)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save Excel File' }).click();
    expect((await download).suggestedFilename()).toMatch(/^farm_hand_cattle_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(toast(page, 'Export successful!')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await expect(ask).toContainText('This permanently deletes all cattle records, activities and pasture data. We recommend exporting your data first.');
    await screenshot(page, 'settings-clear-all-data');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(counts.getByRole('group', { name: 'Total Cattle' })).toContainText('2');

    await page.getByRole('button', { name: 'Clear All Data' }).click();
    await ask.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(toast(page, 'All data cleared')).toContainText('A backup was saved first: restore it under Backups.');
    await expect(ask).toBeHidden();
    await expect(counts.getByRole('group', { name: 'Total Cattle' })).toContainText('0');
    await expect(counts.getByRole('group', { name: 'Pastures' })).toContainText('0');

    const backup = page.locator('.fh-backup').filter({ hasText: 'Before Clear All Data' });
    await expect(backup).toContainText('2 cattle, 0 activities, 1 pasture and 0 other records');
    await backup.getByRole('button', { name: /^Restore/ }).click();
    const restore = page.getByRole('alertdialog', { name: 'Restore this backup?' });
    await expect(restore).toContainText('2 cattle, 0 activities, 1 pasture and 0 other records');
    await screenshot(page, 'settings-restore-backup');
    await restore.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(toast(page, 'Backup restored')).toBeVisible();
    await expect(counts.getByRole('group', { name: 'Total Cattle' })).toContainText('2');
    await expect(page.locator('.fh-backup').first()).toContainText('Before a restore');
    await page.goto('/cattle');
    await expect(page.getByText('Bessie')).toBeVisible();
  });

  test('Copy Excel Download Link copies a link that downloads the workbook without signing in', { tag: '@any-screen' }, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, { path: '/settings?tab=data' });
    await page.getByRole('button', { name: 'Copy Excel Download Link' }).click();
    await expect(toast(page, 'Copied!')).toContainText('Download link copied. It works for 15 minutes.');
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/localhost:\d+\/api\/cattle\/export\/shared\?link=/);
    // A request with no sign-in at all, as another app opening the link would make.
    const file = await page.request.get(link, { headers: {} });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/filename="farm_hand_cattle_\d{4}-\d{2}-\d{2}\.xlsx"/);
  });

  test('Email Excel File on a server with no mail settings says so: "Email failed"', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page, { path: '/settings?tab=data' });
    await page.getByRole('button', { name: 'Email Excel File' }).click();
    await expect(toast(page, 'Email failed')).toContainText('Email is not configured on this server');
  });

  test('Auto Backup on: starting the app takes the weekly backup, once', { tag: '@any-screen' }, async ({ page }) => {
    const settings = new SettingsScreen(page);
    await openSignedIn(page, { path: '/settings?tab=general' });
    await settings.flip('Auto Backup');
    await page.reload();
    await settings.open('Data');
    await expect(page.locator('.fh-backup')).toHaveCount(1);
    await expect(page.locator('.fh-backup')).toContainText('Weekly');
    await page.reload();
    await expect(page.locator('.fh-backup')).toHaveCount(1);
  });
});

test.describe('settings: the Progressive Web App section', () => {
  test('diagnostics find the manifest, the icon, the service worker and a secure connection', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page, { path: '/settings?tab=appearance' });
    const checks = page.locator('.fh-pwa-checks');
    await expect(checks).toContainText('App manifest (working): Farm Hand, opens standalone at /, icons 192x192, 512x512.');
    await expect(checks).toContainText('App icon (working): Loads, 512×512 pixels.');
    await expect(checks).toContainText('Secure connection (working)');
    await expect(checks).toContainText('Opened as (working): A page in the browser.');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await page.getByRole('button', { name: 'Check Again' }).click();
    await expect(checks).toContainText('Offline support (working)');
  });

  test('Not now hides the install card on this device, after a reload too, and it can be brought back', { tag: '@any-screen' }, async ({ page }) => {
    await openSignedIn(page, { path: '/settings?tab=appearance' });
    await expect(page.getByRole('heading', { name: 'On Android (Chrome)' })).toBeVisible();
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByText('The install steps are hidden on this device.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('The install steps are hidden on this device.')).toBeVisible();
    await page.getByRole('button', { name: 'Show install steps' }).click();
    await expect(page.getByRole('heading', { name: 'On iPhone or iPad (Safari)' })).toBeVisible();
  });
});

test.describe('settings on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the Safari steps come first, and the Share-button help opens and closes by keyboard', async ({ page }) => {
    await openSignedIn(page, { path: '/settings?tab=appearance' });
    const steps = page.locator('.fh-install-steps');
    await expect(steps.first()).toContainText('Tap the Share button in Safari.');
    const help = page.getByRole('button', { name: 'Where is the Share button?' });
    await help.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Finding Safari's Share button" });
    await expect(dialog).toContainText('Add to Home Screen');
    await screenshot(page, 'settings-safari-help');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
  });
});
