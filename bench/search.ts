// The fuzzy cattle search as the app runs it (one index per herd, each query new), beside plain
// fuse.js with the same settings on the same animals: median ms per query at 10,000 and 50,000 head.
import Fuse from 'fuse.js';
import { generateBigHerd } from '../core/demo/big-herd';
import { CATTLE_FUSE_OPTIONS, createCattleSearch } from '../core/domain/cattle-search';
import { todayISO } from '../core/domain/dates';

/** What people type: names with and without typos, tags, breeds, pastures, two words. */
const QUERIES = ['bessie', 'besie', 'angus', 'north mead', '1234', 'hereford', 'calvng lot', 'Animal 4242', 'molly', 'red angus'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timeEach(run: (query: string) => unknown): number {
  return median(
    QUERIES.map((query) => {
      const started = performance.now();
      run(query);
      return performance.now() - started;
    }),
  );
}

export interface SearchBenchRow {
  head: number;
  buildMs: number;
  appMs: number;
  fuseMs: number;
}

export function benchSearch(heads: readonly number[] = [10_000, 50_000]): SearchBenchRow[] {
  return heads.map((head) => {
    const herd = generateBigHerd({ head, today: todayISO() }).cattle;
    // Warm the JIT on another herd's index, so the first query is not charged for compiling.
    createCattleSearch(herd.slice(0, 500)).search('warm up');
    const started = performance.now();
    const search = createCattleSearch(herd);
    const buildMs = performance.now() - started;
    const fuse = new Fuse(herd, CATTLE_FUSE_OPTIONS);
    return { head, buildMs, appMs: timeEach((q) => search.search(q)), fuseMs: timeEach((q) => fuse.search(q)) };
  });
}

export function printSearchBench(rows: readonly SearchBenchRow[]): void {
  console.log('\nFuzzy cattle search, median of the queries, each new to the index:\n');
  console.log('| head | build index ms | app ms per query | plain fuse.js ms per query |');
  console.log('|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.head.toLocaleString('en-US')} | ${row.buildMs.toFixed(1)} | ${row.appMs.toFixed(1)} | ${row.fuseMs.toFixed(1)} |`);
  }
}
