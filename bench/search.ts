// The fuzzy cattle search as the app runs it (core/domain/cattle-search.ts: one index per herd, each
// query new to it), beside plain fuse.js with the same settings on the same animals (the reference
// whose ranking the app's search keeps): ms per query at 10,000 and 50,000 head. Each run builds new indexes and
// times every query once; a run's figure is the median over the queries, and the result the median
// of the runs.
import Fuse from 'fuse.js';
import { generateBigHerd } from '../core/demo/big-herd';
import { CATTLE_FUSE_OPTIONS, createCattleSearch } from '../core/domain/cattle-search';
import { todayISO } from '../core/domain/dates';
import { fromRuns, median, type Result } from './results';

/** What people type: names with and without typos, tags, breeds, pastures, two words. */
const QUERIES = ['bessie', 'besie', 'angus', 'north mead', '1234', 'hereford', 'calvng lot', 'Animal 4242', 'molly', 'red angus'];
const TARGET_MS_AT_10K = 20;

function msPerQuery(run: (query: string) => unknown): number {
  return median(
    QUERIES.map((query) => {
      const started = performance.now();
      run(query);
      return performance.now() - started;
    }),
  );
}

export function benchSearch(runs: number, heads: readonly number[] = [10_000, 50_000]): Result[] {
  return heads.flatMap((head) => {
    const herd = generateBigHerd({ head, today: todayISO() }).cattle;
    // Warm the JIT on another herd's index, so the first query is not charged for compiling.
    createCattleSearch(herd.slice(0, 500)).search('warm up');
    new Fuse(herd.slice(0, 500), CATTLE_FUSE_OPTIONS).search('warm up');
    const app: number[] = [];
    const plain: number[] = [];
    const build: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const search = createCattleSearch(herd);
      build.push(performance.now() - started);
      app.push(msPerQuery((query) => search.search(query)));
      const fuse = new Fuse(herd, CATTLE_FUSE_OPTIONS);
      plain.push(msPerQuery((query) => fuse.search(query)));
    }
    const name = `search.fuzzy_${head / 1000}k`;
    return [
      fromRuns(`${name}.ms_per_query`, app, 'ms', head === 10_000 ? { target: { max: TARGET_MS_AT_10K } } : {}),
      fromRuns(`${name}.plain_fusejs_ms_per_query`, plain, 'ms'),
      fromRuns(`${name}.build_index_ms`, build, 'ms'),
    ];
  });
}
