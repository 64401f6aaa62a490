import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FULL } from './scale';

/** One measured figure of the reliability suite, as the benchmarks write theirs. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
}

export const REPORT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'reliability');

/**
 * Keeps what a reliability test measured in test-results/reliability/<suite>.json (with the form it
 * ran in) and prints it, so a run's figures can be read and collected into docs/RELIABILITY-RESULTS.md.
 */
export function reportFigures(suite: string, figures: readonly Figure[]): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${suite}.json`), `${JSON.stringify({ suite, form: FULL ? 'full' : 'short', figures }, null, 2)}\n`);
  console.log(`[${suite}] ${figures.map((f) => `${f.name} = ${f.value} ${f.unit}`).join('; ')}`);
}
