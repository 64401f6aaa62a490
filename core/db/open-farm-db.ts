import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installRecordHistory } from './record-history';
import * as schema from './schema';

export type FarmDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Applies the pragmas every connection needs. synchronous=FULL: a record a rancher saved survives
// a power cut (better-sqlite3 leaves NORMAL, which can lose the last commits in WAL mode).
function applyPragmas(sqlite: Database.Database): void {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
}

/** Opens (creating if needed) a farm database file and brings its schema up to date. */
export function openFarmDb(file: string, options: { migrationsFolder?: string } = {}): FarmDb {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  applyPragmas(sqlite);
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
  // A file opened at an older release (a migration test) has no history to write to yet.
  if (sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'history'").get()) installRecordHistory(sqlite);
  return db;
}

export function closeFarmDb(db: FarmDb): void {
  db.$client.close();
}
