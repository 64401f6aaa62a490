import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../core/domain';
import { chipCounts, matchesChip, matchesYear } from './herd-filters';

const TODAY = '2026-06-15';

describe('filter chips with counts: All, Cows, Bulls, Pregnant, Due Soon, Withdrawal', () => {
  it('Cows counts cows and heifers in any case; Bulls only bulls', () => {
    expect(matchesChip({ type: 'Cow' }, 'cows', TODAY)).toBe(true);
    expect(matchesChip({ type: 'heifer' }, 'cows', TODAY)).toBe(true);
    expect(matchesChip({ type: 'Bull' }, 'cows', TODAY)).toBe(false);
    expect(matchesChip({ type: 'bull' }, 'bulls', TODAY)).toBe(true);
    expect(matchesChip({ type: 'Steer' }, 'bulls', TODAY)).toBe(false);
  });

  it('Pregnant follows the status, whatever its case', () => {
    expect(matchesChip({ status: 'Pregnant' }, 'pregnant', TODAY)).toBe(true);
    expect(matchesChip({ status: 'bred' }, 'pregnant', TODAY)).toBe(false);
  });

  it('Due Soon: in the herd, expected calving 0 to 30 days away, both ends included', () => {
    const due = (days: number, status = 'pregnant') =>
      matchesChip({ status, expectedCalvingDate: addDays(TODAY, days) }, 'dueSoon', TODAY);
    expect(due(0)).toBe(true);
    expect(due(30)).toBe(true);
    expect(due(31)).toBe(false);
    expect(due(-1)).toBe(false);
    expect(due(10, 'sold')).toBe(false);
  });

  it('Withdrawal: in the herd, inside a meat or milk withdrawal that ends after today', () => {
    const inWithdrawal = (meat: string | null, milk: string | null = null, status = 'active') =>
      matchesChip({ status, meatWithdrawalUntil: meat, milkWithdrawalUntil: milk }, 'withdrawal', TODAY);
    expect(inWithdrawal(addDays(TODAY, 1))).toBe(true);
    expect(inWithdrawal(null, addDays(TODAY, 2))).toBe(true);
    expect(inWithdrawal(TODAY, addDays(TODAY, -3))).toBe(false);
    expect(inWithdrawal(null)).toBe(false);
    expect(inWithdrawal(addDays(TODAY, 10), null, 'sold')).toBe(false);
  });

  it('counts every chip in one pass', () => {
    const herd = [
      { type: 'Cow', status: 'pregnant', expectedCalvingDate: addDays(TODAY, 5) },
      { type: 'Heifer', status: 'active' },
      { type: 'Bull', status: 'active' },
      { type: 'Steer', status: 'active', meatWithdrawalUntil: addDays(TODAY, 18) },
    ];
    expect(chipCounts(herd, TODAY)).toEqual({ all: 4, cows: 2, bulls: 1, pregnant: 1, dueSoon: 1, withdrawal: 1 });
  });
});

describe('year selector: the birth year, or the current year without a birth date', () => {
  it('filters by birth year, or by the current year when there is no birth date', () => {
    expect(matchesYear({ birthDate: '2023-04-01' }, 2023, TODAY)).toBe(true);
    expect(matchesYear({ birthDate: '2023-04-01' }, 2024, TODAY)).toBe(false);
    expect(matchesYear({ birthDate: null }, 2026, TODAY)).toBe(true);
    expect(matchesYear({ birthDate: null }, 2025, TODAY)).toBe(false);
  });

  it('"All years" keeps every birth year, including those before the picker starts', () => {
    expect(matchesYear({ birthDate: '2015-04-01' }, 'all', TODAY)).toBe(true);
  });
});
