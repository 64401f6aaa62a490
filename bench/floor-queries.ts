// The floor's reads: the app's own SQL, run bare. The statements are taken from the app's query
// functions once at start-up (through Drizzle's query log, run on an empty database so the floor's
// memory holds no rows before its first request), so the floor reads the same rows in the same
// order with the same plan as the server, and follows any change to those functions; per request it
// only runs the prepared statements and shapes the answer, with no Drizzle, no zod and no framework.
import type Database from 'better-sqlite3';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { listCattle } from '../core/db/cattle';
import { dashboardStats } from '../core/db/dashboard-stats';
import { closeFarmDb, openFarmDb, type FarmDb } from '../core/db/open-farm-db';
import * as schema from '../core/db/schema';
import { sortCattle } from '../core/domain/cattle-sort';
import { percentChange } from '../core/domain/trends';
import { cattleRecord } from '../core/schemas/cattle';

interface LoggedQuery {
  query: string;
  params: unknown[];
}

/** The statements `read` runs, in order, recorded on an empty in-memory farm database. */
function statementsOf(read: (db: FarmDb) => unknown): LoggedQuery[] {
  const logged: LoggedQuery[] = [];
  const empty = openFarmDb(':memory:');
  try {
    const recording = drizzle(empty.$client, { schema, logger: { logQuery: (query, params) => logged.push({ query, params }) } });
    read(recording as unknown as FarmDb);
  } finally {
    closeFarmDb(empty);
  }
  return logged;
}

/**
 * GET /api/cattle bare: the app's SELECT with each column named as the answer names it (so
 * better-sqlite3 builds the objects), true/false for the boolean columns, the domain's sort, and
 * JSON.stringify. Gives the JSON text.
 */
export function floorCattleList(sqlite: Database.Database, userId: string): () => string {
  const [list, ...others] = statementsOf((db) => listCattle(db, userId));
  const table = getTableName(schema.cattle);
  const from = list?.query.indexOf(` from "${table}" `) ?? -1;
  if (!list || others.length > 0 || from < 0) throw new Error('listCattle no longer runs one SELECT from the cattle table: update the floor');
  const columns = getTableColumns(schema.cattle);
  const keys = Object.keys(cattleRecord.shape) as (keyof typeof columns)[];
  const select = sqlite.prepare(`select ${keys.map((key) => `"${columns[key].name}" as "${key}"`).join(', ')}${list.query.slice(from)}`);
  const booleans = keys.filter((key) => columns[key].columnType === 'SQLiteBoolean');
  return () => {
    const rows = select.all(...list.params) as Record<string, unknown>[];
    for (const row of rows) for (const key of booleans) row[key] = row[key] === 1;
    return JSON.stringify(sortCattle(rows as { tag: string | null; name: string | null }[]));
  };
}

/** GET /api/dashboard/stats bare: the app's two count queries, and the trends from their numbers. */
export function floorDashboardStats(sqlite: Database.Database, userId: string, today: string): () => string {
  const logged = statementsOf((db) => dashboardStats(db, userId, today));
  const [herd, fields] = logged.map(({ query, params }) => ({ statement: sqlite.prepare(query).raw(), params }));
  if (!herd || !fields || logged.length !== 2) throw new Error('dashboardStats no longer runs two queries: update the floor');
  return () => {
    const [total = 0, pregnant = 0, calves = 0, totalThen = 0, pregnantThen = 0, calvesThen = 0] = (herd.statement.get(...herd.params) as unknown[]).map(Number);
    const [pastures = 0, pasturesThen = 0] = (fields.statement.get(...fields.params) as unknown[]).map(Number);
    return JSON.stringify({
      totalCattle: total,
      pregnantCows: pregnant,
      calves,
      totalPastures: pastures,
      trends: {
        totalCattle: percentChange(total, totalThen),
        pregnantCows: percentChange(pregnant, pregnantThen),
        calves: percentChange(calves, calvesThen),
        totalPastures: percentChange(pastures, pasturesThen),
      },
    });
  };
}
