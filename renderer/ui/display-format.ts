import { parseDate } from '../../core/domain/dates';

// How screens print dates, money and weights. Dates are built from their own parts in UTC, so
// a calendar date never slips a day in a time zone west of Greenwich. A moment (a save, a backup)
// is read on the user's own clock instead: the day and time it was where they are.

const DAY_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const DATE = new Intl.DateTimeFormat(undefined, { ...DAY_PARTS, timeZone: 'UTC' });
const MOMENT_DAY = new Intl.DateTimeFormat(undefined, DAY_PARTS);
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Mar 1, 2025"; a missing date reads "—" and an invalid one "N/A". */
export function displayDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parts = parseDate(date);
  return parts ? DATE.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : 'N/A';
}

/** The day of a moment (an ISO timestamp) on the user's clock, as dates read: "Mar 1, 2025". */
export function displayDayOf(moment: string): string {
  return MOMENT_DAY.format(new Date(moment));
}

/** A moment (an ISO timestamp) on the user's clock: "Nov 23, 2026, 9:14 AM". */
export function displayMoment(moment: string): string {
  return MOMENT.format(new Date(moment));
}

/** Cents from the API as dollars: 150000 → "$1,500.00". */
export function displayDollars(cents: number | null | undefined): string {
  return cents == null ? '—' : MONEY.format(cents / 100);
}

export function displayPounds(pounds: number | null | undefined): string {
  return pounds == null ? '—' : `${pounds.toLocaleString('en-US')} lbs`;
}
