import { CowIcon } from '../../../ui/CowIcon';
import { BoardEmpty } from '../BoardEmpty';
import type { AnimalAction } from '../cards/animal-action';
import { AnimalCardList, animalId } from '../cards/AnimalCardList';
import { HeatCycleCard } from '../cards/HeatCycleCard';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Heat Cycle: the active cows and heifers, each ready to be bred. */
export function HeatCyclePanel({ view, onBreed }: { view: BreedingBoardView; onBreed: AnimalAction }) {
  const cows = view.board.heatCycle;
  if (cows.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No active cows available for breeding"
        icon={<CowIcon size={48} />}
        hint="Cows and heifers with the status Active are listed here, ready to breed."
      />
    );
  }
  return <AnimalCardList items={cows} keyOf={animalId} label="Active cows" card={(cow) => <HeatCycleCard animal={cow} today={view.today} onBreed={onBreed} />} />;
}
