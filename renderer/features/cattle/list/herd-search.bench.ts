// `npx vitest bench --project unit renderer/features/cattle`: the list search on 10,000 head,
// against a plain Fuse index over the records, the usual way to search with Fuse.
import Fuse from 'fuse.js';
import { bench, describe } from 'vitest';
import { createHerdSearch, FUSE_OPTIONS } from './herd-search';
import { generateBigHerd } from '../../../../core/demo/big-herd';
import { todayISO } from '../../../../core/domain/dates';

const HERD = generateBigHerd({ head: 10_000, today: todayISO() }).cattle;
const QUERIES = ['be', 'bessie', 'angus', 'north mead', '1234', 'hereford', 'calvng lot'];
const herdSearch = createHerdSearch(HERD);
const recordIndex = new Fuse(HERD, { ...FUSE_OPTIONS, keys: ['name', 'tag', 'breed', 'pasture'] } as never);

describe('search 10,000 head', () => {
  bench('build the index', () => {
    createHerdSearch(HERD);
  });
  bench('herd search: build the index, then the 7 queries uncached', () => {
    const search = createHerdSearch(HERD);
    for (const query of QUERIES) search.search(query);
  });
  bench('herd search: the 7 queries again (words cached)', () => {
    for (const query of QUERIES) herdSearch.search(query);
  });
  bench('plain Fuse index over the records: the 7 queries', () => {
    for (const query of QUERIES) recordIndex.search(query);
  });
});
