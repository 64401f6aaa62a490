import type { Page } from '@playwright/test';
import { test } from './test';

/**
 * Saves a picture of the page for a person to look at, as test-results/screenshots/{project}-{name}.png
 * (test-results is ignored by git). `fullPage` takes the whole scrolled page, not only the viewport.
 * Tests run with reduced motion, so a dialog is drawn whole the moment it is visible.
 */
export async function screenshot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${test.info().project.name}-${name}.png`, fullPage });
}

/** A name as a file name: "Edit Cattle, a cow" is "edit-cattle-a-cow". */
export function fileNameOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
