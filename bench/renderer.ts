// The renderer in Debian's Chromium (Playwright, a phone's viewport), served by the real server in a
// process of its own with the built app (dist/renderer):
// - renderer.initial_js_gzip: every script the first screen (the dashboard, signed in) loads until
//   the network is idle, each gzipped at level 9, summed;
// - renderer.cattle_list_10k: ms from navigating to /cattle to a usable list of a 10,000-head farm
//   (the record count shown for the whole list and the first cards drawn), in the page's own clock,
//   each run in a new browser context (nothing cached, nothing kept, no service worker).
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { todayISO } from '../core/domain/dates';
import { isShownInCattleList } from '../core/domain/cattle-filters';
import { countOf } from '../core/domain/plural';
import type { CattleRecord } from '../core/schemas/cattle';
import { withServer } from './children';
import type { BenchFarm } from './farms';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { fromRuns, type Result } from './results';

const INITIAL_JS_TARGET_BYTES = 200 * 1024;
const PHONE = devices['Pixel 7'];

/** A new phone-sized context, already signed in as the farm (the app reads the token at start); it takes the bench's own certificate. */
export async function signedInContext(browser: Browser, token: string, serviceWorkers: 'allow' | 'block', device: typeof PHONE = PHONE): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, serviceWorkers, ignoreHTTPSErrors: true });
  await context.addInitScript((signedIn) => {
    localStorage.setItem('authToken', signedIn);
    localStorage.setItem('hasSeenWelcome', 'true');
  }, token);
  return context;
}

/**
 * Watches the scripts the page loads from now on; the answer sums those loaded so far, each gzipped
 * at level 9.
 */
export function watchScripts(page: Page): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  return async () => {
    const bytes = await Promise.all(sizes);
    if (bytes.length === 0) throw new Error('the first screen loaded no script: is the renderer built?');
    return bytes.reduce((sum, n) => sum + n, 0);
  };
}

async function initialJsBytes(browser: Browser, origin: string, token: string): Promise<number> {
  const context = await signedInContext(browser, token, 'allow');
  try {
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await scripts();
  } finally {
    await context.close();
  }
}

/**
 * The page's clock (ms since its navigation started) at the first frame that shows animals on
 * /cattle (cards or table rows) and, when `count` is given, that record count for the list.
 */
export async function firstRowsAt(page: Page, count?: string, timeout = 120_000): Promise<number> {
  const usable = await page.waitForFunction(
    (expected) => {
      const shown = expected === undefined || document.querySelector('.fh-record-count')?.textContent === expected;
      return shown && document.querySelector('article.fh-record-card, table tbody tr') ? performance.now() : 0;
    },
    count,
    { polling: 'raf', timeout },
  );
  return (await usable.jsonValue()) as number;
}

async function cattleListMs(browser: Browser, origin: string, token: string, expected: string): Promise<number> {
  const context = await signedInContext(browser, token, 'block');
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/cattle`, { waitUntil: 'commit' });
    return await firstRowsAt(page, expected);
  } finally {
    await context.close();
  }
}

export async function benchRenderer(farm: BenchFarm, staticDir: string, runs: number): Promise<Result[]> {
  return withServer({ kind: 'app', dbFile: farm.file, userId: farm.userId, staticDir }, async (server) => {
    // localhost, not 127.0.0.1: a secure context, as a phone on HTTPS is.
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const herd = (await (await fetch(`${server.url}/api/cattle`, { headers: { authorization: `Bearer ${farm.token}` } })).json()) as CattleRecord[];
    const today = todayISO();
    const listed = herd.filter((animal) => isShownInCattleList(animal, today)).length;
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const initial = await initialJsBytes(browser, origin, farm.token);
      const list: number[] = [];
      for (let run = 0; run < runs; run += 1) list.push(await cattleListMs(browser, origin, farm.token, countOf(listed, 'record')));
      return [
        { name: 'renderer.initial_js_gzip.bytes', value: initial, unit: 'bytes (gzip -9)', target: { max: INITIAL_JS_TARGET_BYTES } },
        fromRuns(`renderer.cattle_list_${farm.head / 1000}k.ms`, list, 'ms'),
      ];
    } finally {
      await browser.close();
    }
  });
}
