// Which of the server's database backups to keep: the newest copy of each of the newest `hourly`
// hours that have a copy, and the newest copy of each of the newest `daily` days that have one.
// Hours and days are counted in UTC, so a daylight-saving change neither doubles nor drops a copy.
// Counting hours and days that HAVE a copy (not the last 24 hours of the calendar) means a server
// that was off for a week, or a clock that jumped ahead, still keeps its older copies.

export interface RetentionRule {
  /** How many hours (the newest that have a copy) keep their newest copy. */
  hourly: number;
  /** How many days (the newest that have a copy) keep their newest copy. */
  daily: number;
}

export const DEFAULT_RETENTION: RetentionRule = { hourly: 24, daily: 7 };

export interface TimedCopy {
  takenAt: Date;
}

/** The newest copy in each of the newest `count` periods (named by `period`) that have one. */
function newestPerPeriod<T extends TimedCopy>(newestFirst: readonly T[], count: number, period: (at: Date) => string): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const copy of newestFirst) {
    if (seen.size >= count) break;
    const key = period(copy.takenAt);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(copy);
  }
  return kept;
}

const utcHour = (at: Date) => at.toISOString().slice(0, 13);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The copies to keep, of `copies`, at `now`. The newest copy is always kept. A copy stamped after
 * `now` means the clock was set back since it was taken; which time was right cannot be known, so
 * such copies are kept and the rule is applied to the others (the copy just taken among them).
 */
export function backupsToKeep<T extends TimedCopy>(copies: readonly T[], rule: RetentionRule, now: Date): Set<T> {
  const fromTheFuture = copies.filter((copy) => copy.takenAt.getTime() > now.getTime());
  const newestFirst = copies.filter((copy) => copy.takenAt.getTime() <= now.getTime()).sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  return new Set([
    ...fromTheFuture,
    ...newestFirst.slice(0, 1),
    ...newestPerPeriod(newestFirst, rule.hourly, utcHour),
    ...newestPerPeriod(newestFirst, rule.daily, utcDay),
  ]);
}
