import { todayISO } from './dates';
import { activeWithdrawal } from './withdrawal';

// An animal keeps the latest end of its withdrawals, and answers each only while it is after today:
// a list read tomorrow shows the animal clear without any write to it.

export interface WithdrawalEnds {
  meatWithdrawalUntil: string | null;
  milkWithdrawalUntil: string | null;
}

/** The animal as it is answered today: an end of today or earlier reads null. Untouched (the same object) when nothing ended. */
export function withActiveWithdrawal<A extends WithdrawalEnds>(animal: A, today: string = todayISO()): A {
  const meat = activeWithdrawal(animal.meatWithdrawalUntil, today);
  const milk = activeWithdrawal(animal.milkWithdrawalUntil, today);
  if (meat === animal.meatWithdrawalUntil && milk === animal.milkWithdrawalUntil) return animal;
  return { ...animal, meatWithdrawalUntil: meat, milkWithdrawalUntil: milk };
}
