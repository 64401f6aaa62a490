import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isPartialCopy } from '../../core/db/database-copy';
import type { Logger } from '../logger';
import { listBackups } from './backup-files';
import { backUpAndPrune, type BackupTaken, type BackupTarget } from './take-backup';

// The running server backs its database up by itself: every `everyMs`, and once shortly after it
// starts when the newest copy is older than that. One backup at a time; a failed one is logged and
// the next tick tries again; the timers never keep the process alive.

/** How long after start the first backup waits, so it does not compete with the server starting. */
const FIRST_BACKUP_AFTER_MS = 10_000;

export interface BackupScheduleOptions extends BackupTarget {
  everyMs: number;
  log: Logger;
  /** The clock that names the copies and ages them; a test passes its own. */
  now?: () => Date;
  firstAfterMs?: number;
}

export interface BackupSchedule {
  /** What each tick runs: a backup now, or, while one is being taken, that one (never two at once). Null when it failed or the schedule has stopped. */
  backUpNow(): Promise<BackupTaken | null>;
  /** Stops the timers and waits for a backup under way to finish. */
  stop(): Promise<void>;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const interval = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms} ms`);

/** Removes the hidden partial copies a process that died during a backup left in the folder. */
function clearUnfinishedCopies(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no folder yet: nothing left over
    throw error;
  }
  for (const name of names.filter(isPartialCopy)) rmSync(join(dir, name), { force: true });
}

function isDue(options: BackupScheduleOptions, now: Date): boolean {
  const newest = listBackups(options.dir).at(-1);
  return !newest || now.getTime() - newest.takenAt.getTime() >= options.everyMs;
}

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { log } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<BackupTaken | null> | null = null;
  let stopped = false;

  function backUpNow(): Promise<BackupTaken | null> {
    if (stopped) return Promise.resolve(null);
    running ??= backUpAndPrune(options, now())
      .then(
        (taken) => {
          const removed = taken.removed.length > 0 ? `; removed ${taken.removed.length} older cop${taken.removed.length === 1 ? 'y' : 'ies'} the retention rule does not keep` : '';
          log.info(`backed up the database to ${taken.file} (${megabytes(taken.bytes)} MB in ${Math.round(taken.ms)} ms)${removed}`);
          return taken;
        },
        (error: unknown) => {
          log.error(`backup of the database into ${options.dir} failed; the next one is tried in ${interval(options.everyMs)}:`, error);
          return null;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  const tick = setInterval(() => void backUpNow(), options.everyMs);
  tick.unref();
  // A folder that cannot be read counts as having no copy: the first backup then says what is wrong.
  let due = true;
  try {
    clearUnfinishedCopies(options.dir);
    due = isDue(options, now());
  } catch (error) {
    log.error(`could not read the backup folder ${options.dir}:`, error);
  }
  const first = due ? setTimeout(() => void backUpNow(), options.firstAfterMs ?? FIRST_BACKUP_AFTER_MS).unref() : undefined;

  return {
    backUpNow,
    async stop() {
      stopped = true;
      clearInterval(tick);
      clearTimeout(first);
      await running;
    },
  };
}
