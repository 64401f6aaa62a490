// `npm run bench`: seeds farms of 10,000 and 100,000 head (a year of activities each) into temp
// databases, measures the API, sync, the export, the import, the search, the renderer, the app as a phone runs it
// and Lighthouse, each figure beside its floor where it has one, prints the table and, for a whole
// run, writes bench/results.json and docs/BENCHMARKS.md. Bounded loops only, against 127.0.0.1. Flags:
// options.ts. What each figure means: docs/BENCHMARKS.md.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { benchApi } from './api';
import { writeBenchmarksDoc } from './benchmarks-doc';
import { killServers } from './children';
import { benchExports } from './exports';
import { benchHealth } from './health';
import { benchImports } from './imports';
import { seedBenchFarm, type BenchFarm } from './farms';
import { measureLighthouse } from './lighthouse';
import { describeMachine } from './machine';
import { benchOptions, type Group } from './options';
import { benchPhone } from './phone';
import { benchRenderer } from './renderer';
import { fromRuns, resultsTable, writeResultsJson, type Result } from './results';
import { benchSearch } from './search';
import { benchSync } from './sync';

const root = join(import.meta.dirname, '..');
const staticDir = join(root, 'dist', 'renderer');
const LIGHTHOUSE_TARGET = 95;

const options = benchOptions();
const started = performance.now();
const loadAtStart = loadavg()[0] ?? 0;
const farms: BenchFarm[] = [];
/** What the notes say of each farm, kept after the farms are removed. */
const seeded: Pick<BenchFarm, 'head' | 'activities' | 'seedSeconds'>[] = [];

function cleanUp(): void {
  killServers();
  for (const farm of farms.splice(0)) farm.dispose();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the temp databases`);
    cleanUp();
    process.exit(130);
  });
}

const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const step = (what: string) => console.log(`[${elapsed()}] ${what}`);
const wants = (group: Group) => options.groups.has(group);

function farmOf(head: number): BenchFarm {
  const found = farms.find((farm) => farm.head === head);
  if (found) return found;
  step(`seeding a ${head.toLocaleString('en-US')}-head farm`);
  const farm = seedBenchFarm(head);
  farms.push(farm);
  seeded.push({ head: farm.head, activities: farm.activities, seedSeconds: farm.seedSeconds });
  step(`  ${farm.activities.toLocaleString('en-US')} activities, ${farm.seedSeconds.toFixed(1)} s`);
  return farm;
}

function ensureBuilt(): void {
  if (existsSync(join(staticDir, 'index.html'))) return;
  step('no built renderer in dist/renderer: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const results: Result[] = [];
try {
  if (wants('renderer') || wants('phone') || wants('lighthouse')) ensureBuilt();
  if (wants('api')) {
    step('api: the herd list, its 304, the dashboard counts (each beside its floor), and creates');
    results.push(...(await benchApi(farmOf(10_000), options)));
  }
  if (wants('sync')) {
    step('sync: a whole first pull of 10,000 head (beside its floor), and pushes of 200 operations');
    results.push(...(await benchSync(farmOf(10_000), options.runs)));
  }
  if (wants('health')) {
    step('health: a pen of 500 treated in one call, a weighing, and 30,000 weighings listed with their gains');
    results.push(...(await benchHealth(farmOf(10_000), options.runs)));
  }
  if (wants('exports')) {
    step('exports: the Excel export of 10,000 and 100,000 head, beside the streaming floor');
    results.push(...(await benchExports([farmOf(10_000), farmOf(100_000)], options.runs)));
  }
  if (wants('import')) {
    step('import: the 10,000-head farm\'s own export imported into an empty farm, previewed and applied');
    results.push(...(await benchImports(farmOf(10_000), options.runs)));
  }
  if (wants('search')) {
    step('search: the fuzzy cattle search at 10,000 and 50,000 head, beside plain fuse.js');
    results.push(...benchSearch(options.runs));
  }
  if (wants('renderer')) {
    step('renderer: the first screen’s scripts, and the 10,000-head cattle list in Chromium');
    results.push(...(await benchRenderer(farmOf(10_000), staticDir, options.runs)));
  }
  if (wants('phone')) {
    step('phone: a 4× slower CPU on the 10,000-head farm: the first visit and first sync on slow 4G, an offline return, saves offline');
    results.push(...(await benchPhone(farmOf(10_000), staticDir, options.runs, (line) => step(`  ${line}`))));
  }
  if (wants('lighthouse')) {
    const outDir = join(root, 'test-results', 'lighthouse');
    const audit = (cold: boolean) => measureLighthouse({ staticDir, runs: options.runs, cold, outDir, log: (line) => step(`  ${line}`) });
    step('lighthouse: the dashboard in mobile emulation, demo farm, a returning phone');
    results.push(fromRuns('lighthouse.dashboard_mobile.score', (await audit(false)).scores, 'performance score', { target: { min: LIGHTHOUSE_TARGET } }));
    step('lighthouse: the same, cold (nothing of the farm kept on the phone)');
    results.push(fromRuns('lighthouse.dashboard_mobile_cold.score', (await audit(true)).scores, 'performance score', { target: { min: LIGHTHOUSE_TARGET } }));
  }
} finally {
  cleanUp();
}

const durationSeconds = (performance.now() - started) / 1000;
const load = { start: loadAtStart, end: loadavg()[0] ?? 0 };
console.log(`\n${resultsTable(results)}\n`);
console.log(`npm run bench took ${(durationSeconds / 60).toFixed(1)} minutes (${options.runs} runs per figure, load runs of ${options.seconds} s).`);
console.log(`Load average (1 minute): ${load.start.toFixed(2)} at the start, ${load.end.toFixed(2)} at the end, on ${describeMachine().cores} cores.`);
if (options.write) {
  writeResultsJson(join(root, 'bench', 'results.json'), results);
  writeBenchmarksDoc(join(root, 'docs', 'BENCHMARKS.md'), {
    machine: describeMachine(),
    runs: options.runs,
    seconds: options.seconds,
    durationSeconds,
    load,
    farms: seeded,
    results,
  });
  console.log('Wrote bench/results.json and docs/BENCHMARKS.md.');
} else {
  console.log('A partial run: bench/results.json and docs/BENCHMARKS.md are left as they were.');
}
