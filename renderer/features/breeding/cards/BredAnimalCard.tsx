import { Button } from '@blueprintjs/core';
import { Edit } from '@blueprintjs/icons';
import { memo } from 'react';
import { breedingMethodLabel, sireBull } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { strawsLabel } from '../../../../core/schemas/breeding-form';
import { displayDate } from '../../../ui/display-format';
import type { AnimalAction } from './animal-action';
import { BoardAnimalCard, type CardBadge, type CardFact } from './BoardAnimalCard';
import { CheckButton } from './CheckButton';

interface BredAnimalCardProps {
  animal: CattleRecord;
  /** On the Pregnant tab the card says so. */
  pregnant?: boolean;
  onEdit: AnimalAction;
  onCheck: AnimalAction;
}

/** A bred animal: method, sire, when, when she is due, Edit Breeding and her Pregnancy Check. */
export const BredAnimalCard = memo(function BredAnimalCard({ animal, pregnant = false, onEdit, onCheck }: BredAnimalCardProps) {
  const badges: CardBadge[] = [
    ...(pregnant ? [{ text: 'Pregnant', tone: 'pregnant' as const }] : []),
    ...(animal.expectedCalvingDate ? [{ text: `Due: ${displayDate(animal.expectedCalvingDate)}`, tone: 'due' as const }] : []),
  ];
  const straws = strawsLabel(animal.breedingMethod);
  const facts: CardFact[] = [
    { label: 'Method', value: breedingMethodLabel(animal.breedingMethod) },
    { label: 'Sire', value: sireBull(animal.breedingSire) ?? '—' },
    { label: 'Bred', value: displayDate(animal.breedingDate) },
    ...(straws && animal.strawsUsed ? [{ label: straws, value: animal.strawsUsed }] : []),
    { label: 'Pasture', value: animal.pasture },
  ];
  const actions =
    onEdit || onCheck ? (
      <>
        {onEdit ? <Button variant="outlined" icon={<Edit />} text="Edit Breeding" onClick={() => onEdit(animal)} /> : null}
        {onCheck ? <CheckButton animal={animal} onCheck={onCheck} /> : null}
      </>
    ) : null;
  return <BoardAnimalCard animal={animal} badges={badges} facts={facts} action={actions} />;
});
