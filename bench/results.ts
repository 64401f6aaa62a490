// What a benchmark reports: one figure per entry (name, value, unit), with its target, the floor's
// figure and the ratio to it where there is one, and the runs it is the median of. The entries go
// to bench/results.json as they are, and into the table that is printed and written to
// docs/BENCHMARKS.md.
import { writeFileSync } from 'node:fs';

/** A bound the figure should stay within: at most `max`, or at least `min`. */
export interface Target {
  max?: number;
  min?: number;
}

export interface Result {
  /** `group.case.figure`, e.g. `api.cattle_list_10k.p50_ms`. */
  name: string;
  value: number;
  unit: string;
  target?: Target;
  /** The same figure for the floor (the least the same work can cost), measured in the same run. */
  floor?: number;
  /** How many times the floor's cost this is. */
  ratio?: number;
  /** Each run's figure; `value` is their median. */
  runs?: number[];
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value `p` percent of the values are at or below (nearest rank): `percentile(ms, 95)` is a p95. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** Rounds to a few significant digits: the figures are not more precise than that. */
export function rounded(value: number, digits = 4): number {
  return value === 0 || !Number.isFinite(value) ? value : Number(value.toPrecision(digits));
}

/** A result that is the median of `runs`, rounded. */
export function fromRuns(name: string, runs: readonly number[], unit: string, extra: Omit<Result, 'name' | 'value' | 'unit' | 'runs'> = {}): Result {
  return { name, value: rounded(median(runs)), unit, ...extra, runs: runs.map((run) => rounded(run)) };
}

/** Whether the figure is within its target; undefined when it has none. */
export function meets(result: Result): boolean | undefined {
  const { target } = result;
  if (!target) return undefined;
  return (target.max === undefined || result.value <= target.max) && (target.min === undefined || result.value >= target.min);
}

export function describeTarget(target: Target | undefined): string {
  if (!target) return '';
  const bounds = [target.max === undefined ? null : `≤ ${target.max.toLocaleString('en-US')}`, target.min === undefined ? null : `≥ ${target.min.toLocaleString('en-US')}`];
  return bounds.filter(Boolean).join(', ');
}

const format = (value: number | undefined) => (value === undefined ? '' : value.toLocaleString('en-US', { maximumFractionDigits: 3 }));

/** The results as a Markdown table: figure, value, unit, floor, ratio, target, met. */
export function resultsTable(results: readonly Result[]): string {
  const lines = ['| figure | value | unit | floor | ratio | target | met |', '|---|---:|---|---:|---:|---|---|'];
  for (const result of results) {
    const met = meets(result);
    lines.push(
      `| ${result.name} | ${format(result.value)} | ${result.unit} | ${format(result.floor)} | ${format(result.ratio)} | ${describeTarget(result.target)} | ${met === undefined ? '' : met ? 'met' : '**missed**'} |`,
    );
  }
  return lines.join('\n');
}

export function writeResultsJson(file: string, results: readonly Result[]): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
