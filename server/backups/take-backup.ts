import type Database from 'better-sqlite3';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { copyVerified } from '../../core/db/database-copy';
import { backupsToKeep, type RetentionRule } from '../../core/domain/backup-retention';
import { backupFileName, listBackups } from './backup-files';
import { integrityCheckOffThread } from './integrity-check-worker';

export interface BackupTarget {
  /** The server's open connection: the copy sees every write made through it while it runs. */
  sqlite: Database.Database;
  dir: string;
  rule: RetentionRule;
}

export interface BackupTaken {
  file: string;
  bytes: number;
  /** How long the copy and its check took. */
  ms: number;
  /** The older copies deleted because the retention rule does not keep them. */
  removed: string[];
}

/** Deletes the backups in `dir` that the retention rule does not keep at `now`; answers their files. */
function pruneBackups(dir: string, rule: RetentionRule, now: Date): string[] {
  const copies = listBackups(dir);
  const keep = backupsToKeep(copies, rule, now);
  const removed = copies.filter((copy) => !keep.has(copy)).map((copy) => copy.file);
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

/**
 * One scheduled backup: the whole database copied with SQLite's backup API into the folder (checked
 * with integrity_check before it takes its name), then the copies the retention rule does not keep
 * are deleted. A copy that fails leaves the older copies as they were.
 */
export async function backUpAndPrune(target: BackupTarget, now: Date): Promise<BackupTaken> {
  mkdirSync(target.dir, { recursive: true });
  const file = join(target.dir, backupFileName(now));
  const started = performance.now();
  await copyVerified(target.sqlite, file, integrityCheckOffThread);
  const ms = performance.now() - started;
  return { file, bytes: statSync(file).size, ms, removed: pruneBackups(target.dir, target.rule, now) };
}
