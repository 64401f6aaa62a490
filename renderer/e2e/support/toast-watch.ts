import type { Page } from '@playwright/test';

export interface ToastSighting {
  text: string;
  added: number;
  removed: number | null;
}

// Records, by the page's own clock, when each toast enters and leaves the page. With Playwright's
// fake clock installed that clock is the one the toaster's timers run on, so a toast's lifetime
// can be read exactly however slowly the machine runs the test.
export async function watchToasts(page: Page): Promise<() => Promise<ToastSighting[]>> {
  await page.evaluate(() => {
    const seen: { node: Element; text: string; added: number; removed: number | null }[] = [];
    const toastsIn = (node: Node): Element[] =>
      node instanceof Element ? [node, ...node.querySelectorAll('.bp6-toast')].filter((el) => el.matches('.bp6-toast')) : [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          for (const el of toastsIn(node)) seen.push({ node: el, text: el.textContent ?? '', added: Date.now(), removed: null });
        }
        for (const node of record.removedNodes) {
          for (const entry of seen) if (entry.removed === null && node.contains(entry.node)) entry.removed = Date.now();
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
    (window as unknown as { toastSightings: typeof seen }).toastSightings = seen;
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { toastSightings: ToastSighting[] }).toastSightings.map(({ text, added, removed }) => ({
        text,
        added,
        removed,
      })),
    );
}

// Stops the page's fake clock a moment ahead of its current time. The clock runs at real pace until
// then, so on a slow machine the moment may already be past when the pause arrives: try again further on.
export async function pauseClock(page: Page): Promise<void> {
  for (const lead of [300, 1_000, 3_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + lead);
      return;
    } catch (error) {
      if (!String(error).includes('past')) throw error;
    }
  }
  throw new Error('the page clock could not be paused');
}
