// `npm test`: everything CI checks, in order, stopping at the first failure: typecheck, lint, the
// renderer and desktop builds, unit and API tests (Vitest), then browser tests (Playwright in Debian's
// Chromium, installed through apt when it is missing). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, 'test-results');
const CHROMIUM = '/usr/bin/chromium';
const bin = (path) => join(root, 'node_modules', path);
const totals = { passed: 0, failed: 0 };

function step(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) return void console.log(`✔ ${title} (${seconds} s)`);
  console.log(`✘ ${title} failed (${seconds} s)`);
  finish(result.status ?? 1);
}

function finish(code) {
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) => [...asRoot, 'apt-get', ...args];
  const [update, install] = [apt(['update']), apt(['install', '-y', '--no-install-recommends', 'chromium'])];
  step('install Chromium (apt-get update)', update[0], update.slice(1));
  step('install Chromium (apt-get install chromium)', install[0], install.slice(1), { DEBIAN_FRONTEND: 'noninteractive' });
}

function count(file, read) {
  try {
    const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
    totals.passed += passed;
    totals.failed += failed;
  } catch {
    // No report means the runner failed before testing; its exit code already says so.
  }
}

mkdirSync(results, { recursive: true });
step('typecheck', process.execPath, [bin('typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
step('lint', process.execPath, [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.']);
step('build the renderer', process.execPath, [bin('vite/bin/vite.js'), 'build']);
step('build the desktop shell', process.execPath, [join(root, 'scripts/build-electron.mjs')]);

const vitestReport = join(results, 'vitest.json');
const vitest = spawnSync(process.execPath, [bin('vitest/vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  cwd: root,
  stdio: 'inherit',
});
count(vitestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numPendingTests ?? 0) }));
if (vitest.status !== 0) finish(vitest.status ?? 1);

ensureChromium();
const playwrightReport = join(results, 'playwright.json');
const playwright = spawnSync(process.execPath, [bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
count(playwrightReport, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected + r.stats.skipped }));
finish(playwright.status ?? 1);
