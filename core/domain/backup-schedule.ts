// Auto Backup ("Automatically backup data weekly"): a backup is due when the newest one is a week old.

export const WEEKLY_BACKUP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a weekly backup is due at `now`, given when the farm's newest backup (of any kind) was taken. */
export function weeklyBackupDue(newestBackupAt: string | null, now: Date): boolean {
  if (newestBackupAt === null) return true;
  const taken = Date.parse(newestBackupAt);
  return Number.isNaN(taken) || now.getTime() - taken >= WEEKLY_BACKUP_DAYS * DAY_MS;
}
