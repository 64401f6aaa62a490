// docs/BENCHMARKS.md, written by each whole run of `npm run bench`: the machine, how to run it,
// what each figure measures and against which floor, the table with the targets, and notes.
import { writeFileSync } from 'node:fs';
import type { BenchFarm } from './farms';
import type { Machine } from './machine';
import { describeTarget, meets, resultsTable, type Result } from './results';

export interface BenchRun {
  machine: Machine;
  runs: number;
  seconds: number;
  durationSeconds: number;
  /** The 1-minute load average when the run started and when it ended. */
  load: { start: number; end: number };
  farms: readonly Pick<BenchFarm, 'head' | 'activities' | 'seedSeconds'>[];
  results: readonly Result[];
}

const HOW_TO_RUN = `## How to run

\`\`\`sh
npm run bench                                   # everything; writes bench/results.json and this file
npm run bench -- --only api,search --runs 3     # some groups, fewer runs: prints, writes nothing
npm run bench -- --group phone                  # one group (--group is another name for --only)
\`\`\`

Groups: \`api\`, \`sync\`, \`exports\`, \`search\`, \`renderer\`, \`phone\`, \`lighthouse\`. \`--seconds S\` sets the length of each
load run. The renderer, the phone and Lighthouse need the built app (\`npm run build\`; the bench builds it when
\`dist/renderer\` is missing) and Debian's Chromium at \`/usr/bin/chromium\`. Everything runs on
loopback; the temp databases and every process the bench starts are removed when it ends, fails or
is interrupted. Other work on the machine slows every figure: compare runs made on a quiet machine
(the notes give the load average around the run).`;

const WHAT_IS_MEASURED = `## What each figure measures

Every server under test runs in a process of its own (the real server through \`server/listen.ts\`,
or the floor), bundled into plain JavaScript as \`npm start\` runs it, so autocannon, in the bench's
process, never shares its event loop, and memory and CPU are the production server's. Floor and server
runs alternate, so a busy moment of the machine falls on both; each figure is the median of its
runs, and a ratio is the median of the runs' own ratios. Before measuring, the bench checks that the
floor answers the server's status and encoding and, decoded, exactly the server's bytes: a floor
doing a different job stops the bench.\`cpu_ms_per_request\` is the CPU time the serving process used
during a run (all its threads: compression runs on libuv's) divided by the answers in it: a figure
that other work on the machine disturbs less than latency or throughput (a request cut off when a
run ends is counted in the time, not in the answers).

- **The farms.** Temp SQLite files, each one signed-in farm (a session token, so no request pays for
  bcrypt) seeded with the deterministic big herd (\`core/demo/big-herd.ts\`): the demo ranch's
  animals generated again and again, with their pastures and a year of activities (the demo's own
  log of breedings, heats, calvings, weanings, sales and treatments, plus the whole-herd work a big
  operation logs: spring shots, preg checks, branding and pre-weaning shots, moves to summer range
  and home).
- **The floor** (\`bench/floor-server.ts\`) is a bare \`node:http\` server doing only the essential work
  of the same request for the same farm: no Koa, no session lookup (it serves its one farm to anyone),
  no tRPC or trpc-to-openapi, no Drizzle mapping, no zod. Its SQL is the app's own, taken once at
  start-up from the app's query functions through Drizzle's query log.
- \`api.cattle_list_10k\`: \`GET /api/cattle\` with a browser's \`Accept-Encoding: gzip, deflate, br\`,
  one connection, p50 and p99 per run. The floor runs the app's SELECT (the same \`FROM\`/\`WHERE\`,
  so the same plan and row order, with each column named as the answer names it), turns the
  boolean column into true/false, sorts with the domain's sort (\`core/domain/cattle-sort.ts\`, as the
  server does), \`JSON.stringify\`s, and compresses exactly when the server does (koa-compress's
  choice: brotli at quality 4 from 1 KB, else gzip or deflate) into the response. The ratio is
  server p50 ÷ floor p50. At one connection a run holds a few dozen requests, so its p99 is close to
  its slowest.
- \`api.cattle_list_10k_304\`: the same request repeated with the ETag of the first answer
  (\`If-None-Match\`): the server answers 304 from the herd's version alone. \`first_answer_*_bytes\`:
  the size of the first answer as sent, brotli (what browsers get) and gzip.
- \`api.stats\`: \`GET /api/dashboard/stats\` at 10 connections, requests per second. The floor runs the
  app's two count queries (\`core/db/dashboard-stats.ts\`) as prepared statements and computes the
  trends with the domain's \`percentChange\`. The ratio is floor requests/s ÷ server requests/s, held to
  the list's ≤ 1.5.
- \`api.create_cattle\`: \`POST /api/cattle\` (a new animal each time, as the Add Cattle form sends it)
  at 10 connections on a copy of the 10,000-head farm, with \`synchronous=FULL\` (checked on the
  server's connection): every answered write is on disk.
- \`sync.pull_10k\`: a phone's whole first sync of the 10,000-head farm with its year of activities:
  \`GET /api/sync/changes\` from \`since=0\`, 2,000 records a page, one page after another until
  \`more\` is false, with a browser's \`Accept-Encoding\`. \`ms\` is the whole pull; \`bytes\` what it sent
  (brotli); \`ratio\` server ms ÷ floor ms, where the floor (\`bench/floor-sync.ts\`) reads the same
  page of the feed and the same records by id with bare prepared statements and sends the same JSON,
  compressed as the server does. On slow 4G (1.6 Mbps) the bytes alone take bytes × 8 ÷ 1.6 M seconds.
- \`sync.push_200\`: \`POST /api/sync/push\` with 200 operations as phones send them (new calves,
  weighings merged against their base, vaccinations logged), each batch new, on a copy of the farm.
- \`export.xlsx_*\`: \`GET /api/cattle/export\`, each in a new server process: seconds from the request
  to the last byte, and the peak resident memory of that process (\`VmHWM\`, so the Node process and
  the app's code are included). The floor is the app's streaming workbook writer
  (\`core/exports/cattle-workbook.ts\`) writing straight into a bare \`node:http\` response, also in a
  new process.
- \`import.cattle_10k\`: \`POST /api/import/cattle\` with the 10,000-head farm's own Excel export into
  an empty farm on a copy of its database, each import in a new server process: \`preview_s\` a dry run
  (every row read, matched and checked, nothing written), \`apply_s\` the import itself (10,000 new
  animals with their history and sync entries, in one transaction), each from the request to the
  answer; \`peak_rss_mb\` the higher of the two processes' peak resident memory.
- \`search.fuzzy_*\`: the app's fuzzy cattle search (\`core/domain/cattle-search.ts\`), a new index each
  run and every query new to it, median ms over ten typical queries (names with and without typos,
  tags, breeds, pastures, two words); beside it plain fuse.js with the same settings on the same
  animals, the reference whose ranking the app's search keeps.
- \`renderer.initial_js_gzip\`: every script the dashboard loads, signed in, until the network is idle,
  each gzipped at level 9, summed. \`renderer.cattle_list_10k\`: Chromium (a Pixel 7's viewport, a new
  context each run: nothing cached or kept, no service worker) from navigation to \`/cattle\` until the
  list is usable: the record count of the whole list shown and the first cards drawn, in the page's
  own clock.
- \`phone.*\` (\`bench/phone.ts\`): the app as a phone runs it: Chromium with a 390×844 viewport and
  the CPU slowed 4× (DevTools' \`Emulation.setCPUThrottlingRate\`), the real server with the built
  app over HTTPS as a phone reaches it (a self-signed certificate for localhost made with openssl,
  which Chromium is told to accept; over HTTPS the browser takes Brotli, over plain HTTP gzip), the
  10,000-head farm, signed in by its session token. \`first_visit_first_rows_ms\`: a new
  phone (nothing kept, no service worker) on slow 4G (\`Network.emulateNetworkConditions\`: 1.6 Mbps
  down, 750 kbps up, 150 ms latency) opens \`/cattle\`: navigation start to the first animal drawn,
  in the page's clock; \`first_visit_api_bytes\` the API bytes that came over the network by then,
  and \`entry_script_gzip_kb\` the scripts loaded by then, each gzipped at level 9. \`first_sync_10k_s\`:
  the same visit until the farm's copy on the phone is whole (its cursor in IndexedDB, read every
  250 ms); meanwhile a tap on a bottom-nav link every 3 s, timed from the tap (the input event's own
  time, so a busy page's input delay counts) to the next screen's heading (\`tap_*\`), and the page's
  longest task. \`offline_return_first_rows_ms\`: a phone that pulled the copy whole and installed the
  service worker goes offline and reloads \`/cattle\`, navigation start to the first animal drawn;
  \`offline_return_network_bytes\` what came over the network before (answers of the service worker
  or a cache count 0). \`local_save_*\`: offline with the copy whole, 40 saves through the Edit Cattle
  dialog (the first card, another pasture, Update), from the tap on Update until the dialog has begun
  to close and the card shows the new pasture.
- \`lighthouse.dashboard_mobile\`: Lighthouse's performance score of the dashboard in mobile emulation
  with simulated slow 4G and a 4× slower CPU, signed in to the demo farm as a returning phone (no
  cached files or service worker; the records it last loaded kept), as \`npm run lighthouse\` runs it
  (\`bench/lighthouse.ts\`); its reports are left in \`test-results/lighthouse\`.
  \`lighthouse.dashboard_mobile_cold\`: the same with nothing of the farm kept on the phone, only the
  sign-in (its token and account), as on the first start after signing in or after an update of the
  app (\`npm run lighthouse -- --cold\`).`;

function machineTable(machine: Machine): string {
  return [
    '| | |',
    '|---|---|',
    `| CPU | ${machine.cpu}, ${machine.cores} cores |`,
    `| Memory | ${machine.memoryGb} GB |`,
    `| Node | ${machine.node} |`,
    `| OS | ${machine.os} |`,
    `| Date | ${machine.date} |`,
  ].join('\n');
}

function notes(run: BenchRun): string {
  const lines = [
    `- The machine's load average (1 minute) was ${run.load.start.toFixed(2)} when the run started and ${run.load.end.toFixed(2)} when it ended (${run.machine.cores} cores): other work on the machine slows every figure, the floors' too.`,
  ];
  lines.push(...run.farms.map(
    (farm) =>
      `- The ${farm.head.toLocaleString('en-US')}-head farm holds ${farm.activities.toLocaleString('en-US')} activities; seeding it took ${farm.seedSeconds.toFixed(1)} s.`,
  ));
  const missed = run.results.filter((result) => meets(result) === false);
  lines.push(
    missed.length === 0
      ? '- Every figure with a target met it.'
      : `- Missed: ${missed.map((result) => `\`${result.name}\` ${result.value} ${result.unit} (target ${describeTarget(result.target)})`).join('; ')}.`,
  );
  return lines.join('\n');
}

export function writeBenchmarksDoc(file: string, run: BenchRun): void {
  const minutes = (run.durationSeconds / 60).toFixed(1);
  const text = `# Benchmarks

Written by \`npm run bench\` (\`bench/\`); the same figures are in \`bench/results.json\`. This run took
${minutes} minutes; each figure is the median of ${run.runs} runs (load runs of ${run.seconds} s).

## The machine

${machineTable(run.machine)}

## Results

${resultsTable(run.results)}

## Notes

${notes(run)}

${WHAT_IS_MEASURED}

${HOW_TO_RUN}
`;
  writeFileSync(file, text);
}
