import { Heart } from '@blueprintjs/icons';
import type { CattleRecord } from '../../../../core/schemas/cattle';
import { BoardEmpty } from '../BoardEmpty';
import { AnimalCardList } from '../cards/AnimalCardList';
import { BredAnimalCard } from '../cards/BredAnimalCard';
import type { BreedingBoardView } from '../useBreedingBoard';

/** Pregnant: the confirmed pregnancies, soonest calving first. */
export function PregnantPanel({ view, onEdit }: { view: BreedingBoardView; onEdit: ((animal: CattleRecord) => void) | undefined }) {
  const pregnant = view.board.pregnant;
  if (pregnant.length === 0) {
    return (
      <BoardEmpty
        view={view}
        title="No pregnant cattle"
        icon={<Heart size={48} />}
        hint="Set a breeding to Pregnant once a pregnancy check confirms it."
      />
    );
  }
  return (
    <AnimalCardList
      animals={pregnant}
      label="Pregnant cattle"
      card={(animal) => <BredAnimalCard animal={animal} pregnant onEdit={onEdit} />}
    />
  );
}
