import type { Page } from '@playwright/test';
import { NEEDS_SERVER_MESSAGE } from '../api/errors';
import { SCREENS } from '../screens';
import { DEMO, openAs } from './support/accounts';
import { APP_DIALOGS, closeByEscape, openByKeyboard, type AppDialog } from './support/app-dialogs';
import { toast } from './support/cattle-dialogs';
import { keptReads, waitForServiceWorker } from './support/last-loaded';
import { visit } from './support/navigate';
import { headingOf, screenViews } from './support/screen-views';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';
import { expectReadyOffline, withoutFarmCopy } from './support/phone-replica';

// Every screen and every dialog opens with no network, after one visit online: the service worker
// keeps every chunk a screen can load, and a dialog whose reads this device never loaded opens all
// the same (its form, or what it needs said) rather than spinning. What only the farm's server can
// do (reports, exports, e-mail, backups, Clear All Data) says so offline instead of failing.
// The demo farm fills every list, so every dialog's opener is there; the test only opens things.

/** The dialogs a person can open on a screen whose lists were never loaded on this device. */
const OPENED_WITHOUT_RECORDS = new Set([
  'Customize Navigation',
  'Customize Dashboard',
  'Add New Cattle',
  'Add New Calf',
  'Log Activity',
  'Add Pasture',
  'Add Semen Tank',
  'Add Embryos',
  'Add Storage Tank',
  'Add Forage Record',
  'Add Medicine',
  'Sign Out Everywhere: Sign out everywhere?',
  "Finding Safari's Share button (install help)",
]);
/** Opened by a button that needs the server, which is disabled offline (the team is the server's alone). */
const NEEDS_SERVER_TO_OPEN = new Set(['Clear All Data: Are you absolutely sure?', 'Invite Member', 'Remove this member?']);

const OFFLINE_STRIP = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });

/** Offline from here: the page is loaded again with no network, as a person opening the app. */
async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
  await expect(OFFLINE_STRIP(page)).toBeVisible();
}

/** Opens the dialog, sees its content drawn (no spinner left in it) and closes it. */
async function expectOpens(page: Page, appDialog: AppDialog, reach: { unsettled?: boolean } = {}): Promise<void> {
  const opened = await openByKeyboard(page, appDialog, reach);
  await expect(opened.dialog.getByRole('progressbar'), `${appDialog.name}: still loading`).toHaveCount(0);
  // Escape goes to the dialog once its focus is in it (on a busy phone, a moment after it shows): in
  // its own overlay, not the one it opened over, whose Escape would close that one instead.
  const focusInside = () => opened.dialog.evaluate((dialog) => dialog.closest('.bp6-overlay')?.contains(document.activeElement) ?? false);
  await expect.poll(focusInside, `${appDialog.name}: focus inside`).toBe(true);
  await closeByEscape(page, opened);
}

/** Settings › Data offline: every action there needs the server, and says so. */
async function expectDataTabNeedsServer(page: Page): Promise<void> {
  await visit(page, '/settings?tab=data', 'Settings');
  for (const name of ['Save Excel File', 'Email Excel File', 'Copy Excel Download Link', 'Back Up Now', 'Clear All Data']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  for (const section of ['Export', 'Backups', 'Danger Zone']) {
    await expect(page.getByRole('region', { name: section }).getByText(NEEDS_SERVER_MESSAGE)).toBeVisible();
  }
}

/** Settings › Members offline: inviting needs the server, and says so. */
async function expectMembersTabNeedsServer(page: Page): Promise<void> {
  await visit(page, '/settings?tab=members', 'Settings');
  await expect(page.getByRole('button', { name: 'Invite Member', exact: true })).toBeDisabled();
  await expect(page.getByText(NEEDS_SERVER_MESSAGE).first()).toBeVisible();
}

test('after one visit online, every screen and every dialog opens offline; what needs the server says so', async ({ page, context }) => {
  test.setTimeout(90_000);
  // Offline, any file of the app that is asked for and not in the precache fails to load.
  const notKept: string[] = [];
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    const failure = request.failure()?.errorText ?? '';
    // The install diagnostics' own look at the network (`?check=`) is meant to fail offline. A request
    // the page dropped by reloading (a chunk or the tab's icon still loading) is aborted, not missing:
    // one the precache lacks fails as disconnected.
    if (url.pathname.startsWith('/api/') || url.searchParams.has('check') || failure === 'net::ERR_ABORTED') return;
    notKept.push(`${request.url()} ${failure}`);
  });
  // A new device whose first sync has not got through: only the dashboard was ever loaded.
  const letFeedThrough = await withoutFarmCopy(page);
  await openAs(page, DEMO, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
  await expect.poll(() => keptReads(page)).toContain('dashboard.stats');

  // Every screen opens offline. Every screen opens, and every dialog that
  // needs no record, though its own reads (the pastures, the herd) were never loaded here.
  await reloadOffline(page);
  for (const screen of SCREENS) await visit(page, screen.path, headingOf(screen));
  await visit(page, '/reports', 'Reports');
  await expect(page.getByRole('main').getByText(NEEDS_SERVER_MESSAGE)).toBeVisible();
  for (const appDialog of APP_DIALOGS.filter(({ name }) => OPENED_WITHOUT_RECORDS.has(name))) {
    await expectOpens(page, appDialog, { unsettled: true });
  }
  await expectDataTabNeedsServer(page);
  await screenshot(page, 'offline-needs-server');

  // Back online, the phone pulls its farm and the rancher looks at every screen once; then, offline
  // again, every dialog opens.
  await context.setOffline(false);
  await expect(OFFLINE_STRIP(page)).toBeHidden();
  await letFeedThrough();
  await page.reload();
  await expectReadyOffline(page);
  for (const view of screenViews({ records: true })) await view.open(page);
  // The walk left the herd as a table; the dialogs are opened from its cards, as on a new device.
  await visit(page, '/cattle', 'Cattle');
  await page.getByRole('radiogroup', { name: 'Cattle view' }).getByRole('radio', { name: 'Cards' }).click();
  await reloadOffline(page);
  for (const appDialog of APP_DIALOGS.filter(({ name }) => !NEEDS_SERVER_TO_OPEN.has(name))) await expectOpens(page, appDialog);
  await expectDataTabNeedsServer(page);
  await expectMembersTabNeedsServer(page);
  await visit(page, '/cattle', 'Cattle');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(toast(page, 'Export failed')).toContainText(NEEDS_SERVER_MESSAGE);
  expect(notKept).toEqual([]);
});
