import type { Page, Route } from '@playwright/test';
import { openNewFarm } from './accounts';
import { holdUntilReleased } from './hold';
import { withoutFarmCopy } from './phone-replica';
import { expect } from './test';

/**
 * Opens `path` on a new farm (with the records `setUp` makes), read from the server as before a
 * phone's first sync, while the screen's list call is held,
 * sees the loading cards the screen draws meanwhile (`loading` is their accessible name), then lets
 * the call through, or lets `answer` answer it.
 */
export async function openThroughLoadingCards<T = undefined>(
  page: Page,
  options: {
    label: string;
    path: string;
    list: string;
    loading: string;
    cards?: number;
    setUp?: (token: string) => Promise<T>;
    answer?: (route: Route) => Promise<void>;
  },
): Promise<{ token: string; made: T | undefined }> {
  await withoutFarmCopy(page);
  const release = await holdUntilReleased(page, options.list, options.answer);
  const opened = await openNewFarm(page, options);
  await expect(page.getByLabel(options.loading).locator('.fh-cattle-skeleton-row')).toHaveCount(options.cards ?? 3);
  release();
  return opened;
}
