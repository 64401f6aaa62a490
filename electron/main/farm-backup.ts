import type Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FarmDb } from '../../core/db/open-farm-db';
import { backUpDatabase, backupFileFor, closeFarmFile, openFarmFile, pendingMigrations, readingOnly, type FarmFileOptions, type OpenedFarm } from './farm-file';

// File › Backup Farm… and Restore Farm…. Copies are made with SQLite's backup API (safe while the
// farm is open and being written), written beside their destination and renamed into place, so a
// failed copy never leaves half a file where the person asked for one.

/** Copies `sqlite` to `destination` through a temporary file beside it, then checks the copy. */
async function copyInto(sqlite: Database.Database, destination: string): Promise<void> {
  const partial = join(dirname(destination), `.${randomUUID()}.partial`);
  try {
    await backUpDatabase(sqlite, partial);
    const check = await readingOnly(partial, (copy) => copy.pragma('integrity_check', { simple: true }));
    if (check !== 'ok') throw new Error(`the copy failed its integrity check (${String(check)})`);
    renameSync(partial, destination);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Backup Farm…: the open farm, copied whole to the chosen file (replacing it if the person chose so). */
export async function backUpFarm(db: FarmDb, destination: string): Promise<void> {
  await copyInto(db.$client, destination);
}

export interface RestoredFarm {
  farm: OpenedFarm;
  /** The farm as it was before the restore, kept beside it: nothing is lost by a wrong choice. */
  safetyCopy: string;
}

/**
 * Restore Farm…: replaces the open farm with a backup. The backup is checked first (a file that is
 * not a farm, or is from a newer version, is refused and nothing changes); the farm as it was is
 * kept beside it; the restored farm is opened again, and upgraded if the backup is older.
 */
export async function restoreFarm(current: OpenedFarm, backup: string, options: FarmFileOptions): Promise<RestoredFarm> {
  await pendingMigrations(backup, options.migrationsFolder);
  const safetyCopy = backupFileFor(current.file, 'before restore', options.now ?? new Date());
  await copyInto(current.db.$client, safetyCopy);
  closeFarmFile(current);
  // A clean close leaves no write-ahead log; one left over would be replayed onto the restored file.
  for (const sidecar of [`${current.file}-wal`, `${current.file}-shm`]) if (existsSync(sidecar)) rmSync(sidecar);
  await readingOnly(backup, (source) => copyInto(source, current.file));
  return { farm: await openFarmFile(current.file, options), safetyCopy };
}
