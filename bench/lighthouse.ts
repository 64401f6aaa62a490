// Lighthouse's performance audit of the dashboard as a phone on a slow network sees it (Lighthouse's
// mobile emulation and simulated throttling), signed in to the demo farm: the measurement behind
// `npm run lighthouse` and the bench's lighthouse.dashboard_mobile. Each run starts with no service
// worker and no cached files: every script, style and answer comes over the slow network. What a
// returning phone keeps is kept: the sign-in and the records it last loaded (one unmeasured visit
// first saves them). `cold` also drops those records, as on the first start after signing in.
// Writes Lighthouse's reports into `outDir`. Needs the built renderer and Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_ACCOUNT } from '../core/demo/account';
import { ensureDemoAccount } from '../core/seed/demo-account';
import { openTempFarmDb } from '../core/testing/temp-farm-db';
import { keptReadsInPage } from '../renderer/e2e/support/last-loaded';
import { listen } from '../server/listen';
import { silentLogger } from '../server/logger';
import { median } from './results';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Lighthouse itself sometimes fails to record the trace (NO_NAVSTART): such a run is run again, this many times at most. */
const RETRIES = 3;

export interface LighthouseOptions {
  /** The built renderer (dist/renderer). */
  staticDir: string;
  runs: number;
  cold: boolean;
  outDir: string;
  /** Told each run's score and metrics. */
  log: (line: string) => void;
}

export interface LighthouseScores {
  scores: number[];
  median: number;
}

export async function measureLighthouse(options: LighthouseOptions): Promise<LighthouseScores> {
  const { db, dispose } = openTempFarmDb();
  await ensureDemoAccount(db);
  const server = await listen({ db, log: silentLogger, staticDir: options.staticDir, host: '127.0.0.1', port: 0 });
  // localhost, not 127.0.0.1: a secure context, as a phone on HTTPS is.
  const origin = `http://localhost:${server.port}`;
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  // Chromium runs detached: a bench stopped part way (Ctrl-C exits at once) must not leave it behind.
  const killChrome = () => chrome.process.kill('SIGKILL');
  process.once('exit', killChrome);
  let browser: Browser | undefined;
  try {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    const { token } = (await login.json()) as { token: string };
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // A file of the same origin that runs none of the app: the sign-in is stored, nothing else.
    await page.goto(`${origin}/manifest.json`);
    await page.evaluate((signedIn) => {
      localStorage.setItem('authToken', signedIn);
      localStorage.setItem('hasSeenWelcome', 'true');
    }, token);
    // The unmeasured visit: the app saves what the dashboard loaded, as on any phone that used it.
    await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(keptReadsInPage, { polling: 250, timeout: 20_000 });
    await page.goto(`${origin}/manifest.json`);
    const cdp = await page.createCDPSession();

    mkdirSync(options.outDir, { recursive: true });
    const scores: number[] = [];
    const audit = async () => {
      const dropped = options.cold ? 'service_workers,cache_storage,indexeddb' : 'service_workers,cache_storage';
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: dropped });
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${origin}/`, { port: chrome.port, onlyCategories: ['performance'], disableStorageReset: true, output: 'json', logLevel: 'error' });
      if (!result) throw new Error('Lighthouse gave no result');
      return result.lhr;
    };
    let failures = 0;
    for (let run = 1; run <= options.runs; run += 1) {
      const lhr = await audit();
      if (lhr.runtimeError) {
        options.log(`run ${run}: Lighthouse failed (${lhr.runtimeError.code}); running it again`);
        failures += 1;
        if (failures > RETRIES) throw new Error(`Lighthouse keeps failing: ${lhr.runtimeError.message}`);
        run -= 1;
        continue;
      }
      writeFileSync(join(options.outDir, `dashboard-mobile${options.cold ? '-cold' : ''}-${run}.json`), JSON.stringify(lhr, null, 1));
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      scores.push(score);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      options.log(
        `run ${run}: performance ${score}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')})`,
      );
    }
    return { scores, median: median(scores) };
  } finally {
    await browser?.disconnect();
    process.off('exit', killChrome);
    chrome.kill();
    await server.close();
    dispose();
  }
}
