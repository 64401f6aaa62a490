// The phone bench's hold on Chromium through the DevTools protocol: a 4× slower CPU, slow 4G, and a
// record of what the page fetched over the network (bytes as they came over the wire, and when), so
// a figure can say how many bytes came before a given moment of the page's clock. A response the
// service worker or the browser's cache answered moved nothing over the network: it counts 0 bytes.
import type { CDPSession, Page } from '@playwright/test';

/** Chrome DevTools' "4× slowdown", the CPU of a mid-range phone on a laptop. */
export const CPU_SLOWDOWN = 4;

/** Slow 4G as DevTools and Lighthouse take it: 1.6 Mbps down, 750 kbps up, 150 ms latency. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

export interface Transfer {
  url: string;
  /** Bytes over the network (headers and body as sent, compressed); 0 when the service worker or a cache answered. */
  bytes: number;
  /** When it finished (or failed), in ms since the epoch, comparable with the page's `performance.timeOrigin + now`. */
  endedAt: number;
  /** What answered: the network, the service worker, a cache; or it failed (offline, aborted). */
  source: 'network' | 'service worker' | 'cache' | 'failed';
}

export interface Phone {
  cdp: CDPSession;
  /** Every request the page has ended so far. */
  transfers: Transfer[];
  /** Bytes fetched over the network that ended by `wallMs` (ms since the epoch), of URLs `matching`. */
  networkBytesBefore(wallMs: number, matching?: RegExp): number;
  /** The page's clock (`performance.now()`) as ms since the epoch. */
  wallOf(pageMs: number): Promise<number>;
}

/** Slows the page's CPU `CPU_SLOWDOWN` times, puts it on slow 4G when asked, and records its transfers. */
export async function asPhone(page: Page, network: 'slow 4G' | 'unthrottled'): Promise<Phone> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network === 'slow 4G') await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const transfers: Transfer[] = [];
  const urls = new Map<string, string>();
  const answeredBy = new Map<string, Transfer['source']>();
  // Network timestamps are a monotonic clock in seconds; each request's wallTime ties it to the epoch.
  let epochOffsetMs = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    epochOffsetMs = event.wallTime * 1000 - event.timestamp * 1000;
  });
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    const cached = response.fromDiskCache || response.fromPrefetchCache || response.fromEarlyHints;
    answeredBy.set(event.requestId, response.fromServiceWorker ? 'service worker' : cached ? 'cache' : 'network');
  });
  const ended = (requestId: string, timestamp: number, source: Transfer['source'], encoded: number) =>
    transfers.push({ url: urls.get(requestId) ?? '', bytes: source === 'network' ? encoded : 0, endedAt: timestamp * 1000 + epochOffsetMs, source });
  cdp.on('Network.loadingFinished', (event) => ended(event.requestId, event.timestamp, answeredBy.get(event.requestId) ?? 'network', event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => ended(event.requestId, event.timestamp, 'failed', 0));
  return {
    cdp,
    transfers,
    networkBytesBefore: (wallMs, matching) =>
      transfers.filter((transfer) => transfer.endedAt <= wallMs && (!matching || matching.test(transfer.url))).reduce((sum, transfer) => sum + transfer.bytes, 0),
    wallOf: async (pageMs) => (await page.evaluate(() => performance.timeOrigin)) + pageMs,
  };
}
