// The year selector: "All years", then 2020 to the current year + 2, newest first,
// the current year marked "Current"; previous/next step one year and stop at the bounds.
import { canGoNext, canGoPrevious, isCurrentYear, yearPickerYears } from '../../core/domain';

/**
 * A birth year, or every year. The picker's years start at 2020, so a cow born before then could
 * never be listed without "All years", which is the default for that reason.
 */
export type YearChoice = number | 'all';

export interface YearOption {
  value: YearChoice;
  label: string;
}

const ALL_YEARS_LABEL = 'All years';

export function yearOptions(today: string): YearOption[] {
  return [
    { value: 'all', label: ALL_YEARS_LABEL },
    ...yearPickerYears(today).map((year) => ({
      value: year,
      label: isCurrentYear(year, today) ? `${year} (Current)` : String(year),
    })),
  ];
}

export function yearLabel(choice: YearChoice): string {
  return choice === 'all' ? ALL_YEARS_LABEL : String(choice);
}

/**
 * The year one step back (-1) or forward (+1), or null where the button is disabled: at 2020, at
 * the current year + 2, and on "All years", which is not a point on the timeline.
 */
export function stepYear(choice: YearChoice, direction: -1 | 1, today: string): number | null {
  if (choice === 'all') return null;
  const allowed = direction < 0 ? canGoPrevious(choice) : canGoNext(choice, today);
  return allowed ? choice + direction : null;
}

/** The select's string value back to a choice; anything unreadable means every year. */
export function parseYearChoice(value: string): YearChoice {
  const year = Number(value);
  return Number.isInteger(year) ? year : 'all';
}
