import { describe, expect, it } from 'vitest';
import { WEEKLY_BACKUP_DAYS, weeklyBackupDue } from './backup-schedule';

const NOW = new Date('2026-11-23T12:00:00.000Z');

describe(`Auto Backup: a backup is due when the newest is ${WEEKLY_BACKUP_DAYS} days old`, () => {
  it('a farm with no backup is due', () => expect(weeklyBackupDue(null, NOW)).toBe(true));
  it('a backup 6 days 23 hours old is not yet', () => expect(weeklyBackupDue('2026-11-16T13:00:00.000Z', NOW)).toBe(false));
  it('a backup exactly 7 days old is', () => expect(weeklyBackupDue('2026-11-16T12:00:00.000Z', NOW)).toBe(true));
  it('a backup taken today is not', () => expect(weeklyBackupDue('2026-11-23T08:00:00.000Z', NOW)).toBe(false));
  it('an unreadable date counts as no backup', () => expect(weeklyBackupDue('yesterday', NOW)).toBe(true));
});
