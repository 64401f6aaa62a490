import type { CattleRecord } from '../../../../core/schemas/cattle';
import { VirtualCardGrid } from '../../../ui/VirtualCardGrid';
import { CattleCard } from './CattleCard';
import type { CattleActions } from './cattle-actions';

/** A first guess at a row's height, each row measured once drawn: a phone's card row, as measured (250-270 px). */
const ESTIMATED_ROW_PX = 250;

interface CattleCardListProps {
  animals: readonly CattleRecord[];
  today: string;
  actions: CattleActions;
}

/** The herd as cards, drawn only near the screen (10,000 head scroll). */
export function CattleCardList({ animals, today, actions }: CattleCardListProps) {
  return (
    <VirtualCardGrid
      items={animals}
      estimatedRowPx={ESTIMATED_ROW_PX}
      card={(animal) => <CattleCard animal={animal} today={today} actions={actions} />}
    />
  );
}
