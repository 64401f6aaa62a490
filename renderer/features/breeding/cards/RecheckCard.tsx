import { memo } from 'react';
import { displayDate } from '../../../ui/display-format';
import { checkMethodLabel } from '../../../ui/pregnancy-check-words';
import type { RecheckRow } from '../checks/useCheckLists';
import type { AnimalAction } from './animal-action';
import { BoardAnimalCard, type CardBadge, type CardFact } from './BoardAnimalCard';
import { dayAndDistance } from './board-dates';
import { CheckButton } from './CheckButton';

/** A cow to check again: when (marked once it has passed), her last check, and her Pregnancy Check. */
export const RecheckCard = memo(function RecheckCard({ row, today, onCheck }: { row: RecheckRow; today: string; onCheck: AnimalAction }) {
  const { animal, check, due, overdue } = row;
  const badges: CardBadge[] = [overdue ? { text: `Overdue: ${displayDate(due)}`, tone: 'overdue' } : { text: `Recheck: ${displayDate(due)}`, tone: 'due' }];
  const facts: CardFact[] = [
    { label: 'Recheck due', value: dayAndDistance(due, today) },
    { label: 'Last checked', value: dayAndDistance(check.date, today) },
    { label: 'Method', value: checkMethodLabel(check.method) },
    { label: 'Pasture', value: animal.pasture },
  ];
  return <BoardAnimalCard animal={animal} badges={badges} facts={facts} action={onCheck ? <CheckButton animal={animal} onCheck={onCheck} primary /> : null} />;
});
