import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../core/demo/account';
import type { PublicUser } from '../../core/schemas/auth';
import { ownerOf } from '../api/last-loaded';
import { expect, test } from './support/test';
import { newFarm, signUpViaApi, type TestFarm } from './support/accounts';
import { AuthScreen } from './support/auth-page';
import { waitForServiceWorker } from './support/last-loaded';
import { screenshot } from './support/screenshots';
import { Shell } from './support/shell';

// The account is kept on the device beside its token: a start with nothing of the farm kept (the
// first after signing in, or after an update of the app) draws the farm at once and asks the server
// who is signed in alongside the screen's own reads. It never stands in for an answer that cannot
// come (no network), for another sign-in, or in privacy mode.

const WHO_IS_SIGNED_IN = '**/api/trpc/auth.me**';
const keptAccount = (page: Page) => page.evaluate(() => localStorage.getItem('signedInUser'));

/** Holds every "who is signed in" call until the answer is released; after that they pass at once. */
async function holdWhoIsSignedIn(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(WHO_IS_SIGNED_IN, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` and checks that nothing of the app is drawn until the server says who is signed in. */
async function expectNoShellUntilAnswered(page: Page, path: string): Promise<void> {
  const releaseWho = await holdWhoIsSignedIn(page);
  const asked = page.waitForRequest(WHO_IS_SIGNED_IN);
  await page.goto(path);
  await asked;
  await expect(new Shell(page).header).toBeHidden();
  releaseWho();
}

/** A new farm, made through the API; the sign-in page is open for it. */
async function farmAtSignIn(page: Page, label: string): Promise<TestFarm> {
  const farm = newFarm(label);
  await signUpViaApi(page.request, farm);
  await new AuthScreen(page).goto();
  return farm;
}

/** Stores a token and a kept account as the app would, on a page of the app's origin. */
async function keepSignIn(page: Page, token: string, kept: { owner: string; user: PublicUser }): Promise<void> {
  await page.evaluate(
    ({ token, kept }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('signedInUser', kept);
    },
    { token, kept: JSON.stringify(kept) },
  );
}

/** The account the server answers for this token. */
async function accountOf(page: Page, token: string): Promise<PublicUser> {
  const response = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as PublicUser;
}

test.describe('start-up with the account kept beside the token', () => {
  test('after signing in, the farm draws while the server is still asked who is signed in, its reads sent beside that call; signing out forgets it', async ({ page }) => {
    const shell = new Shell(page);
    const farm = await farmAtSignIn(page, 'Kept');
    const releaseWho = await holdWhoIsSignedIn(page);
    const farmRead = page.waitForRequest(/\/api\/trpc\/dashboard\.stats/);
    await new AuthScreen(page).signIn(farm.email, farm.password);

    await shell.expectSignedInAs(farm.farmName);
    await farmRead;
    await screenshot(page, 'start-up-before-the-server-answers');
    expect(JSON.parse((await keptAccount(page)) ?? 'null')).toMatchObject({ user: { email: farm.email, farmName: farm.farmName } });
    releaseWho();
    await shell.skipWelcome();

    await shell.signOut();
    expect(await keptAccount(page)).toBeNull();
  });

  test('an account kept for another sign-in is never shown: the app waits for the server', { tag: '@any-screen' }, async ({ page }) => {
    const shell = new Shell(page);
    const [first, second] = [newFarm('First'), newFarm('Second')];
    const [firstToken, secondToken] = [await signUpViaApi(page.request, first), await signUpViaApi(page.request, second)];
    const firstAccount = await accountOf(page, firstToken);
    await page.goto('/auth');
    await keepSignIn(page, secondToken, { owner: ownerOf(firstToken), user: firstAccount });
    await expectNoShellUntilAnswered(page, '/');
    await shell.expectSignedInAs(second.farmName);
    expect(JSON.parse((await keptAccount(page)) ?? 'null')).toMatchObject({ owner: ownerOf(secondToken), user: { farmName: second.farmName } });
  });

  test('with no network and nothing of the farm kept, the kept account does not stand in: the farm cannot be loaded', { tag: '@any-screen' }, async ({ page, context }) => {
    const farm = newFarm('Offline');
    const token = await signUpViaApi(page.request, farm);
    const account = await accountOf(page, token);
    // The app is installed by a visit signed out, so nothing of a farm was ever loaded here.
    await page.goto('/auth');
    await waitForServiceWorker(page);
    await keepSignIn(page, token, { owner: ownerOf(token), user: account });
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Cannot load your farm' })).toBeVisible();
    // Back in range, the farm opens by itself, with no tap: whether or not this browser build tells
    // the page that the network returned (Chromium 150 under emulation never does).
    await context.setOffline(false);
    await new Shell(page).expectSignedInAs(farm.farmName);
  });

  test('a server out of reach while the browser says it is online: the farm opens by itself once the server answers', async ({ page }) => {
    const farm = newFarm('Lie-fi');
    const token = await signUpViaApi(page.request, farm);
    await page.goto('/auth');
    await keepSignIn(page, token, { owner: ownerOf(token), user: await accountOf(page, token) });
    // One bar of signal, or a Wi-Fi with no way out: the browser reports online, yet no call gets through.
    let tries = 0;
    await page.route(WHO_IS_SIGNED_IN, (route) => {
      tries += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Cannot load your farm' })).toBeVisible();
    await expect(page.getByText('Your farm opens by itself once the server answers.')).toBeVisible();
    await screenshot(page, 'start-up-server-out-of-reach');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect.poll(() => tries, { message: 'the app asks again by itself', timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    await page.unroute(WHO_IS_SIGNED_IN);
    await new Shell(page).expectSignedInAs(farm.farmName, { timeout: 15_000 });
  });

  test('privacy mode neither shows nor keeps the account', { tag: '@any-screen' }, async ({ page }) => {
    const shell = new Shell(page);
    const farm = await farmAtSignIn(page, 'Private');
    await new AuthScreen(page).signIn(farm.email, farm.password);
    await shell.expectSignedInAs(farm.farmName);
    const kept = await keptAccount(page);

    await expectNoShellUntilAnswered(page, '/?privacy=true');
    await expect(shell.farmName).toHaveText(DEMO_ACCOUNT.farmName);
    expect(await keptAccount(page)).toBe(kept);
  });
});
