import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Runs axe-core over the page (or the parts `include` selects) and expects no violation, naming any
 * it finds. axe is put into the page once per document and run there directly: @axe-core/playwright
 * re-injects it and opens a helper page on every call, which made each check about 2.5 times slower.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (selector) => {
    const { violations } = await window.axe!.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, include);
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
