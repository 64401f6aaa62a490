import { currentYear, todayISO, yearOf } from '../../../core/domain';
import type { ForageRecord } from '../../../core/schemas/forage';
import type { YearChoice } from '../../ui/year-choice';

type Dated = Pick<ForageRecord, 'harvestDate' | 'createdAt'>;

/**
 * The year a lot is listed under: its harvest year, else the year it was entered, on this
 * device's calendar (entered on New Year's Eve here is last year, whatever the UTC date says).
 */
export function forageYear(lot: Dated, today: string): number {
  return yearOf(lot.harvestDate) ?? yearOf(todayISO(new Date(lot.createdAt))) ?? currentYear(today);
}

/** The lots of the chosen year, in the order given; every lot for "All years". */
export function lotsOfYear<T extends Dated>(lots: readonly T[], year: YearChoice, today: string): readonly T[] {
  return year === 'all' ? lots : lots.filter((lot) => forageYear(lot, today) === year);
}
