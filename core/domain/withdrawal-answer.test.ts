import { describe, expect, it } from 'vitest';
import { withActiveWithdrawal } from './withdrawal-answer';

describe('an animal’s withdrawal as it is answered', () => {
  it('an end after today is answered; an end of today or earlier reads null', () => {
    const animal = { id: 'a', meatWithdrawalUntil: '2026-12-01', milkWithdrawalUntil: '2026-11-27' };
    expect(withActiveWithdrawal(animal, '2026-11-27')).toEqual({ id: 'a', meatWithdrawalUntil: '2026-12-01', milkWithdrawalUntil: null });
  });

  it('an animal with nothing ended is the same object (a 10,000-head list is not copied)', () => {
    const animal = { id: 'a', meatWithdrawalUntil: null, milkWithdrawalUntil: '2026-12-01' };
    expect(withActiveWithdrawal(animal, '2026-11-27')).toBe(animal);
  });
});
