import { memo } from 'react';
import { displayDate } from '../../../ui/display-format';
import { checkMethodLabel } from '../../../ui/pregnancy-check-words';
import type { OpenCowRow } from '../checks/useCheckLists';
import type { AnimalAction } from './animal-action';
import { BoardAnimalCard, type CardBadge, type CardFact } from './BoardAnimalCard';
import { dayAndDistance } from './board-dates';
import { CheckButton } from './CheckButton';

/** A cow found open and not bred since: when, how, her last breeding, and her Pregnancy Check. */
export const OpenCowCard = memo(function OpenCowCard({ row, today, onCheck }: { row: OpenCowRow; today: string; onCheck: AnimalAction }) {
  const { animal, check } = row;
  const badges: CardBadge[] = [{ text: 'Open', tone: 'active' }];
  const facts: CardFact[] = [
    { label: 'Found open', value: dayAndDistance(check.date, today) },
    { label: 'Method', value: checkMethodLabel(check.method) },
    { label: 'Last bred', value: animal.breedingDate ? displayDate(animal.breedingDate) : 'Not bred yet' },
    { label: 'Pasture', value: animal.pasture },
  ];
  return <BoardAnimalCard animal={animal} badges={badges} facts={facts} action={onCheck ? <CheckButton animal={animal} onCheck={onCheck} primary /> : null} />;
});
