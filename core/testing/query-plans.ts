import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { FarmDb } from '../db/open-farm-db';
import * as schema from '../db/schema';

/**
 * SQLite's plan for each statement `run` sends, in order ("SEARCH cattle USING INDEX …"): `run` is
 * given a database on the same connection that records what it is asked.
 */
export function queryPlans(db: FarmDb, run: (recording: FarmDb) => unknown): string[] {
  const logged: { query: string; params: unknown[] }[] = [];
  const recording = drizzle(db.$client, { schema, logger: { logQuery: (query, params) => logged.push({ query, params }) } });
  run(recording as unknown as FarmDb);
  return logged.map(({ query, params }) =>
    (db.$client.prepare(`EXPLAIN QUERY PLAN ${query}`).all(...params) as { detail: string }[]).map((step) => step.detail).join('; '),
  );
}
