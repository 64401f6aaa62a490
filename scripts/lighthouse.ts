// `npm run lighthouse`: Lighthouse's performance audit of the dashboard as a phone on a slow network
// sees it (Lighthouse's mobile emulation and simulated throttling), signed in to the demo farm.
// Needs the built renderer (`npm run build`, or `--static DIR`) and Debian's Chromium. Each run is a
// cold start: no service worker and no cached files, only the sign-in kept. Prints each run and the
// median, and writes Lighthouse's reports under test-results/lighthouse. Not part of `npm test`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_ACCOUNT } from '../core/demo/account';
import { ensureDemoAccount } from '../core/seed/demo-account';
import { openTempFarmDb } from '../core/testing/temp-farm-db';
import { listen } from '../server/listen';
import { silentLogger } from '../server/logger';

const root = join(import.meta.dirname, '..');
const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const staticDir = arg('static') ?? join(root, 'dist', 'renderer');
const runs = Number(arg('runs') ?? 3);
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
  const cdp = await page.createCDPSession();

  mkdirSync(outDir, { recursive: true });
  const scores: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(`${origin}/`, { port: chrome.port, onlyCategories: ['performance'], disableStorageReset: true, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    writeFileSync(join(outDir, `dashboard-mobile-${run}.json`), JSON.stringify(lhr, null, 1));
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `run ${run}: performance ${score}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')})`,
    );
  }
  const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  console.log(`lighthouse.dashboard_mobile: median ${median} of ${runs} runs (${scores.join(', ')}); reports in ${outDir}`);
} finally {
  await browser?.disconnect();
  chrome.kill();
  await server.close();
  dispose();
}
