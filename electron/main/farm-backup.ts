import { existsSync, rmSync } from 'node:fs';
import { copyVerified, readingOnly } from '../../core/db/database-copy';
import type { FarmDb } from '../../core/db/open-farm-db';
import { forgetFeedEpochs } from '../../core/db/sync-feed';
import { backupFileFor, closeFarmFile, openFarmFile, pendingMigrations, type FarmFileOptions, type OpenedFarm } from './farm-file';
import { storedSharingPort, storeSharingPort } from './sharing-port';

// File › Backup Farm… and Restore Farm…. Copies are made with SQLite's backup API (safe while the
// farm is open and being written), written beside their destination, checked and renamed into
// place, so a failed copy never leaves half a file where the person asked for one (core/db/database-copy.ts).

/** Backup Farm…: the open farm, copied whole to the chosen file (replacing it if the person chose so). */
export async function backUpFarm(db: FarmDb, destination: string): Promise<void> {
  await copyVerified(db.$client, destination);
}

export interface RestoredFarm {
  farm: OpenedFarm;
  /** The farm as it was before the restore, kept beside it: nothing is lost by a wrong choice. */
  safetyCopy: string;
}

/**
 * Restore Farm…: replaces the open farm with a backup. The backup is checked first (a file that is
 * not a farm, or is from a newer version, is refused and nothing changes); the farm as it was is
 * kept beside it; the restored farm is opened again, and upgraded if the backup is older. It keeps
 * the farm's sharing port, and starts its change feed over, so phones pull the farm again.
 */
export async function restoreFarm(current: OpenedFarm, backup: string, options: FarmFileOptions): Promise<RestoredFarm> {
  await pendingMigrations(backup, options.migrationsFolder);
  const port = storedSharingPort(current.db);
  const safetyCopy = backupFileFor(current.file, 'before restore', options.now ?? new Date());
  await copyVerified(current.db.$client, safetyCopy);
  closeFarmFile(current);
  // A clean close leaves no write-ahead log; one left over would be replayed onto the restored file.
  for (const sidecar of [`${current.file}-wal`, `${current.file}-shm`]) if (existsSync(sidecar)) rmSync(sidecar);
  await readingOnly(backup, (source) => copyVerified(source, current.file));
  const farm = await openFarmFile(current.file, options);
  forgetFeedEpochs(farm.db.$client);
  // The farm keeps the port phones open it on, whatever port (or none) the backup held.
  if (port !== null) storeSharingPort(farm.db, port);
  return { farm, safetyCopy };
}
