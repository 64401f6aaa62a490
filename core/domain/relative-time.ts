// "N minutes ago" style texts and durations.
import { MONTH_DAYS, YEAR_DAYS } from './constants';
import { countOf } from './plural';
import { daysBetween, todayISO } from './dates';

const MINUTE_MS = 60_000;

function toMs(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/**
 * For instants (createdAt, ISO 8601). Under a minute, or in the future (clock skew between
 * devices), reads "Just now"; under 60 minutes "N minutes ago"; under 24 hours "N hours ago";
 * 24 to under 48 hours "Yesterday"; otherwise "N days ago". Unreadable input gives "N/A".
 */
export function relativeTime(from: string | Date, now: string | Date = new Date()): string {
  const elapsed = toMs(now) - toMs(from);
  if (Number.isNaN(elapsed)) return 'N/A';
  const minutes = Math.floor(Math.max(0, elapsed) / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${countOf(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${countOf(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'Yesterday' : `${days} days ago`;
}

/**
 * For calendar dates (activity dates), where hours mean nothing: "Today", "Yesterday",
 * "N days ago", or "In N days" / "Tomorrow" for planned dates. Invalid dates read "N/A".
 */
export function relativeDay(date: string | null | undefined, today: string = todayISO()): string {
  const days = daysBetween(date, today);
  if (days === null) return 'N/A';
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days === -1) return 'Tomorrow';
  return days > 0 ? `${days} days ago` : `In ${-days} days`;
}

/**
 * A length of time in the largest whole unit: years of 365 days, else months of 30.44 days,
 * else days ("2 years", "3 months", "12 days"). Negative lengths read as their size.
 */
export function formatDuration(days: number): string {
  const size = Number.isFinite(days) ? Math.floor(Math.abs(days)) : 0;
  if (size >= YEAR_DAYS) return countOf(Math.floor(size / YEAR_DAYS), 'year');
  const months = Math.floor(size / MONTH_DAYS);
  if (months >= 1) return countOf(months, 'month');
  return countOf(size, 'day');
}
