// `npm run bench -- [--only api,sync,health,exports,import,search,renderer,phone,lighthouse] [--runs N] [--seconds S]`
// (`--group` is another name for `--only`).
// Without flags everything runs with the defaults and the results are written (bench/results.json,
// docs/BENCHMARKS.md); a partial or shortened run only prints its table, so the committed figures
// always come from one whole run.
import { parseArgs } from 'node:util';

export const GROUPS = ['api', 'sync', 'health', 'exports', 'import', 'search', 'renderer', 'phone', 'lighthouse'] as const;
export type Group = (typeof GROUPS)[number];

export const DEFAULT_RUNS = 5;
/** Seconds of each autocannon run. */
export const DEFAULT_SECONDS = 10;

export interface BenchOptions {
  groups: ReadonlySet<Group>;
  runs: number;
  seconds: number;
  /** Whether this run writes bench/results.json and docs/BENCHMARKS.md. */
  write: boolean;
}

const USAGE = `usage: npm run bench -- [--only ${GROUPS.join(',')}] [--runs N] [--seconds S]
  --only     run only these groups (the results are printed, not written); --group is the same
  --runs     runs per figure, each figure the median (default ${DEFAULT_RUNS}; another count is not written)
  --seconds  seconds of each load run (default ${DEFAULT_SECONDS}; another length is not written)`;

function positive(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${flag} must be a whole number of at least 1, not "${value}"\n${USAGE}`);
  return number;
}

export function benchOptions(argv: readonly string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: 'string' },
      group: { type: 'string' },
      runs: { type: 'string' },
      seconds: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const asked = (values.only ?? values.group)?.split(',').map((name) => name.trim()).filter(Boolean) ?? [...GROUPS];
  const unknown = asked.filter((name) => !(GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown group ${unknown.join(', ')}: choose from ${GROUPS.join(', ')}\n${USAGE}`);
  const runs = positive(values.runs, DEFAULT_RUNS, 'runs');
  const seconds = positive(values.seconds, DEFAULT_SECONDS, 'seconds');
  const groups = new Set(asked as Group[]);
  return { groups, runs, seconds, write: groups.size === GROUPS.length && runs === DEFAULT_RUNS && seconds === DEFAULT_SECONDS };
}
