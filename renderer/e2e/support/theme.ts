import { expect, type Page } from '@playwright/test';

/** Opens every page of this tab in Dark Mode or in light, as the device's setting would. */
export async function useTheme(page: Page, dark: boolean): Promise<void> {
  await page.addInitScript((darkMode) => localStorage.setItem('deviceSettings', JSON.stringify({ darkMode })), dark);
}

/** The page is drawn in the theme asked for, from its first paint. */
export async function expectTheme(page: Page, dark: boolean): Promise<void> {
  if (dark) await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  else await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
}
