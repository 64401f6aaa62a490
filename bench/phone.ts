// The app as a phone in a pocket runs it: Debian's Chromium with a 390×844 viewport and a 4× slower
// CPU (phone-cdp.ts), the real server in a process of its own with the built app over HTTPS (a
// certificate of the bench's own, tls.ts: as a phone reaches its server, so the browser takes
// Brotli), the 10,000-head farm. Signing in is the farm's session token in the page's storage, as
// after the sign-in form.
// - phone.first_visit_first_rows_ms: a new phone on slow 4G opens /cattle: navigation start to the
//   first animal drawn, in the page's clock; beside it the API bytes fetched over the network by
//   then, and (phone.entry_script_gzip_kb) the scripts loaded by then, each gzipped at level 9;
// - phone.first_sync_10k_s: the same visit, from navigation start until the farm's copy on the phone
//   is whole (its cursor in IndexedDB says so, read every 250 ms); meanwhile a tap on a bottom-nav
//   link every few seconds, timed from the tap (the input event's own time, so a busy page's input
//   delay counts) to the new screen's heading, and the page's longest task;
// - phone.offline_return_first_rows_ms: a phone that has pulled the copy whole and installed the
//   service worker goes offline and reloads /cattle: navigation start to the first animal drawn, and
//   the bytes fetched over the network before it (the service worker's answers count 0);
// - phone.local_save_*: offline, with the copy whole: Edit on the first card, another pasture, Update;
//   from the tap on Update until the dialog has begun to close and the card shows the new pasture.
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { keptReads, waitForServiceWorker } from '../renderer/e2e/support/last-loaded';
import { CattleFormDialog } from '../renderer/e2e/support/cattle-dialogs';
import { replicaWhole } from '../renderer/e2e/support/phone-replica';
import { withServer } from './children';
import type { BenchFarm } from './farms';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { asPhone } from './phone-cdp';
import { firstRowsAt, signedInContext, watchScripts } from './renderer';
import { ACCEPT_SELF_SIGNED, selfSignedCertificate } from './tls';
import { fromRuns, median, percentile, rounded, type Result } from './results';

const TARGETS = {
  localSaveP95Ms: 50,
  offlineFirstRowsMs: 500,
  firstSyncS: 20,
  firstVisitFirstRowsMs: 1_500,
  entryScriptGzipKb: 200,
};
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const SAVES = 40;
/** How often the bench looks whether the copy is whole, and taps a nav link meanwhile. */
const WHOLE_POLL_MS = 250;
const TAP_EVERY_MS = 3_000;
const FIRST_SYNC_TIMEOUT_MS = 300_000;
const API = /\/api\//;
const FAILURES = join(import.meta.dirname, '..', 'test-results', 'phone');

/** Run in the page before the app: keeps its long tasks and the time of the last tap (the input event's own time). */
function pageProbes() {
  const probes = { longTasks: [] as number[], tapAt: 0 };
  Object.assign(window, { benchProbes: probes });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probes.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', (event) => (probes.tapAt = event.timeStamp), { capture: true });
}

type Probes = { benchProbes: { longTasks: number[]; tapAt: number } };

async function phoneContext(browser: Browser, token: string, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const context = await signedInContext(browser, token, serviceWorkers, PHONE);
  await context.addInitScript(pageProbes);
  return context;
}

/** Taps the bottom-nav link to `path` and answers the ms from the tap until the screen's heading reads `heading`. */
async function tapNav(page: Page, path: string, heading: string): Promise<number> {
  await page.locator(`nav[aria-label="Main navigation"] a[href="${path}"]`).click();
  const shown = await page.waitForFunction(
    (name) => (document.querySelector('main h1, h1')?.textContent === name ? performance.now() - (window as unknown as Probes).benchProbes.tapAt : 0),
    heading,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await shown.jsonValue()) as number;
}

export interface FirstVisit {
  firstRowsMs: number;
  apiBytes: number;
  entryScriptGzipBytes: number;
  wholeS: number;
  tapsMs: number[];
  longestTaskMs: number;
  /** The API calls ended before the first rows: path and how each ended. */
  apiCallsBefore: string[];
}

/** A new phone on slow 4G opens /cattle, then waits, tapping between two screens, until its copy is whole. */
async function firstVisit(browser: Browser, origin: string, token: string): Promise<FirstVisit> {
  const context = await phoneContext(browser, token, 'block');
  try {
    const page = await context.newPage();
    const phone = await asPhone(page, 'slow 4G');
    const scripts = watchScripts(page);
    await page.goto(`${origin}/cattle`, { waitUntil: 'commit' });
    const firstRowsMs = await firstRowsAt(page, undefined, FIRST_SYNC_TIMEOUT_MS);
    const firstRowsWall = await phone.wallOf(firstRowsMs);
    const entryScriptGzipBytes = await scripts();
    const apiCallsBefore = phone.transfers
      .filter((transfer) => transfer.endedAt <= firstRowsWall && API.test(transfer.url))
      .map((transfer) => `${new URL(transfer.url).pathname.replace('/api/trpc/', '')} ${transfer.source} ${transfer.bytes}`);
    const tapsMs: number[] = [];
    const screens = [
      { path: '/pastures', heading: 'Pastures' },
      { path: '/cattle', heading: 'Cattle' },
    ];
    let lastTap = Date.now();
    for (;;) {
      if (await replicaWhole(page)) break;
      const now = await page.evaluate(() => performance.now());
      if (now > FIRST_SYNC_TIMEOUT_MS) throw new Error(`the copy was not whole after ${FIRST_SYNC_TIMEOUT_MS / 1000} s on slow 4G`);
      if (Date.now() - lastTap >= TAP_EVERY_MS) {
        const screen = screens[tapsMs.length % screens.length]!;
        tapsMs.push(await tapNav(page, screen.path, screen.heading));
        lastTap = Date.now();
      } else {
        await page.waitForTimeout(WHOLE_POLL_MS);
      }
    }
    const wholeMs = await page.evaluate(() => performance.now());
    const longTasks = await page.evaluate(() => (window as unknown as Probes).benchProbes.longTasks);
    return {
      firstRowsMs,
      apiBytes: phone.networkBytesBefore(firstRowsWall, API),
      entryScriptGzipBytes,
      wholeS: wholeMs / 1000,
      tapsMs,
      longestTaskMs: Math.max(0, ...longTasks),
      apiCallsBefore,
    };
  } finally {
    await context.close();
  }
}

/** Waits until the phone can open offline: the service worker controls the page, the account is kept, the copy is whole. */
async function readyOffline(page: Page): Promise<void> {
  await waitForServiceWorker(page);
  const deadline = Date.now() + FIRST_SYNC_TIMEOUT_MS;
  while (!((await keptReads(page))?.includes('auth.me') && (await replicaWhole(page)))) {
    if (Date.now() > deadline) throw new Error('the phone was not ready to open offline in time');
    await page.waitForTimeout(WHOLE_POLL_MS);
  }
}

interface OfflineReturn {
  firstRowsMs: number[];
  networkBytes: number[];
  savesMs: number[];
}

/** Offline, the copy whole: Edit on the first card, the next pasture, Update; ms from the tap on Update until the card shows it. */
async function localSave(page: Page): Promise<number> {
  const card = page.locator('article.fh-record-card').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = new CattleFormDialog(page, 'Edit Cattle');
  await form.expectOpen();
  const current = await form.pasture.inputValue();
  const pastures = await form.pasture.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  const next = pastures.find((pasture) => pasture !== current);
  if (!next) throw new Error('the farm has one pasture: nowhere to move the animal');
  await form.pasture.selectOption(next);
  await form.submitButton().click();
  const saved = await page.waitForFunction(
    ({ card: label, pasture }) => {
      const closing = !document.querySelector('.bp6-overlay-open .bp6-dialog');
      const facts = document.querySelector(`article.fh-record-card[aria-label="${CSS.escape(label)}"]`)?.querySelectorAll('.fh-record-facts > div');
      const shown = [...(facts ?? [])].some((fact) => fact.querySelector('dt')?.textContent === 'Pasture' && fact.querySelector('dd')?.textContent === pasture);
      return closing && shown ? performance.now() - (window as unknown as Probes).benchProbes.tapAt : 0;
    },
    { card: name, pasture: next },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await saved.jsonValue()) as number;
}

/** A returning phone, offline: `runs` reloads of /cattle, then `SAVES` saves of an animal. */
async function offlineReturn(browser: Browser, origin: string, token: string, runs: number): Promise<OfflineReturn> {
  const context = await phoneContext(browser, token, 'allow');
  try {
    const page = await context.newPage();
    // The visit that pulls the copy and installs the app, on the machine's own network and CPU.
    await page.goto(`${origin}/cattle`);
    await readyOffline(page);
    const phone = await asPhone(page, 'unthrottled');
    await context.setOffline(true);
    const firstRowsMs: number[] = [];
    const networkBytes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.reload({ waitUntil: 'commit' });
      const rows = await firstRowsAt(page);
      firstRowsMs.push(rows);
      networkBytes.push(phone.networkBytesBefore(await phone.wallOf(rows)));
    }
    const savesMs: number[] = [];
    try {
      for (let save = 0; save < SAVES; save += 1) savesMs.push(await localSave(page));
    } catch (error) {
      // What the screen showed instead, for whoever looks into it.
      await page.screenshot({ path: join(FAILURES, 'local-save.png') }).catch(() => undefined);
      throw error;
    }
    return { firstRowsMs, networkBytes, savesMs };
  } finally {
    await context.close();
  }
}

export async function benchPhone(farm: BenchFarm, staticDir: string, runs: number, log: (line: string) => void): Promise<Result[]> {
  // Over HTTPS, as a phone reaches its farm's server: the browser then takes Brotli.
  return withServer({ kind: 'app', dbFile: farm.file, userId: farm.userId, staticDir, tls: selfSignedCertificate() }, async (server) => {
    // localhost, the name the certificate is for.
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ACCEPT_SELF_SIGNED] });
    try {
      const visits: FirstVisit[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const visit = await firstVisit(browser, origin, farm.token);
        log(
          `first visit ${run}: first rows ${visit.firstRowsMs.toFixed(0)} ms (${visit.apiBytes} API bytes: ${visit.apiCallsBefore.join(', ')}), ` +
            `whole ${visit.wholeS.toFixed(1)} s, taps ${visit.tapsMs.map((ms) => ms.toFixed(0)).join(' ')} ms, longest task ${visit.longestTaskMs.toFixed(0)} ms`,
        );
        visits.push(visit);
      }
      const back = await offlineReturn(browser, origin, farm.token, runs);
      log(`offline return: first rows ${back.firstRowsMs.map((ms) => ms.toFixed(0)).join(' ')} ms, network bytes ${back.networkBytes.join(' ')}`);
      log(`local saves (ms): ${back.savesMs.map((ms) => ms.toFixed(0)).join(' ')}`);
      const taps = visits.flatMap((visit) => visit.tapsMs);
      return [
        { name: 'phone.local_save_p50_ms', value: rounded(median(back.savesMs)), unit: `ms, ${SAVES} saves offline` },
        { name: 'phone.local_save_p95_ms', value: rounded(percentile(back.savesMs, 95)), unit: `ms, ${SAVES} saves offline`, target: { max: TARGETS.localSaveP95Ms } },
        fromRuns('phone.offline_return_first_rows_ms', back.firstRowsMs, 'ms', { target: { max: TARGETS.offlineFirstRowsMs } }),
        fromRuns('phone.offline_return_network_bytes', back.networkBytes, 'bytes over the network before the first rows', { target: { max: 0 } }),
        fromRuns('phone.first_sync_10k_s', visits.map((visit) => visit.wholeS), 's on slow 4G', { target: { max: TARGETS.firstSyncS } }),
        { name: 'phone.first_sync_10k.tap_p50_ms', value: taps.length ? rounded(median(taps)) : 0, unit: `ms, tap to the next screen, ${taps.length} taps` },
        { name: 'phone.first_sync_10k.tap_max_ms', value: rounded(Math.max(0, ...taps)), unit: 'ms, slowest tap' },
        fromRuns('phone.first_sync_10k.longest_task_ms', visits.map((visit) => visit.longestTaskMs), 'ms'),
        fromRuns('phone.first_visit_first_rows_ms', visits.map((visit) => visit.firstRowsMs), 'ms on slow 4G', { target: { max: TARGETS.firstVisitFirstRowsMs } }),
        fromRuns('phone.first_visit_api_bytes', visits.map((visit) => visit.apiBytes), 'bytes over the network before the first rows'),
        fromRuns('phone.entry_script_gzip_kb', visits.map((visit) => visit.entryScriptGzipBytes / 1024), 'KB (gzip -9)', { target: { max: TARGETS.entryScriptGzipKb } }),
      ];
    } finally {
      await browser.close();
    }
  });
}
