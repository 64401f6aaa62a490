import type { Page, Route } from '@playwright/test';

/**
 * Holds the answers of a procedure until the returned release() is called, so a test sees what
 * the page shows while it waits, however slow the machine (a fixed delay can pass unseen). Then
 * each call goes on to the server, or `answer` answers it.
 */
export async function holdUntilReleased(page: Page, procedure: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/trpc/${procedure}**`, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
