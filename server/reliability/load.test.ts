import autocannon from 'autocannon';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportFigures, type Figure } from './report';
import { SCALE } from './scale';
import { spawnChildServer, type ChildServer } from './support/child-server';
import { childServerSuite } from './support/child-server-bundle';
import { seedLoadFarms, type LoadFarm } from './support/load-farms';
import { mib, rssWindowsKiB, sampleRss, type RssSample } from './support/load-memory';
import { LoadFailures, loadVisit } from './support/load-visit';

// The real server, in a process of its own so that its memory is its own, under autocannon: 50
// connections of mixed reads and writes for a while, then (in the full form) a lighter, steady
// load for ten minutes to see whether its memory keeps growing. Every answer must be a 2xx.

const CONNECTIONS = 50;
/** Three ranches on one server: a big one, a middling one and a small one, each with a year of activities. */
const FARM_SIZES = [1_000, 400, 150];
const SOAK = { connections: 10, requestsPerSecond: 50, warmUpS: 60, windowS: 60 };
/**
 * A request still unanswered after this long is an error: the limit a reverse proxy in front of the
 * server usually sets (nginx's proxy_read_timeout is 60 s). Anything quicker is latency, reported
 * rather than asserted: the machine is shared, and a busy one stretches the tail to seconds.
 */
const TIMEOUT_S = 60;

/** What every run must show: no connection error, no timeout, nothing but 2xx, nothing in the server's error log. */
function expectNoErrors(result: autocannon.Result, failures: LoadFailures, server: ChildServer) {
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, failures: failures.first, logged: server.stderr() }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    failures: [],
    logged: '',
  });
  expect(result.requests.total).toBeGreaterThan(0);
}

function runFigures(result: autocannon.Result): Figure[] {
  return [
    { name: 'requests answered', value: result.requests.total, unit: 'requests' },
    { name: 'requests per second (mean)', value: Math.round(result.requests.average), unit: 'req/s' },
    { name: 'latency p50', value: result.latency.p50, unit: 'ms' },
    { name: 'latency p99', value: result.latency.p99, unit: 'ms' },
    { name: 'latency max', value: result.latency.max, unit: 'ms' },
    { name: 'errors (connection errors and timeouts)', value: result.errors, unit: 'requests' },
    { name: `timeouts (no answer within ${TIMEOUT_S} s)`, value: result.timeouts, unit: 'requests' },
    { name: 'non-2xx answers', value: result.non2xx, unit: 'requests' },
  ];
}

describe('load: the real server under mixed reads and writes', () => {
  const suite = childServerSuite('load');
  let server: ChildServer;
  let farms: LoadFarm[];
  let loadSamples: RssSample[] = [];

  beforeAll(async () => {
    const file = join(suite.dir, 'farms.sqlite');
    farms = seedLoadFarms(file, FARM_SIZES);
    server = await spawnChildServer(suite.bundle);
    server.start(file);
    await server.reached('listening');
  }, 120_000);

  it(
    `answers ${CONNECTIONS} connections of mixed reads and writes for ${SCALE.loadSeconds} s without an error`,
    async () => {
      const failures = new LoadFailures();
      const rssBefore = server.rssKiB();
      const sampler = sampleRss(server);
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SCALE.loadSeconds,
        timeout: TIMEOUT_S,
        requests: loadVisit(farms, failures, 'load'),
      });
      loadSamples = sampler.stop();
      reportFigures('load', [
        { name: 'connections', value: CONNECTIONS, unit: 'connections' },
        { name: 'duration', value: SCALE.loadSeconds, unit: 's' },
        { name: 'head on the server (three farms, with a year of activities each)', value: FARM_SIZES.reduce((a, b) => a + b, 0), unit: 'head' },
        ...runFigures(result),
        { name: 'server RSS before the load', value: mib(rssBefore), unit: 'MiB' },
        { name: 'server RSS peak during the load', value: mib(Math.max(...loadSamples.map((s) => s.kib))), unit: 'MiB' },
        { name: 'server RSS at the end of the load', value: mib(loadSamples.at(-1)?.kib ?? 0), unit: 'MiB' },
      ]);
      expectNoErrors(result, failures, server);
    },
    120_000 + SCALE.loadSeconds * 2_000,
  );

  it(
    SCALE.soakSeconds > 0
      ? `serves a steady ${SOAK.requestsPerSecond} requests/s for ${SCALE.soakSeconds} s, reporting how its memory grows`
      : 'reports how its memory grew over the load run (the ten-minute soak is in the full form)',
    async () => {
      if (SCALE.soakSeconds === 0) {
        // The first fifth of the run is its warm-up; growth is the last fifth against the second.
        const windowS = Math.max(1, SCALE.loadSeconds / 5);
        const { growth } = rssWindowsKiB(loadSamples, windowS, windowS);
        reportFigures('soak', [
          { name: `server RSS growth over the ${SCALE.loadSeconds} s load run (mean of its last ${windowS} s minus the ${windowS} s after a ${windowS} s warm-up)`, value: mib(growth), unit: 'MiB' },
          { name: 'RSS samples (one a second)', value: loadSamples.length, unit: 'samples' },
        ]);
        // The one before the load and at least one during it (timers run late on a busy machine: no more is promised).
        expect(loadSamples.length).toBeGreaterThanOrEqual(2);
        return;
      }
      const failures = new LoadFailures();
      const sampler = sampleRss(server);
      const result = await autocannon({
        url: server.url,
        connections: SOAK.connections,
        overallRate: SOAK.requestsPerSecond,
        duration: SCALE.soakSeconds,
        timeout: TIMEOUT_S,
        requests: loadVisit(farms, failures, 'soak'),
      });
      const samples = sampler.stop();
      const rss = rssWindowsKiB(samples, SOAK.warmUpS, SOAK.windowS);
      reportFigures('soak', [
        { name: 'duration', value: SCALE.soakSeconds, unit: 's' },
        { name: 'connections', value: SOAK.connections, unit: 'connections' },
        { name: 'target rate', value: SOAK.requestsPerSecond, unit: 'req/s' },
        ...runFigures(result),
        { name: `server RSS, mean of the first minute after a ${SOAK.warmUpS} s warm-up`, value: mib(rss.first), unit: 'MiB' },
        { name: 'server RSS, mean of the last minute', value: mib(rss.last), unit: 'MiB' },
        { name: 'server RSS growth (last minute minus first minute after warm-up)', value: mib(rss.growth), unit: 'MiB' },
        { name: 'RSS samples (one a second)', value: samples.length, unit: 'samples' },
      ]);
      expectNoErrors(result, failures, server);
    },
    120_000 + SCALE.soakSeconds * 1_500,
  );
});
