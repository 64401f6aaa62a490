// `npm run test:reliability`: the reliability suite in its full form (500 crash kills, a minute of
// mixed load at 50 connections and a ten-minute soak, 10,000 generated bad bodies, isolation, auth,
// backups, 10,000 simulated offline-sync ops and 100 kills during sync pushes), then its figures with
// the machine they came from in docs/RELIABILITY-RESULTS.md.
// `npm test` runs the same tests in a short form.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, 'test-results', 'reliability');
rmSync(reportDir, { recursive: true, force: true });

const loadBefore = loadavg()[0];
const started = Date.now();
// One file at a time: the load test's latencies and the backup's timings are the server's own, not
// shared with a crash test running beside them.
const vitest = [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'reliability', '--no-file-parallelism', ...process.argv.slice(2)];
const run = spawnSync(process.execPath, vitest, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FARM_HAND_RELIABILITY: 'full' },
});

const reports = existsSync(reportDir)
  ? readdirSync(reportDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(reportDir, file), 'utf8')))
  : [];
const passed = run.status === 0;
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}`;
const lines = [
  '# Reliability figures',
  '',
  'Written by `npm run test:reliability` (the suite in `server/reliability/`, full form); `npm test` runs',
  'the same tests in a short form. What each test does and why is in [reliability.md](reliability.md).',
  '',
  `- Run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${passed ? 'every test passed' : 'SOME TESTS FAILED'}`,
  `- Machine: ${machine}; load average ${loadBefore.toFixed(2)} at the start and ${loadavg()[0].toFixed(2)} at the end`,
  `- Took ${((Date.now() - started) / 60_000).toFixed(1)} minutes, one test file at a time`,
  '',
  '| suite | figure | value | unit |',
  '|---|---|---:|---|',
  ...reports.flatMap((report) => report.figures.map((f) => `| ${report.suite} | ${f.name} | ${f.value} | ${f.unit} |`)),
  '',
];
if (reports.length > 0 && !process.argv.slice(2).length) writeFileSync(join(root, 'docs', 'RELIABILITY-RESULTS.md'), lines.join('\n'));
console.log(lines.join('\n'));
process.exit(run.status ?? 1);
