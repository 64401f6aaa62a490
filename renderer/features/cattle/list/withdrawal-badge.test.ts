import { describe, expect, it } from 'vitest';
import { withdrawalBadgeWords } from './withdrawal-badge';

const TODAY = '2026-06-15';

describe('the Withdrawal badge', () => {
  it('names the day both withdrawals are over, and says which ends when', () => {
    const words = withdrawalBadgeWords({ meatWithdrawalUntil: '2026-07-01', milkWithdrawalUntil: '2026-06-20' }, TODAY);
    expect(words?.text).toMatch(/^Withdrawal to \D*1\D*$/);
    expect(words?.detail).toMatch(/^Meat withdrawal until .*2026 · Milk withdrawal until .*2026$/);
    expect(withdrawalBadgeWords({ meatWithdrawalUntil: '2026-06-20', milkWithdrawalUntil: '2026-07-01' }, TODAY)?.text).toMatch(/1\D*$/);
  });

  it('says only the withdrawal still running', () => {
    expect(withdrawalBadgeWords({ meatWithdrawalUntil: TODAY, milkWithdrawalUntil: '2026-06-18' }, TODAY)?.detail).toMatch(/^Milk withdrawal until [^·]*$/);
    expect(withdrawalBadgeWords({ meatWithdrawalUntil: '2026-06-18', milkWithdrawalUntil: null }, TODAY)?.detail).toMatch(/^Meat withdrawal until [^·]*$/);
  });

  it('no badge once both are over', () => {
    expect(withdrawalBadgeWords({ meatWithdrawalUntil: TODAY, milkWithdrawalUntil: '2026-06-01' }, TODAY)).toBeNull();
    expect(withdrawalBadgeWords({}, TODAY)).toBeNull();
  });
});
