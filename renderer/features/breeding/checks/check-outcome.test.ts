import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../core/domain';
import { displayDate } from '../../../ui/display-format';
import { checkOutcome, LATER_CHECK, NO_CALVING_DATE, type CheckedCow } from './check-outcome';

const TODAY = '2026-11-20';
const cow: CheckedCow = { id: 'c1', type: 'Cow', status: 'bred', breedingDate: '2026-09-01', breedingMethod: 'artificial_insemination', expectedCalvingDate: '2027-06-11' };
const pregnantCow: CheckedCow = { ...cow, status: 'pregnant' };
const draft = (result: 'pregnant' | 'open' | 'recheck', daysPregnant: number | null = null, date = TODAY) => ({ date, result, daysPregnant });
const stored = (date: string, result: 'pregnant' | 'open' | 'recheck') => ({ id: `k-${date}`, cattleId: 'c1', date, result });

describe('what a pregnancy check will do to her, shown before saving', () => {
  it('pregnant with days pregnant: status Pregnant, calving at the check date − days + gestation', () => {
    expect(checkOutcome(draft('pregnant', 60), cow, [], TODAY)).toEqual(['Status: Pregnant', `Expected calving: ${displayDate(addDays(TODAY, 283 - 60))}`]);
  });

  it('pregnant without days: the calving her breeding gives', () => {
    expect(checkOutcome(draft('pregnant'), cow, [], TODAY)).toEqual(['Status: Pregnant', `Expected calving: ${displayDate('2027-06-11')}`]);
  });

  it('pregnant with nothing to date it from says the calving date is not known', () => {
    const unbred = { ...cow, status: 'active', breedingDate: null, breedingMethod: null, expectedCalvingDate: null };
    expect(checkOutcome(draft('pregnant'), unbred, [], TODAY)).toEqual(['Status: Pregnant', NO_CALVING_DATE]);
  });

  it('open: a pregnant cow goes back to Active, her calving date is cleared, and she joins Open Cows', () => {
    expect(checkOutcome(draft('open'), pregnantCow, [], TODAY)).toEqual(['Status: Active', 'Expected calving date cleared', 'Listed in Open Cows until she is bred again']);
  });

  it('open, dated before a breeding on record: she is not listed, as she was bred since', () => {
    const rebred = { ...cow, status: 'active', expectedCalvingDate: null };
    expect(checkOutcome(draft('open', null, '2026-08-20'), rebred, [], TODAY)).toEqual(['Status: Active']);
  });

  it('recheck: due 30 days after the check, nothing else changes', () => {
    expect(checkOutcome(draft('recheck'), cow, [], TODAY)).toEqual([`Recheck due: ${displayDate('2026-12-20')}`, 'Status and expected calving stay as they are']);
  });

  it('a recheck dated more than 30 days back is due already: overdue', () => {
    expect(checkOutcome(draft('recheck', null, '2026-10-01'), cow, [], TODAY)[0]).toBe(`Recheck due: ${displayDate('2026-10-31')} (overdue)`);
  });

  it('a check of a later day on record: this one changes nothing, whatever its result', () => {
    const later = [stored('2026-11-25', 'pregnant')];
    expect(checkOutcome(draft('open'), pregnantCow, later, TODAY)).toEqual([LATER_CHECK]);
    expect(checkOutcome(draft('recheck'), cow, later, TODAY)).toEqual([LATER_CHECK]);
  });

  it('an earlier check on record does not stop this one', () => {
    expect(checkOutcome(draft('open'), pregnantCow, [stored('2026-10-01', 'pregnant')], TODAY)[0]).toBe('Status: Active');
  });

  it('says nothing while the date cannot be read', () => {
    expect(checkOutcome(draft('pregnant', 60, '2026-13-40'), cow, [], TODAY)).toEqual([]);
  });
});
