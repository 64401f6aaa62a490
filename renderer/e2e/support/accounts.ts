import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '../../../core/demo/account';

/** The demo account's sign-in. */
export const DEMO = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } as const;

export interface TestFarm {
  email: string;
  password: string;
  farmName: string;
}

let counter = 0;

/** A farm nobody else in this run uses: every test gets its own account and data. */
export function newFarm(label = 'Farm'): TestFarm {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { email: `e2e-${id}@example.com`, password: 'pasture-123', farmName: `${label} ${id.slice(-5).toUpperCase()} Ranch` };
}

/** Creates the farm through the REST API: quicker than the form when the form is not under test. */
export async function signUpViaApi(request: APIRequestContext, farm: TestFarm): Promise<string> {
  const response = await request.post('/api/auth/signup', {
    data: { email: farm.email, password: farm.password, farmName: farm.farmName },
  });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * Puts the sign-in into the page's storage before the app's first script runs, so the first load is
 * already signed in. Once per tab: a later sign-out or a reload keeps what the app itself stored.
 */
async function seedSignIn(page: Page, token: string, welcomeSeen: boolean): Promise<void> {
  await page.addInitScript(
    ({ token, welcomeSeen }) => {
      if (sessionStorage.getItem('e2eSignInSeeded')) return;
      sessionStorage.setItem('e2eSignInSeeded', 'yes');
      localStorage.setItem('authToken', token);
      if (welcomeSeen) localStorage.setItem('hasSeenWelcome', 'true');
    },
    { token, welcomeSeen },
  );
}

/**
 * Opens the app signed in as a new farm (or as `signedUp`, a farm the test made), with the welcome
 * dialog already seen unless asked.
 */
export async function openSignedIn(
  page: Page,
  { welcomeSeen = true, path = '/', signedUp }: { welcomeSeen?: boolean; path?: string; signedUp?: { farm: TestFarm; token: string } } = {},
): Promise<TestFarm> {
  const farm = signedUp?.farm ?? newFarm();
  const token = signedUp?.token ?? (await signUpViaApi(page.request, farm));
  await seedSignIn(page, token, welcomeSeen);
  await page.goto(path);
  return farm;
}

/** Signs in through the REST API, opens `path` with the welcome already seen, and gives the token. */
export async function openAs(page: Page, credentials: { email: string; password: string }, path: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  await seedSignIn(page, token, true);
  await page.goto(path);
  return token;
}

/**
 * Signs up a new farm, lets `setUp` add its records through the REST API with the farm's token,
 * then opens `path` signed in as it. Answers the token and what `setUp` made.
 */
export async function openNewFarm<T = undefined>(
  page: Page,
  { label, path, setUp }: { label: string; path: string; setUp?: ((token: string) => Promise<T>) | undefined },
): Promise<{ token: string; made: T | undefined }> {
  const farm = newFarm(label);
  const token = await signUpViaApi(page.request, farm);
  const made = setUp ? await setUp(token) : undefined;
  await openSignedIn(page, { path, signedUp: { farm, token } });
  return { token, made };
}
