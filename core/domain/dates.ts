// Calendar dates are plain 'YYYY-MM-DD' strings. Arithmetic goes through UTC day numbers built
// from the Y-M-D parts, so results never depend on the machine's time zone or DST shifts.
import type { DateString } from './types';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A parsed day and its UTC day number, kept per text: a 10,000-head list reads the same dates on every change. */
interface ParsedDay {
  date: Readonly<CalendarDate>;
  dayNumber: number;
}

const PARSED = new Map<string, ParsedDay | null>();
/** Past this many texts the cache starts over, so a long session's memory stays small. */
const PARSED_MAX = 50_000;

function parsedDay(value: string | null | undefined): ParsedDay | null {
  if (typeof value !== 'string') return null;
  let parsed = PARSED.get(value);
  if (parsed === undefined) {
    const date = parseUncached(value);
    parsed = date ? { date: Object.freeze(date), dayNumber: toDayNumber(date) } : null;
    if (PARSED.size >= PARSED_MAX) PARSED.clear();
    PARSED.set(value, parsed);
  }
  return parsed;
}

function parseUncached(value: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Strict parse: only a real calendar day in 'YYYY-MM-DD' form (surrounding spaces allowed). */
export function parseDate(value: string | null | undefined): Readonly<CalendarDate> | null {
  return parsedDay(value)?.date ?? null;
}

export function isValidDate(value: string | null | undefined): value is DateString {
  return parseDate(value) !== null;
}

export function formatDate({ year, month, day }: CalendarDate): DateString {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function toDayNumber({ year, month, day }: CalendarDate): number {
  // setUTCFullYear, unlike Date.UTC, does not remap years 0-99 to the 1900s.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / MS_PER_DAY);
}

function fromDayNumber(dayNumber: number): CalendarDate {
  const d = new Date(dayNumber * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is invalid. */
export function daysBetween(
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  const a = parsedDay(from);
  const b = parsedDay(to);
  if (!a || !b) return null;
  return b.dayNumber - a.dayNumber;
}

/** `days` after `date`; null if either is invalid, or when the result falls outside years 0000 to 9999. */
export function addDays(date: string | null | undefined, days: number): DateString | null {
  const parsed = parsedDay(date);
  if (!parsed || !Number.isInteger(days)) return null;
  const result = fromDayNumber(parsed.dayNumber + days);
  return result.year >= 0 && result.year <= 9999 ? formatDate(result) : null;
}

/**
 * The user's calendar day: local Y-M-D of `now`, because "today" for a rancher is the day on
 * the wall calendar where they stand, not the UTC day.
 */
export function todayISO(now: Date = new Date()): DateString {
  return formatDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

export function yearOf(date: string | null | undefined): number | null {
  return parseDate(date)?.year ?? null;
}
