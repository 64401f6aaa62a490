// Writes a big herd (big-herd.ts) into a farm: for `npm run seed`, the bench and tests that need
// thousands of head fast, with their year of activities. One prepared INSERT run per row inside
// chunked transactions: about 7× faster than building multi-row INSERTs through the query builder
// (10,000 head in ~1 s, 100,000 with their 380,000 activities in a few seconds), and a crash part
// way leaves whole chunks, never half a record.
import { withoutRecordHistory } from '../db/write-scope';
import { and, eq, getTableColumns, getTableName, isNotNull, sql, SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FarmDb } from '../db/open-farm-db';
import { activities, cattle, pastures } from '../db/schema';
import { generateBigHerd, type BigHerd } from '../demo/big-herd';
import { DEFAULT_DEMO_SEED } from '../demo/demo-farm';
import type { DemoActivity, DemoAnimal } from '../demo/types';

/** Rows per transaction: big enough to be fast, small enough that other writers are not held up long. */
const ROWS_PER_TRANSACTION = 5_000;

/** Turns a record into a table's INSERT parameters, column by column, with the schema's defaults. */
function insertParameters(table: SQLiteTable, now: string) {
  const columns = Object.entries(getTableColumns(table));
  return {
    sql: `INSERT INTO "${getTableName(table)}" (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    values(row: Record<string, unknown>): unknown[] {
      return columns.map(([key, column]) => {
        let value = row[key];
        if (value === undefined) {
          if (key === 'createdAt' || key === 'updatedAt') value = now;
          else if (column.defaultFn) value = column.defaultFn();
          else if (column.default instanceof SQL) throw new Error(`No value for ${key}, whose default only SQLite knows`);
          else value = column.default ?? null;
        }
        return value === null ? null : column.mapToDriverValue(value);
      });
    },
  };
}

/** Inserts records into `table` for `userId` (new ids) in chunked transactions; returns how many. */
function insertRows(db: FarmDb, table: SQLiteTable, userId: string, records: readonly object[]): number {
  const insert = insertParameters(table, new Date().toISOString());
  const statement = db.$client.prepare(insert.sql);
  const writeBatch = db.$client.transaction((batch: readonly object[]) => {
    for (const record of batch) statement.run(insert.values({ ...record, userId }));
  });
  for (let start = 0; start < records.length; start += ROWS_PER_TRANSACTION) {
    writeBatch.immediate(records.slice(start, start + ROWS_PER_TRANSACTION));
  }
  return records.length;
}

/** Inserts animals for `userId` (new ids) in chunked transactions; returns how many. */
export function insertHerd(db: FarmDb, userId: string, animals: readonly DemoAnimal[]): number {
  return insertRows(db, cattle, userId, animals);
}

/** Inserts activity log entries for `userId` (new ids) in chunked transactions; returns how many. */
export function insertActivities(db: FarmDb, userId: string, log: readonly DemoActivity[]): number {
  return insertRows(db, activities, userId, log);
}

/** Adds the pastures a farm does not have yet (by name); returns how many were added. */
export function insertMissingPastures(db: FarmDb, userId: string, fields: BigHerd['pastures']): number {
  if (fields.length === 0) return 0;
  return db
    .insert(pastures)
    .values(fields.map((pasture) => ({ ...pasture, userId })))
    .onConflictDoNothing()
    .run().changes;
}

/** The highest all-digit tag on a farm (0 when none), so added animals can be numbered after it. */
export function highestNumericTag(db: FarmDb, userId: string): number {
  const row = db
    .select({ top: sql<number | null>`max(cast(${cattle.tag} as integer))` })
    .from(cattle)
    .where(and(eq(cattle.userId, userId), isNotNull(cattle.tag), sql`${cattle.tag} NOT GLOB '*[^0-9]*'`))
    .get();
  return Number(row?.top ?? 0);
}

/**
 * Generates `head` animals numbered after the farm's highest tag and writes them with the pastures
 * and their year of activities.
 * Added to a farm that has animals, the seed moves on with the tags, so a second batch is new
 * animals rather than the first batch again under other numbers.
 */
export function seedBigHerd(db: FarmDb, userId: string, options: { head: number; today: string; seed?: number }) {
  // A made-up herd for trying the app and measuring it: no member wrote it, so no entry per record.
  return withoutRecordHistory(() => writeBigHerd(db, userId, options));
}

function writeBigHerd(db: FarmDb, userId: string, options: { head: number; today: string; seed?: number }) {
  const after = highestNumericTag(db, userId);
  const herd = generateBigHerd({ ...options, seed: (options.seed ?? DEFAULT_DEMO_SEED) + after, firstTag: after + 1 });
  const pastureCount = insertMissingPastures(db, userId, herd.pastures);
  const head = insertHerd(db, userId, herd.cattle);
  return { head, pastures: pastureCount, activities: insertActivities(db, userId, herd.activities) };
}
