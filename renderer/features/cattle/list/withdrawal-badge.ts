import { activeWithdrawals } from '../../../../core/domain';
import { displayDate } from '../../../ui/display-format';
import { shortDate } from '../../../ui/short-date';

export interface WithdrawalBadgeWords {
  /** On the badge: "Withdrawal to Jul 1", the day both withdrawals are over. */
  text: string;
  /** Its title: which withdrawal ends when ("Meat withdrawal until Jul 1, 2026 · Milk withdrawal until Jun 20, 2026"). */
  detail: string;
}

/** What an animal's Withdrawal badge says; null when it is clear of both. */
export function withdrawalBadgeWords(animal: { meatWithdrawalUntil?: string | null; milkWithdrawalUntil?: string | null }, today: string): WithdrawalBadgeWords | null {
  const { meat, milk } = activeWithdrawals(animal, today);
  // Plain YYYY-MM-DD dates: the later in text is the later day.
  const clear = meat !== null && milk !== null ? (meat > milk ? meat : milk) : (meat ?? milk);
  if (clear === null) return null;
  const detail = [meat && `Meat withdrawal until ${displayDate(meat)}`, milk && `Milk withdrawal until ${displayDate(milk)}`].filter(Boolean).join(' · ');
  return { text: `Withdrawal to ${shortDate(clear)}`, detail };
}
