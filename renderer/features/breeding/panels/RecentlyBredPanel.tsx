import { Calendar } from '@blueprintjs/icons';
import { BoardEmpty } from '../BoardEmpty';
import type { AnimalAction } from '../cards/animal-action';
import { AnimalCardList, animalId } from '../cards/AnimalCardList';
import { BredAnimalCard } from '../cards/BredAnimalCard';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Breeding: the animals bred in the last 30 days, latest first. */
export function RecentlyBredPanel({ view, onEdit, onCheck }: { view: BreedingBoardView; onEdit: AnimalAction; onCheck: AnimalAction }) {
  const bred = view.board.recentlyBred;
  if (bred.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No recent breeding records"
        icon={<Calendar size={48} />}
        hint="Animals bred in the last 30 days are listed here. Breed a cow from the Heat Cycle tab."
      />
    );
  }
  return (
    <AnimalCardList items={bred} keyOf={animalId} label="Recently bred" card={(animal) => <BredAnimalCard animal={animal} onEdit={onEdit} onCheck={onCheck} />} />
  );
}
