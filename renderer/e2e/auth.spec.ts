import { expect, test } from './support/test';
import { DEMO, newFarm, signUpViaApi } from './support/accounts';
import { pauseClock, watchToasts, type ToastSighting } from './support/toast-watch';
import { AuthScreen } from './support/auth-page';
import { Shell } from './support/shell';

test.describe('sign-in and create farm', () => {
  test('a visitor sees only the sign-in screen, whatever the path', async ({ page }) => {
    await page.goto('/cattle');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Create Farm' })).toBeVisible();
    await expect(page.getByText(DEMO.email)).toBeVisible();
  });

  test('create a farm, sign out, sign back in', async ({ page }) => {
    const auth = new AuthScreen(page);
    const shell = new Shell(page);
    const farm = newFarm('Cottonwood');

    await auth.goto();
    await auth.createFarm({ ...farm, ownerName: 'Dale Rivers', location: 'Custer County, NE' });
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.toast('Account created!')).toContainText(`Welcome to Farm Hand, ${farm.farmName}!`);
    await shell.expectSignedInAs(farm.farmName);
    await shell.skipWelcome();

    await shell.signOut();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await auth.signIn(farm.email, farm.password);
    await expect(auth.toast('Welcome back!')).toContainText(`Logged in to ${farm.farmName}`);
    await expect(page).toHaveURL(/\/$/);
    await shell.expectSignedInAs(farm.farmName);
    // The welcome dialog belongs to the first visit on this device, not to every sign-in.
    await expect(shell.welcome).toBeHidden();
  });

  test('a wrong password is refused with the server message', { tag: '@any-screen' }, async ({ page }) => {
    const auth = new AuthScreen(page);
    await auth.goto();
    await auth.signIn(newFarm().email, 'not-the-password');
    await expect(auth.toast('Login failed')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('toasts: one at a time, gone after 5000 ms', { tag: '@any-screen' }, async ({ page }) => {
      await page.clock.install();
      const auth = new AuthScreen(page);
      const toasts = page.locator('.bp6-toast');
      await auth.goto();
      const sightings = await watchToasts(page);
      await auth.signIn(newFarm().email, 'not-the-password');
      await expect(auth.toast('Login failed')).toBeVisible();
      await Promise.all([page.waitForResponse('**/api/trpc/auth.login**'), auth.signIn(newFarm().email, 'another-wrong-one')]);
      await expect.poll(async () => (await sightings()).length).toBe(2);
      // From here only the test moves the clock, in steps, and the toasts' times are read off it.
      await pauseClock(page);
      await page.clock.runFor(500); // the first toast's exit transition: the second one replaces it
      await expect(toasts).toHaveCount(1);
      for (let step = 0; step < 80 && (await toasts.count()) > 0; step++) await page.clock.runFor(100);
      await expect(toasts).toHaveCount(0);
      const seen = await sightings();
      expect(seen).toHaveLength(2);
      const [first, second] = seen as [ToastSighting, ToastSighting];
      expect(first.removed).not.toBeNull();
      // Shown for 5000 ms, then its exit transition (under 500 ms). The upper bound leaves room for
      // the moment between the toast entering the page and its timer starting, which a busy machine
      // stretches before the clock is paused.
      const shownFor = second.removed! - second.added;
      expect(shownFor).toBeGreaterThanOrEqual(5000);
      expect(shownFor).toBeLessThanOrEqual(6000);
    });
  });

  test('an e-mail already registered is refused at the field', { tag: '@any-screen' }, async ({ page }) => {
    const auth = new AuthScreen(page);
    const farm = newFarm();
    await signUpViaApi(page.request, farm);
    await auth.goto();
    await auth.createFarm({ ...farm, farmName: 'Second Try Ranch' });
    await expect(auth.toast('Signup failed')).toContainText('An account with this email already exists');
    await expect(page.locator('#create-farm-email-message')).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the forms show their messages under the fields', { tag: '@any-screen' }, async ({ page }) => {
    const auth = new AuthScreen(page);
    await auth.goto();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await auth.createFarmTab.click();
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Create Farm', exact: true }).click();
    await expect(page.getByText('Farm name is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('the demo account signs in', { tag: '@any-screen' }, async ({ page }) => {
    const auth = new AuthScreen(page);
    const shell = new Shell(page);
    await auth.goto();
    await page.getByRole('button', { name: 'Use demo account' }).click();
    await expect(auth.email).toHaveValue(DEMO.email);
    await expect(auth.password).toHaveValue(DEMO.password);
    // The toast shows for the second before the page reloads: watch for it from before the click.
    const welcomed = auth.toast('Welcome back!').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await welcomed;
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.farmName).not.toBeEmpty();
  });
});
