import { parseDate } from '../../core/domain/dates';

// "Jun 20" in the reader's language. Built from the date's own parts in UTC, so a calendar date
// never slips a day in a time zone west of Greenwich.
const FORMAT = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date for a widget line or a badge; invalid dates read "N/A". */
export function shortDate(date: string | null | undefined): string {
  const parts = parseDate(date);
  return parts ? FORMAT.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : 'N/A';
}
