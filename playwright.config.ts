import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests run the built renderer (dist/renderer; `npm run e2e` builds it first) against the
// real server on a free port with a fresh database. Playwright loads this file in the runner and
// again in each worker: the port and database path are chosen once and handed on through the
// environment, which the workers inherit.
function freePort(): string {
  return execFileSync(
    process.execPath,
    ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: 'utf8' },
  ).trim();
}

process.env.FARM_HAND_E2E_PORT ??= freePort();
// A folder of the run's own: the database, and the backups the server takes of it beside it; removed
// when the run ends (e2e/support/remove-run-folder.ts).
process.env.FARM_HAND_E2E_DB ??= path.join(os.tmpdir(), `farm-hand-e2e-${process.pid}-${Date.now()}`, 'farm-hand.sqlite');

const port = process.env.FARM_HAND_E2E_PORT;
// localhost, not 127.0.0.1: browsers treat it as a secure context, so the service worker registers.
const baseURL = `http://localhost:${port}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'renderer/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: './renderer/e2e/support/remove-run-folder.ts',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    // Tests run with the app's reduced-motion styles (no transitions), which saves each step the wait
    // for an element to stop moving; the tests about motion itself (toasts, swipe) turn motion back on.
    reducedMotion: 'reduce',
    // Traces cost about a quarter of the run's time, so none are recorded; a failure still leaves a
    // screenshot and the page's accessibility snapshot. Run with `--trace on` to record them.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.FARM_HAND_CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
      // A behaviour that is the same on any screen (a rule, a message, a stored setting) runs once,
      // on the desktop project; the phone runs everything that depends on its layout or touch.
      grepInvert: /@any-screen/,
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } },
      // Touch gestures (swipe to delete) exist only on the phone.
      grepInvert: /@touch/,
    },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      FARM_HAND_DB: process.env.FARM_HAND_E2E_DB,
      // FARM_HAND_E2E_STATIC lets parallel work test its own build without touching dist/.
      FARM_HAND_STATIC: process.env.FARM_HAND_E2E_STATIC ?? path.join(import.meta.dirname, 'dist', 'renderer'),
      NODE_ENV: 'production',
      // Every test signs up farms of its own, all from this one address: far more than a real
      // address's 10 an hour (the limit itself is proven over HTTP, server/signup-limit-http.test.ts).
      SIGNUPS_PER_HOUR: '100000',
    },
  },
});
