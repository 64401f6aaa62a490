import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The server's backups are files named by the moment they were taken, in UTC, so their names sort
// by time and say when each was taken: farm-hand-2026-11-25T070012Z.sqlite. Only files named so
// are ever counted or deleted; anything else an operator puts in the folder is left alone.

const BACKUP_NAME = /^farm-hand-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.sqlite$/;

/** A moment as 2026-11-25T070012Z: UTC, to the second, without characters file systems refuse. */
export function compactUtc(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

export function backupFileName(takenAt: Date): string {
  return `farm-hand-${compactUtc(takenAt)}.sqlite`;
}

/** When the backup of that name was taken; null for a name that is not a backup's. */
export function backupTakenAt(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds] = match;
  const takenAt = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(takenAt.getTime()) ? null : takenAt;
}

export interface BackupCopy {
  file: string;
  takenAt: Date;
}

/** The backups in `dir`, oldest first; none when the folder does not exist yet. */
export function listBackups(dir: string): BackupCopy[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .flatMap((name) => {
      const takenAt = backupTakenAt(name);
      return takenAt ? [{ file: join(dir, name), takenAt }] : [];
    })
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}
