// Every demo date hangs off one `today`, so the herd is always current: calvings are always
// coming up and heats always due, whatever day the account is created or the test runs.
import { addDays, daysBetween, isValidDate } from '../domain/dates';

export interface Calendar {
  readonly today: string;
  /** The date `days` before today. */
  ago(days: number): string;
  /** The date `days` after today. */
  ahead(days: number): string;
  shift(date: string, days: number): string;
  /** Whole days from `date` to today (positive for past dates). */
  daysSince(date: string): number;
  /** An ISO timestamp on that date, for createdAt columns (minutes past midnight UTC). */
  stamp(date: string, minutes?: number): string;
}

export function calendarFor(today: string): Calendar {
  if (!isValidDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got "${today}"`);
  const shift = (date: string, days: number): string => {
    const result = addDays(date, Math.round(days));
    if (result === null) throw new RangeError(`Invalid demo date "${date}"`);
    return result;
  };
  return {
    today,
    ago: (days) => shift(today, -days),
    ahead: (days) => shift(today, days),
    shift,
    daysSince: (date) => daysBetween(date, today) ?? 0,
    stamp: (date, minutes = 14 * 60) => {
      const hh = String(Math.floor(minutes / 60) % 24).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      return `${date}T${hh}:${mm}:00.000Z`;
    },
  };
}
