import { parseDate } from '../../core/domain/dates';

// How screens print dates, money and weights. Dates are built from their own parts in UTC, so
// a calendar date never slips a day in a time zone west of Greenwich.

const DATE = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Mar 1, 2025"; a missing date reads "—" and an invalid one "N/A". */
export function displayDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parts = parseDate(date);
  return parts ? DATE.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : 'N/A';
}

/** Cents from the API as dollars: 150000 → "$1,500.00". */
export function displayDollars(cents: number | null | undefined): string {
  return cents == null ? '—' : MONEY.format(cents / 100);
}

export function displayPounds(pounds: number | null | undefined): string {
  return pounds == null ? '—' : `${pounds.toLocaleString('en-US')} lbs`;
}
