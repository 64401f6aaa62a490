import { Calendar } from '@blueprintjs/icons';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { BoardEmpty } from '../BoardEmpty';
import { AnimalCardList } from '../cards/AnimalCardList';
import { BredAnimalCard } from '../cards/BredAnimalCard';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Breeding: the animals bred in the last 30 days, latest first. */
export function RecentlyBredPanel({ view, onEdit }: { view: BreedingBoardView; onEdit: ((animal: CattleRecord) => void) | undefined }) {
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
  return <AnimalCardList animals={bred} label="Recently bred" card={(animal) => <BredAnimalCard animal={animal} onEdit={onEdit} />} />;
}
