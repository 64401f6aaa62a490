// The year selector of the cattle, calves, activity and forage screens: 2020 to the current
// year + 2 (docs/herd-book.md).
import { YEAR_PICKER_FIRST, YEAR_PICKER_YEARS_AHEAD } from './constants';
import { todayISO, yearOf } from './dates';

/** The year of `today`; an unreadable today falls back to the first year rather than throwing. */
export function currentYear(today: string = todayISO()): number {
  return yearOf(today) ?? YEAR_PICKER_FIRST;
}

export function lastPickerYear(today: string = todayISO()): number {
  return Math.max(YEAR_PICKER_FIRST, currentYear(today) + YEAR_PICKER_YEARS_AHEAD);
}

/** 2020 to the current year + 2, newest first. */
export function yearPickerYears(today: string = todayISO()): number[] {
  const years: number[] = [];
  for (let y = lastPickerYear(today); y >= YEAR_PICKER_FIRST; y -= 1) years.push(y);
  return years;
}

/** "Previous" goes back in time (year - 1); disabled at 2020. */
export function canGoPrevious(year: number): boolean {
  return year > YEAR_PICKER_FIRST;
}

/** "Next" goes forward (year + 1); disabled at the current year + 2. */
export function canGoNext(year: number, today: string = todayISO()): boolean {
  return year < lastPickerYear(today);
}

export function isCurrentYear(year: number, today: string = todayISO()): boolean {
  return year === currentYear(today);
}

export function clampYear(year: number, today: string = todayISO()): number {
  const wanted = Number.isFinite(year) ? Math.trunc(year) : currentYear(today);
  return Math.min(lastPickerYear(today), Math.max(YEAR_PICKER_FIRST, wanted));
}

/** The year filter uses the birth year, or the current year when there is no valid birth date. */
export function yearOfAnimal(
  birthDate: string | null | undefined,
  today: string = todayISO(),
): number {
  return yearOf(birthDate) ?? currentYear(today);
}
