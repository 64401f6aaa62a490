import { addDays, todayISO } from '../../core/domain/dates';
import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { addAnimalViaApi } from './support/cattle-dialogs';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';

// Reports: the herd counted by type, pasture and status as bars and a ring with their numbers as
// text, the pregnant cows soonest due first, and the 10 newest activities.

test('a farm\'s reports: the numbers beside each chart, the pregnant cows and the latest activities', async ({ page }) => {
  const farm = newFarm('Reports');
  const token = await signUpViaApi(page.request, farm);
  await addAnimalViaApi(page, token, { tag: '12', name: 'Bessie', type: 'Cow', pasture: 'North', status: 'pregnant', expectedCalvingDate: addDays(todayISO(), 90) });
  await addAnimalViaApi(page, token, { tag: '14', type: 'Heifer', pasture: 'North', status: 'pregnant', expectedCalvingDate: addDays(todayISO(), 60) });
  await addAnimalViaApi(page, token, { tag: '20', type: 'Bull', pasture: 'South' });
  await addAnimalViaApi(page, token, { tag: '30', type: 'Steer', pasture: 'South', status: 'sold' });
  await page.request.post('/api/activities', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'vaccination', cattleTag: '20', date: '2026-05-01', pasture: 'South', notes: 'Blackleg booster' },
  });
  await openSignedIn(page, { path: '/reports', signedUp: { farm, token } });

  // The spec's sections, each under its own heading below the page's title, Herd Summary first.
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Herd Summary',
    'Cattle by Type',
    'Cattle by Status',
    'Cattle by Pasture',
    'Average Daily Gain by Pasture',
    'Pregnant Cows',
    'Recent Activities',
  ]);
  const summary = page.getByRole('region', { name: 'Herd Summary' });
  await expect(summary.getByRole('group', { name: 'In the herd' })).toContainText('3');
  await expect(summary.getByRole('group', { name: 'Pregnant' })).toContainText('2');
  await expect(summary.getByRole('group', { name: 'Sold or died' })).toContainText('1');
  const byType = page.getByRole('list', { name: 'Cattle by Type' });
  await expect(byType.getByRole('listitem')).toHaveText(['Cow1', 'Bull1', 'Steer0', 'Heifer1', 'Calf0']);
  await expect(page.getByRole('list', { name: 'Cattle by Pasture' }).getByRole('listitem')).toHaveText(['North2', 'South1']);
  const byStatus = page.getByRole('list', { name: 'Cattle by Status' });
  await expect(byStatus.getByRole('listitem').filter({ hasText: 'Pregnant' })).toContainText('2 (50%)');
  await expect(byStatus.getByRole('listitem').filter({ hasText: 'Sold' })).toContainText('1 (25%)');
  const pregnant = page.getByRole('region', { name: 'Pregnant Cows' }).getByRole('row');
  await expect(pregnant.nth(1)).toContainText('14');
  await expect(pregnant.nth(2)).toContainText('12 Bessie');
  await expect(page.getByRole('region', { name: 'Recent Activities' })).toContainText('Blackleg booster');
  await screenshot(page, 'reports', { fullPage: true });
});

test('an empty farm: zeros and plain words instead of empty charts', { tag: '@any-screen' }, async ({ page }) => {
  await openSignedIn(page, { path: '/reports' });
  await expect(page.getByText('No cattle in the herd yet.')).toBeVisible();
  await expect(page.getByText('No pregnant cows recorded.')).toBeVisible();
  await expect(page.getByText('No activities logged yet.')).toBeVisible();
});

test('privacy mode: the demo farm\'s reports, with no request for the real farm\'s', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/trpc/auth.me') calls.push(pathname);
  });
  await openSignedIn(page, { path: '/reports?privacy=true' });
  await expect(page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem')).toHaveCount(10);
  const inHerd = await page.getByRole('region', { name: 'Herd Summary' }).getByRole('group', { name: 'In the herd' }).innerText();
  expect(Number(inHerd.replace(/\D/g, ''))).toBeGreaterThan(90);
  await screenshot(page, 'reports-demo', { fullPage: true });
  expect(calls).toEqual([]);
});
