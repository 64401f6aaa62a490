import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { copyVerified, integrityCheck, readingOnly } from '../../core/db/database-copy';
import { forgetFeedEpochs } from '../../core/db/sync-feed';
import { compactUtc } from './backup-files';

// `npm run restore`: puts a backup in place of the server's database, with the server stopped.
// Nothing is lost: the backup is checked before anything is touched, and the database as it was is
// kept beside it. Both copies go through SQLite's backup API, checked, then renamed into place (a
// database that cannot be read any more is moved aside as it is instead).

/** Tables every Farm Hand database has: Drizzle's record of the migrations, and the accounts. */
const FARM_HAND_TABLES = ['__drizzle_migrations', 'users'] as const;

/** Why nothing was restored; the database was not touched. */
export class RestoreRefused extends Error {
  constructor(reason: string) {
    super(`Not restored: ${reason}`);
    this.name = 'RestoreRefused';
  }
}

export interface Restored {
  backup: string;
  target: string;
  /** The database as it was before the restore; null when there was none at the target. */
  keptAs: string | null;
  /** How it was kept: copied (it could be read), or moved aside as it was (it could not be read). */
  keptBy: 'copied' | 'moved' | null;
}

/** Refuses a backup that is missing, not a SQLite database, not Farm Hand's, or damaged. */
async function checkBackup(backup: string): Promise<void> {
  if (!existsSync(backup)) throw new RestoreRefused(`${backup} does not exist.`);
  if (!statSync(backup).isFile()) throw new RestoreRefused(`${backup} is not a file.`);
  let tables: Set<string>;
  try {
    tables = await readingOnly(backup, (sqlite) => new Set(sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]));
  } catch (error) {
    throw new RestoreRefused(`${backup} is not a SQLite database that can be read (${(error as Error).message}).`);
  }
  if (!FARM_HAND_TABLES.every((table) => tables.has(table))) throw new RestoreRefused(`${backup} is a SQLite database, but not a Farm Hand database.`);
  let check: string;
  try {
    check = await integrityCheck(backup);
  } catch (error) {
    check = (error as Error).message;
  }
  if (check !== 'ok') throw new RestoreRefused(`${backup} is damaged: SQLite's integrity check says "${check.split('\n')[0]}".`);
}

/**
 * Opens the database at `target` and takes an exclusive lock on it, which SQLite grants only when no
 * other connection (the server's) has it open. Null when the file cannot be read as a database.
 */
function lockCurrent(target: string): Database.Database | null {
  const sqlite = new Database(target, { fileMustExist: true, timeout: 0 });
  try {
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT');
    return sqlite;
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new RestoreRefused(`${target} is in use. Stop the server first, then run the restore again.`);
    }
    return null;
  }
}

const SIDECARS = ['-wal', '-shm'] as const;

/** Moves an unreadable database aside exactly as it is, with its write-ahead log (which may hold its last commits). */
function moveAside(target: string, keptAs: string): void {
  renameSync(target, keptAs);
  if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${keptAs}-wal`);
}

/** Keeps the database at `target` beside it, under a name saying when it was replaced. */
async function keepCurrent(target: string, now: Date): Promise<Pick<Restored, 'keptAs' | 'keptBy'>> {
  const keptAs = `${target}.before-restore-${compactUtc(now)}`;
  if (existsSync(keptAs)) throw new RestoreRefused(`${keptAs} is already there; try again in a second.`);
  const current = lockCurrent(target);
  if (current) {
    try {
      // Read through SQLite, so the copy holds what the write-ahead log had too.
      await copyVerified(current, keptAs);
      return { keptAs, keptBy: 'copied' };
    } catch {
      // A damaged database fails its copy's check: it is kept as it is instead.
    } finally {
      current.close();
    }
  }
  moveAside(target, keptAs);
  return { keptAs, keptBy: 'moved' };
}

/**
 * Restores `backup` into the database file `target` (which the server must not have open): checks
 * the backup, keeps the current database beside the target, removes its stale -wal and -shm, and
 * writes the backup in its place. A refusal (RestoreRefused) leaves the target untouched.
 */
export async function restoreBackup(backupFile: string, targetFile: string, now = new Date()): Promise<Restored> {
  const backup = resolve(backupFile);
  const target = resolve(targetFile);
  if (backup === target) throw new RestoreRefused(`${backup} is the database itself; choose a backup.`);
  await checkBackup(backup);
  if (existsSync(target) && !statSync(target).isFile()) throw new RestoreRefused(`${target} is not a database file.`);
  mkdirSync(dirname(target), { recursive: true });
  const kept: Pick<Restored, 'keptAs' | 'keptBy'> = existsSync(target) ? await keepCurrent(target, now) : { keptAs: null, keptBy: null };
  // A write-ahead log left beside the target belongs to the old database; SQLite would replay it onto the restored one.
  for (const sidecar of SIDECARS) rmSync(`${target}${sidecar}`, { force: true });
  try {
    await readingOnly(backup, (source) => copyVerified(source, target));
  } catch (error) {
    const where = kept.keptAs ? ` The database as it was is in ${kept.keptAs}.` : '';
    throw new Error(`Writing the backup into ${target} failed (${(error as Error).message}).${where}`, { cause: error });
  }
  const restored = new Database(target);
  try {
    forgetFeedEpochs(restored);
  } finally {
    restored.close();
  }
  return { backup, target, ...kept };
}
