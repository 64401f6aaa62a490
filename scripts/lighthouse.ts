// `npm run lighthouse`: Lighthouse's performance audit of the dashboard as a phone on a slow network
// sees it (Lighthouse's mobile emulation and simulated throttling), signed in to the demo farm.
// Needs the built renderer (`npm run build`, or `--static DIR`) and Debian's Chromium. Each run
// starts with no service worker and no cached files: every script, style and answer comes over the
// slow network. What a returning phone keeps is kept: the sign-in and the records it last loaded
// (one unmeasured visit first saves them). `--cold` also drops those records, as on the first start
// after signing in. Prints each run and the median, and writes Lighthouse's reports under
// test-results/lighthouse. Not part of `npm test`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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

const root = join(import.meta.dirname, '..');
const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const staticDir = arg('static') ?? join(root, 'dist', 'renderer');
const runs = Number(arg('runs') ?? 3);
const cold = process.argv.includes('--cold');
const outDir = join(root, 'test-results', 'lighthouse');

if (!existsSync(join(staticDir, 'index.html'))) {
  console.error(`No built renderer in ${staticDir}: run \`npm run build\` first (or pass --static DIR).`);
  process.exit(1);
}

const { db, dispose } = openTempFarmDb();
await ensureDemoAccount(db);
const server = await listen({ db, log: silentLogger, staticDir, host: '127.0.0.1', port: 0 });
// localhost, not 127.0.0.1: a secure context, as a phone on HTTPS is.
const origin = `http://localhost:${server.port}`;
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
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

  mkdirSync(outDir, { recursive: true });
  const scores: number[] = [];
  const audit = async () => {
    const dropped = cold ? 'service_workers,cache_storage,indexeddb' : 'service_workers,cache_storage';
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: dropped });
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(`${origin}/`, { port: chrome.port, onlyCategories: ['performance'], disableStorageReset: true, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse gave no result');
    return result.lhr;
  };
  let failures = 0;
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await audit();
    // Lighthouse itself sometimes fails to record the trace (NO_NAVSTART): that run is no score of
    // the app's, so it is said and run again, three times at most.
    if (lhr.runtimeError) {
      console.log(`run ${run}: Lighthouse failed (${lhr.runtimeError.code}); running it again`);
      failures += 1;
      if (failures > 3) throw new Error(`Lighthouse keeps failing: ${lhr.runtimeError.message}`);
      run -= 1;
      continue;
    }
    writeFileSync(join(outDir, `dashboard-mobile-${run}.json`), JSON.stringify(lhr, null, 1));
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `run ${run}: performance ${score}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')})`,
    );
  }
  const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  const start = cold ? 'cold (nothing kept but the sign-in)' : 'returning (sign-in and last loaded records kept)';
  console.log(`lighthouse.dashboard_mobile: median ${median} of ${runs} runs (${scores.join(', ')}), ${start}; reports in ${outDir}`);
} finally {
  await browser?.disconnect();
  chrome.kill();
  await server.close();
  dispose();
}
