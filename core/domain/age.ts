// Ages are whole months: elapsed days / 30.44, rounded down (docs/herd-book.md).
import { MONTH_DAYS } from './constants';
import { countOf } from './plural';
import { daysBetween, isValidDate, todayISO } from './dates';

/** Missing or invalid dates, and birth dates after today, count as 0 months. */
export function ageInMonths(
  birthDate: string | null | undefined,
  today: string = todayISO(),
): number {
  const days = daysBetween(birthDate, today);
  if (days === null || days <= 0) return 0;
  return Math.floor(days / MONTH_DAYS);
}

/**
 * Under 24 months an age reads in months ("14 months"), because ranchers talk about calves and
 * yearlings that way; from 24 months it reads in years and months ("2 years 3 months", or
 * "3 years" when the months are 0). A missing or invalid birth date reads "N/A".
 */
export function formatAge(
  birthDate: string | null | undefined,
  today: string = todayISO(),
): string {
  if (!isValidDate(birthDate) || !isValidDate(today)) return 'N/A';
  const months = ageInMonths(birthDate, today);
  if (months < 24) return countOf(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest === 0 ? countOf(years, 'year') : `${countOf(years, 'year')} ${countOf(rest, 'month')}`;
}
