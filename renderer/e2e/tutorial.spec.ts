import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/test';

const TOPICS = ['Getting Started', 'Adding Your Cattle', 'Managing Pastures', 'Logging Activities', 'Breeding Programs', 'Inventory Management', 'Mobile Features'];

test('the guided tutorial: Next through the seven steps to Complete, each ticked once visited, kept after a reload', async ({ page }) => {
  await openSignedIn(page, { path: '/tutorial' });
  const next = page.getByRole('button', { name: 'Next' });
  for (const [index, title] of TOPICS.entries()) {
    await expect(page.getByText(`Step ${index + 1} of 7`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('Pro tips')).toBeVisible();
    if (index === 0) await screenshot(page, 'tutorial-guided', { fullPage: true });
    if (index < TOPICS.length - 1) await next.click();
  }
  await expect(page.getByRole('button', { name: 'Step 6: Inventory Management (visited)' })).toBeVisible();
  await expect(next).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Tutorial complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Step 7: Mobile Features (visited)' })).toBeVisible();
  await expectAccessible(page, 'the tutorial, complete');
  await screenshot(page, 'tutorial-complete', { fullPage: true });

  await page.reload();
  await expect(page.getByText('Step 7 of 7', { exact: true })).toBeVisible();
  await expect(page.getByText('Tutorial complete')).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByText('Step 1 of 7', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step 1: Getting Started', exact: true })).toBeVisible();
});

test('by keyboard alone: Previous and Next, a step button, and Complete', { tag: '@any-screen' }, async ({ page }) => {
  await openSignedIn(page, { path: '/tutorial' });
  const next = page.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 7', { exact: true })).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 1 of 7', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Step 7: Mobile Features' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Mobile Features' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Step 7: Mobile Features (visited)' })).toBeVisible();
  // Steps 2 to 6 were skipped: the tutorial is not complete, so Complete stays usable.
  await expect(page.getByText('Tutorial complete')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete' })).toBeEnabled();
});

test('Quick Overview: the checklist ticks what the farm has, and a topic card opens its step', async ({ page }) => {
  const farm = newFarm('Tutorial');
  const token = await signUpViaApi(page.request, farm);
  await page.request.post('/api/pastures', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'North' } });
  await openSignedIn(page, { path: '/tutorial?tab=overview', signedUp: { farm, token } });
  const checklist = page.locator('.fh-quick-start');
  await expect(checklist.locator('.fh-quick-start-item')).toHaveCount(5);
  await expect(checklist.locator('.fh-quick-start-done')).toHaveText([/Set up your pastures/]);
  await expect(checklist).toContainText('Set up your genetic inventory (optional)');
  await screenshot(page, 'tutorial-overview', { fullPage: true });
  await page.getByRole('button', { name: /Step 4\s*Logging Activities/ }).click();
  await expect(page).toHaveURL(/\/tutorial$/);
  await expect(page.getByText('Step 4 of 7', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Logging Activities' })).toBeVisible();
});
