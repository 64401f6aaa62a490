import type { CattleRecord } from '../../../../core/schemas/cattle';
import { withdrawalBadgeWords } from './withdrawal-badge';
import '../../../ui/pills.css';

interface WithdrawalBadgeProps {
  animal: Pick<CattleRecord, 'meatWithdrawalUntil' | 'milkWithdrawalUntil'>;
  today: string;
  /** A card lists its badges; a table row's cell holds it inline. */
  element: 'li' | 'span';
}

/**
 * "Withdrawal to Jul 1" on an animal inside a medicine's withdrawal. The day is on the badge itself,
 * where a phone can read it (no hover there); the title adds which withdrawal ends when.
 */
export function WithdrawalBadge({ animal, today, element: Element }: WithdrawalBadgeProps) {
  const words = withdrawalBadgeWords(animal, today);
  if (!words) return null;
  return (
    <Element className="fh-pill fh-badge-withdrawal" title={words.detail}>
      {words.text}
      <span className="fh-visually-hidden">: {words.detail}</span>
    </Element>
  );
}
