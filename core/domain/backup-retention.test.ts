import { describe, expect, it } from 'vitest';
import { backupsToKeep, DEFAULT_RETENTION, type TimedCopy } from './backup-retention';

const HOUR = 60 * 60 * 1000;

/** `count` copies `everyHours` apart from `first` (UTC), oldest first. */
function copiesFrom(first: string, count: number, everyHours = 1): TimedCopy[] {
  return Array.from({ length: count }, (_, n) => ({ takenAt: new Date(Date.parse(first) + n * everyHours * HOUR) }));
}
const at = (...times: string[]): TimedCopy[] => times.map((time) => ({ takenAt: new Date(time) }));
/** The kept copies' times, oldest first, as ISO strings without seconds. */
function kept(copies: readonly TimedCopy[], now: string, rule = DEFAULT_RETENTION): string[] {
  return [...backupsToKeep(copies, rule, new Date(now))].map((copy) => copy.takenAt.toISOString().slice(0, 16)).sort();
}
/** 'YYYY-MM-DDTHH:MM' for each of `count` hours from `first`. */
const hoursFrom = (first: string, count: number) => copiesFrom(first, count).map((copy) => copy.takenAt.toISOString().slice(0, 16));

describe('Backups kept: the newest copy of each of the newest 24 hours and 7 days that have one', () => {
  it('two days of hourly copies keep the last 24 hours, plus the first day’s last copy', () => {
    const twoDays = copiesFrom('2026-11-20T00:07:00Z', 48);
    expect(kept(twoDays, '2026-11-22T00:00:00Z')).toEqual(['2026-11-20T23:07', ...hoursFrom('2026-11-21T00:07:00Z', 24)]);
  });

  it('ten days of hourly copies keep the last 24 hours (the tenth day) and the last copy of each of the 6 days before', () => {
    const tenDays = copiesFrom('2026-11-11T00:30:00Z', 240);
    const lastOfEarlierDays = ['14', '15', '16', '17', '18', '19'].map((day) => `2026-11-${day}T23:30`);
    expect(kept(tenDays, '2026-11-21T00:00:00Z')).toEqual([...lastOfEarlierDays, ...hoursFrom('2026-11-20T00:30:00Z', 24)]);
  });

  it('copies taken once a day are hours with a copy too: the newest 24 stay', () => {
    const daily = copiesFrom('2026-11-01T03:00:00Z', 40, 24);
    expect(kept(daily, '2026-12-10T04:00:00Z')).toEqual(daily.slice(-24).map((copy) => copy.takenAt.toISOString().slice(0, 16)));
  });

  it('with no hourly copies asked for, a copy a day keeps the newest 7 days', () => {
    const daily = copiesFrom('2026-11-01T03:00:00Z', 12, 24);
    expect(kept(daily, '2026-11-12T04:00:00Z', { hourly: 0, daily: 7 })).toEqual(daily.slice(-7).map((copy) => copy.takenAt.toISOString().slice(0, 16)));
  });

  it('an irregular history: only the newest of one hour’s copies stays, and a server that was off for weeks keeps its older copies', () => {
    const irregular = at(
      '2026-10-01T10:00:00Z',
      '2026-10-01T10:20:00Z', // restarted twice within the hour
      '2026-10-01T10:40:00Z',
      '2026-10-15T08:05:00Z', // off for two weeks
      '2026-10-15T09:05:00Z',
      '2026-11-20T12:00:00Z', // off for a month
    );
    expect(kept(irregular, '2026-11-20T12:00:00Z')).toEqual(['2026-10-01T10:40', '2026-10-15T08:05', '2026-10-15T09:05', '2026-11-20T12:00']);
  });

  it('an irregular history past the limits: copies beyond 24 hours with a copy and 7 days with a copy go', () => {
    // A copy every 5 hours for 10 days: 48 copies over 11 days.
    const everyFiveHours = copiesFrom('2026-11-01T00:00:00Z', 48, 5);
    const result = kept(everyFiveHours, '2026-11-11T00:00:00Z');
    const newest24 = everyFiveHours.slice(-24).map((copy) => copy.takenAt.toISOString().slice(0, 16));
    // The 24 newest copies reach back to 11-06T00:00; the days before keep their last copy:
    // 11-05 (19:00) and 11-04 (23:00). Days 11-01 to 11-03 are past the 7 newest days with a copy.
    expect(result).toEqual(['2026-11-04T23:00', '2026-11-05T19:00', ...newest24]);
  });

  it('daylight saving changes nothing: hours are UTC, so 24 copies across the change are 24 hours', () => {
    // Europe turns its clocks back at 2026-10-25 01:00 UTC; local time repeats an hour there.
    const acrossTheChange = copiesFrom('2026-10-24T12:30:00Z', 30);
    expect(kept(acrossTheChange, '2026-10-25T18:00:00Z')).toEqual(hoursFrom('2026-10-24T18:30:00Z', 24));
  });

  it('a clock set back keeps every copy stamped after it, and the copy just taken', () => {
    const before = copiesFrom('2026-11-20T00:00:00Z', 60); // up to 11-22T11:00
    const justTaken = at('2026-11-21T03:10:00Z'); // the clock now reads a day and a half earlier
    // After the clock's time: all 32 kept. Before it, the rule: 24 hours with a copy (the one just
    // taken is its hour's newest, so 11-21T03:00 goes) back to 11-20T04:00.
    expect(kept([...before, ...justTaken], '2026-11-21T03:10:00Z')).toEqual([...hoursFrom('2026-11-20T04:00:00Z', 23), '2026-11-21T03:10', ...hoursFrom('2026-11-21T04:00:00Z', 32)]);
  });

  it('a clock that jumped a year ahead keeps the older copies as hours and days that have one', () => {
    const lastYear = copiesFrom('2025-11-20T00:00:00Z', 30); // up to 2025-11-21T05:00
    // The new copy takes one of the 24 hours: the 23 newest older hours stay; their days' last copies are among them.
    expect(kept([...lastYear, ...at('2026-11-20T00:30:00Z')], '2026-11-20T00:30:00Z')).toEqual([...hoursFrom('2025-11-20T07:00:00Z', 23), '2026-11-20T00:30']);
  });

  it('with no hourly or daily copies asked for, the newest copy is still kept', () => {
    expect(kept(copiesFrom('2026-11-20T00:00:00Z', 5), '2026-11-20T05:00:00Z', { hourly: 0, daily: 0 })).toEqual(['2026-11-20T04:00']);
  });

  it('no copies: nothing to keep', () => expect(kept([], '2026-11-20T05:00:00Z')).toEqual([]));
});
