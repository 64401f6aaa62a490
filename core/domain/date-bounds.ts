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

/** The latest day a date of this kind may be, for `today` (29 February plus a year is 28 February). */
export function latestDate(reach: DateReach, today: string = todayISO()): DateString {
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
