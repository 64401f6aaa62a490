import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The rules axe leaves off unless asked that Lighthouse's accessibility audit turns on: a control's
 * name contains its visible text, touch targets of at least 24 px, links of one name lead to one
 * place, tables have real captions and every data cell a header; and the page must work in either
 * orientation. Everything axe runs by default stays on, best practices included (heading order,
 * landmarks, one main).
 */
const EXTRA_RULES = [
  'label-content-name-mismatch',
  'target-size',
  'identical-links-same-purpose',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
] as const;

/**
 * Runs axe-core over the whole page (header, navigation and any open dialog included) and expects
 * no violation, naming any it finds under `what` (the page or dialog checked). The expectation is
 * soft: a sweep goes on and reports every page that fails, and the test still fails at its end.
 * axe is put into the page once per document and run there directly: @axe-core/playwright
 * re-injects it and opens a helper page on every call, which made each check about 2.5 times slower.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const found = await page.evaluate(async (extra) => {
    // Colours are judged as they settle: a tab just chosen is still between its two colours.
    await Promise.all(document.getAnimations().filter((running) => running instanceof CSSTransition).map((running) => running.finished.catch(() => undefined)));
    const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
    const { violations } = await window.axe!.run(document, { resultTypes: ['violations'], rules });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, EXTRA_RULES);
  expect.soft(found, `axe on ${what}`).toEqual([]);
}
