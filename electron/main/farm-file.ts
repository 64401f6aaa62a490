import { readMigrationFiles } from 'drizzle-orm/migrator';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { backUpDatabase, readingOnly } from '../../core/db/database-copy';
import { closeFarmDb, openFarmDb, type FarmDb } from '../../core/db/open-farm-db';

// One farm is one SQLite file (`*.farmhand`). Opening a file checks, before anything is written to
// it, that it is a farm this version can read; a farm made by an older version is backed up with
// SQLite's backup API and then upgraded by the migrations.

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\0';
/** Drizzle's record of the migrations a database has had, and two tables every farm has. */
const FARM_TABLES = ['__drizzle_migrations', 'users', 'cattle'] as const;

export const FARM_FILE_EXTENSION = '.farmhand';

/** Why a file was not opened; the file itself was not touched. */
export class FarmFileRefused extends Error {
  constructor(readonly file: string, reason: string) {
    super(`${basename(file)} was not opened: ${reason} The file was left as it was.`);
    this.name = 'FarmFileRefused';
  }
}

export interface OpenedFarm {
  db: FarmDb;
  /** The farm file's absolute path. */
  file: string;
  /** Where the copy made before an upgrade went; null when the file needed none. */
  backupFile: string | null;
}

export interface FarmFileOptions {
  migrationsFolder: string;
  /** The moment stamped on a backup's name; a test passes its own. */
  now?: Date;
}

function startsLikeSqlite(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, header, 0, header.length, 0) === header.length && header.toString('latin1') === SQLITE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/**
 * How many of this version's migrations the farm file lacks. Refuses, through FarmFileRefused, a file
 * that is not a SQLite database, not a farm, damaged, or made by a newer version than this one.
 * Reads only: the file is opened read-only.
 */
export async function pendingMigrations(file: string, migrationsFolder: string): Promise<number> {
  if (!existsSync(file)) throw new FarmFileRefused(file, 'it does not exist.');
  if (!startsLikeSqlite(file)) throw new FarmFileRefused(file, 'it is not a Farm Hand farm file.');
  try {
    return await readingOnly(file, (sqlite) => {
      const tables = new Set(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
      if (!FARM_TABLES.every((table) => tables.has(table))) throw new FarmFileRefused(file, 'it is a database, but not a Farm Hand farm.');
      if (sqlite.pragma('quick_check', { simple: true }) !== 'ok') throw new FarmFileRefused(file, 'it is damaged.');
      const applied = sqlite.prepare('SELECT max(created_at) FROM __drizzle_migrations').pluck().get() as number | null;
      const known = readMigrationFiles({ migrationsFolder });
      const newest = Math.max(...known.map((migration) => migration.folderMillis));
      if (applied !== null && applied > newest) throw new FarmFileRefused(file, 'it was saved by a newer version of Farm Hand. Update the app to open it.');
      return known.filter((migration) => applied === null || migration.folderMillis > applied).length;
    });
  } catch (error) {
    if (error instanceof FarmFileRefused) throw error;
    throw new FarmFileRefused(file, `it could not be read (${(error as Error).message}).`);
  }
}

/** "Home Place" for "/farms/Home Place.farmhand": how the app names a farm file to a person. */
export function farmName(file: string): string {
  return basename(file, extname(file));
}

/** "Home Place.farmhand" → "Home Place (before upgrade 2026-11-23 2215).farmhand", beside it. */
export function backupFileFor(file: string, why: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', ' ').replace(':', '');
  const extension = extname(file) || FARM_FILE_EXTENSION;
  return join(dirname(file), `${farmName(file)} (${why} ${stamp})${extension}`);
}

/**
 * Opens a farm file. A file made by an older version is first backed up beside itself, then
 * upgraded; a file that is not a farm, or is from a newer version, is refused and left untouched.
 */
export async function openFarmFile(file: string, options: FarmFileOptions): Promise<OpenedFarm> {
  const pending = await pendingMigrations(file, options.migrationsFolder);
  let backupFile: string | null = null;
  if (pending > 0) {
    backupFile = backupFileFor(file, 'before upgrade', options.now ?? new Date());
    const destination = backupFile;
    await readingOnly(file, (sqlite) => backUpDatabase(sqlite, destination));
  }
  return { db: openFarmDb(file, { migrationsFolder: options.migrationsFolder }), file: resolve(file), backupFile };
}

/** Makes a new, empty farm file; an existing file is never overwritten. */
export function createFarmFile(file: string, options: FarmFileOptions): OpenedFarm {
  if (existsSync(file)) throw new FarmFileRefused(file, 'a file of that name is already there. Choose another name, or open it.');
  return { db: openFarmDb(file, { migrationsFolder: options.migrationsFolder }), file: resolve(file), backupFile: null };
}

export function closeFarmFile(farm: OpenedFarm): void {
  closeFarmDb(farm.db);
}
