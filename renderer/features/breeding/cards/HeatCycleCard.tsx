import { Button } from '@blueprintjs/core';
import { Heart } from '@blueprintjs/icons';
import { memo } from 'react';
import { daysBetween, heatReturnLabel, nextHeatDate } from '../../../../core/domain';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { BoardAnimalCard, type CardBadge, type CardFact } from './BoardAnimalCard';
import { displayDate } from '../../../ui/display-format';
import { dayAndDistance } from './board-dates';

interface HeatCycleCardProps {
  animal: CattleRecord;
  today: string;
  onBreed: ((animal: CattleRecord) => void) | undefined;
}

/** An active cow to watch for heat: her heat returns, her last breeding and her next heat. */
export const HeatCycleCard = memo(function HeatCycleCard({ animal, today, onBreed }: HeatCycleCardProps) {
  const returns = heatReturnLabel(animal.heatReturnCount);
  const badges: CardBadge[] = [{ text: 'Active', tone: 'active' }, ...(returns ? [{ text: returns, tone: 'heat' as const }] : [])];
  // One cycle ahead only: a heat that is already past says nothing about the next one.
  const nextHeat = nextHeatDate(animal);
  const upcoming = nextHeat !== null && (daysBetween(today, nextHeat) ?? -1) >= 0;
  const facts: CardFact[] = [
    { label: 'Pasture', value: animal.pasture },
    { label: 'Last bred', value: animal.breedingDate ? displayDate(animal.breedingDate) : 'Not bred yet' },
    ...(animal.cameBackInHeat && animal.heatReturnDate ? [{ label: 'Back in heat', value: dayAndDistance(animal.heatReturnDate, today) }] : []),
    ...(upcoming ? [{ label: 'Next heat', value: dayAndDistance(nextHeat, today) }] : []),
  ];
  return (
    <BoardAnimalCard
      animal={animal}
      badges={badges}
      facts={facts}
      action={onBreed ? <Button intent="primary" icon={<Heart />} text="Breed" onClick={() => onBreed(animal)} /> : null}
    />
  );
});
