import { expect, type Page } from '@playwright/test';

/**
 * Opens a path inside the running app, as an in-app link would: the router moves without reloading
 * the page, so a walk over every screen costs one page load.
 */
export async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}
