import type Database from 'better-sqlite3';
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeFarmDb, openFarmDb } from '../../../core/db/open-farm-db';
import { MIGRATIONS_FOLDER } from './child-server';

// Farm files written by an older release, for the test that kills the server while it migrates one.

interface Journal {
  entries: { tag: string }[];
}

/** A migrations folder as an older release shipped it: the first `count` migrations and their journal. */
export function releaseMigrations(dir: string, count: number): string {
  const folder = join(dir, `migrations-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.slice(0, count);
  for (const entry of entries) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/**
 * Fills an old farm file: `farms` accounts of `head` animals each, with types, statuses and breeding
 * dates spread as in a herd (the migrations build indexes on them), and sign-in failures (one
 * migration adds a column and an index there). Written by SQL: about 0.1 s for 12,000 head.
 */
export function fillOldFarmFile(file: string, migrationsFolder: string, farms: number, head: number): void {
  const db = openFarmDb(file, { migrationsFolder });
  try {
    const herd = db.$client.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :head)
      INSERT INTO cattle (id, user_id, tag, type, pasture, status, breeding_date, expected_calving_date, heat_return_date, weight)
      SELECT lower(hex(randomblob(16))), :owner, CAST(i AS TEXT),
        CASE i % 5 WHEN 0 THEN 'Cow' WHEN 1 THEN 'Heifer' WHEN 2 THEN 'Bull' WHEN 3 THEN 'Calf' ELSE 'Steer' END,
        'Pasture ' || (i % 12),
        CASE i % 4 WHEN 0 THEN 'active' WHEN 1 THEN 'bred' WHEN 2 THEN 'pregnant' ELSE 'sold' END,
        date('2025-01-01', '+' || (i % 365) || ' days'),
        date('2025-01-01', '+' || (i % 365 + 283) || ' days'),
        CASE WHEN i % 7 = 0 THEN date('2025-01-01', '+' || (i % 365 + 21) || ' days') END,
        300 + i % 900
      FROM n`);
    const failures = db.$client.prepare(`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count)
      INSERT INTO login_failures (email, failed_at) SELECT 'guess' || (i % 500) || '@example.com', datetime('2025-01-01', '+' || i || ' minutes') FROM n`);
    // Accounts in the old schema's columns (today's would not fit the old file), each with a session.
    const account = db.$client.prepare("INSERT INTO users (id, email, password_hash, farm_name) VALUES (:id, :email, 'placeholder', :name)");
    const session = db.$client.prepare("INSERT INTO sessions (id, user_id, token_hash, expires_at) VALUES (lower(hex(randomblob(16))), :owner, lower(hex(randomblob(32))), '2999-01-01T00:00:00.000Z')");
    for (let farm = 1; farm <= farms; farm++) {
      const owner = randomUUID();
      account.run({ id: owner, email: `old-farm-${farm}-${owner}@example.com`, name: `Old Farm ${farm}` });
      session.run({ owner });
      herd.run({ head, owner });
    }
    failures.run({ count: head });
  } finally {
    closeFarmDb(db);
  }
}

/** A file's schema as SQLite and Drizzle keep it: every table, index and trigger, and the migrations applied. */
export function schemaOf(sqlite: Database.Database): string {
  const objects = sqlite.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all();
  const applied = sqlite.prepare('SELECT hash, created_at FROM __drizzle_migrations ORDER BY id').all();
  return JSON.stringify({ objects, applied });
}

// The records of the old schema, with the old columns only: a migration may add columns, never change these.
const DATA_TABLES = ['users', 'sessions', 'cattle', 'login_failures'] as const;
/** Columns later migrations added to those tables (each new one goes here). */
const ADDED_SINCE: Record<(typeof DATA_TABLES)[number], readonly string[]> = {
  users: ['email_verified_at', 'farm_id', 'role'],
  sessions: [],
  cattle: ['version', 'created_by', 'updated_by', 'meat_withdrawal_until', 'milk_withdrawal_until'],
  login_failures: ['client'],
};

/** The table's rows in its old columns, by id. */
function oldColumnsQuery(sqlite: Database.Database, table: (typeof DATA_TABLES)[number]): string {
  const columns = (sqlite.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name).filter((name) => !ADDED_SINCE[table].includes(name));
  return `SELECT ${columns.join(', ')} FROM ${table} ORDER BY id`;
}

/** A digest of every record, and how many there are: equal digests, equal data. */
export function dataOf(sqlite: Database.Database): { rows: number; digest: string } {
  const hash = createHash('sha256');
  let rows = 0;
  for (const table of DATA_TABLES) {
    for (const row of sqlite.prepare(oldColumnsQuery(sqlite, table)).raw().iterate()) {
      hash.update(JSON.stringify(row));
      rows += 1;
    }
  }
  return { rows, digest: hash.digest('hex') };
}

/** Removes a farm file with its WAL and shared-memory files (a stale WAL must never meet a new copy). */
export function removeFarmFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
