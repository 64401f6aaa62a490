// `npm run lighthouse [-- --runs N] [--cold] [--static DIR]`: Lighthouse's performance audit of the
// dashboard as a phone on a slow network sees it (mobile emulation, simulated throttling), signed in
// to the demo farm as a returning phone; `--cold` also drops the records it last loaded, as on the
// first start after signing in. The measurement is bench/lighthouse.ts (the bench runs the same).
// Needs the built renderer (`npm run build`, or `--static DIR`) and Debian's Chromium. Prints each
// run and the median, and writes Lighthouse's reports under test-results/lighthouse. Not part of
// `npm test`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureLighthouse } from '../bench/lighthouse';

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

const { scores, median } = await measureLighthouse({ staticDir, runs, cold, outDir, log: (line) => console.log(line) });
const start = cold ? 'cold (nothing kept but the sign-in)' : 'returning (sign-in and last loaded records kept)';
console.log(`lighthouse.dashboard_mobile: median ${median} of ${runs} runs (${scores.join(', ')}), ${start}; reports in ${outDir}`);
