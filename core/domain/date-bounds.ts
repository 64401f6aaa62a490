// How far back and ahead a date may be (docs/herd-book.md#money-weights-and-dates): nothing before
// 1900, a birth no later than today, an event (a breeding, a calving, a sale, an activity, a
// harvest) planned up to a year ahead. "Today" is the calendar day where the check runs (the
// server's, or the phone's for a form), with one day of slack for a rancher in a time zone ahead.
import { addDays, formatDate, isValidDate, parseDate, todayISO } from './dates';
import type { DateString } from './types';

export const EARLIEST_DATE = '1900-01-01';

/** Whole years past today each kind of date may reach. */
export const DATE_REACH = {
  /** A birth: today at the latest. */
  past: 0,
  /** Breeding, calving, heat return, weaning, a sale or death, an activity, harvest, purchase, collection, freezing. */
  event: 1,
  /** An expected calving date given by hand: a breeding a year ahead calves within the next. */
  expected: 2,
  /** When frozen semen or embryos expire: they keep for decades in liquid nitrogen. */
  expiration: 100,
} as const;
export type DateReach = keyof typeof DATE_REACH;

/** A time zone ahead of the server's may already be on the next day. */
const ZONE_SLACK_DAYS = 1;

/**
 * The latest days worked out so far, by kind and today: a form or an import checks thousands of
 * dates against the same few days, and working one out makes garbage (an import of 10,000 head made
 * 38 MB of it). Today moves once a day, so the cache is emptied when it holds more than a few.
 */
const latestDays = new Map<string, DateString>();
const LATEST_DAYS_KEPT = 32;

/** The latest day a date of this kind may be, for `today` (29 February plus a year is 28 February). */
export function latestDate(reach: DateReach, today: string = todayISO()): DateString {
  const key = `${reach} ${today}`;
  const known = latestDays.get(key);
  if (known !== undefined) return known;
  if (latestDays.size >= LATEST_DAYS_KEPT) latestDays.clear();
  const latest = workedOutLatestDate(reach, today);
  latestDays.set(key, latest);
  return latest;
}

function workedOutLatestDate(reach: DateReach, today: string): DateString {
  const parsed = parseDate(today);
  if (!parsed) throw new Error(`Today must be a date (YYYY-MM-DD), not ${today}`);
  const year = parsed.year + DATE_REACH[reach];
  const sameDay = formatDate({ ...parsed, year });
  const reached = isValidDate(sameDay) ? sameDay : formatDate({ ...parsed, year, day: parsed.day - 1 });
  return addDays(reached, ZONE_SLACK_DAYS) ?? reached;
}

/** 'early' before 1900-01-01, 'late' past the kind's latest day, null within (for a valid date). */
export function dateOutOfBounds(date: DateString, reach: DateReach, today: string = todayISO()): 'early' | 'late' | null {
  if (date < EARLIEST_DATE) return 'early';
  return date > latestDate(reach, today) ? 'late' : null;
}
